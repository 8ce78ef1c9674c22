import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  createTestDatabase,
  testDialects,
  type TestDatabase,
} from '../../testing/test-databases.ts';
import { getModuleForChat, listCarousels, listModules, syncModules } from './modules.service.ts';

function moduleFile(name: string, extra: Record<string, string> = {}): string {
  const fields = { description: `${name} teaches.`, persona: `You are ${name}.`, ...extra };
  const yaml = Object.entries({ name, ...fields })
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  return `---\n${yaml}\n---\n\n# ${name}\n\nSome teaching text.\n`;
}

describe.each(testDialects)('%s: module sync', (dialect) => {
  let database: TestDatabase;
  let contentDir: string;
  const write = (id: string, text: string) =>
    fs.writeFileSync(path.join(contentDir, 'modules', `${id}.md`), text);

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    contentDir = path.join(database.dir, 'content');
    fs.mkdirSync(path.join(contentDir, 'modules'), { recursive: true });
    fs.writeFileSync(path.join(contentDir, 'carousels.yaml'), '- Yoga\n- Meditation\n');
    write(
      'sun-salutation',
      moduleFile('Sun Salutation', { carousel: 'Yoga', order: '2', avatar: '"🌞"' }),
    );
    write('hatha', moduleFile('Hatha', { carousel: 'Yoga', order: '1' }));
    write('breath', moduleFile('Breath', { carousel: 'Meditation' }));
    write('connector', moduleFile('Next Level', { connector: 'true' }));
  });
  afterEach(() => database.destroy());

  test('a module kept in memory for chat is replaced by a sync at once; one another server added is found at once', async () => {
    await syncModules(database.db, contentDir);
    expect((await getModuleForChat(database.db, 'hatha'))?.persona).toBe('You are Hatha.');

    // A sync on this server: the next chat gets the new persona, not the kept one.
    write('hatha', moduleFile('Hatha', { carousel: 'Yoga', order: '1', persona: 'You are new.' }));
    await syncModules(database.db, contentDir);
    expect((await getModuleForChat(database.db, 'hatha'))?.persona).toBe('You are new.');

    // Unknown, then added by another server's sync (straight into the shared database): an id
    // not found is never kept, so the module can be chatted with at once.
    expect(await getModuleForChat(database.db, 'tantra')).toBeUndefined();
    await database.db
      .insertInto('modules')
      .values({
        id: 'tantra',
        name: 'Tantra',
        description: 'Tantra teaches.',
        avatar: null,
        carousel_id: null,
        position: 0,
        is_connector: 0,
        persona: 'You are Tantra.',
        teachings: '',
        voice: null,
        guide: null,
        content_hash: 'x',
        archived: 0,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect((await getModuleForChat(database.db, 'tantra'))?.name).toBe('Tantra');
  });

  test("a module file's guide voice is stored and reaches the chat, and a file without one has none", async () => {
    const shipped = fs.readFileSync(
      path.join(import.meta.dirname, '../../../../content/modules/ego-buster.md'),
      'utf8',
    );
    write('ego-buster', shipped);
    await syncModules(database.db, contentDir);
    const module = await getModuleForChat(database.db, 'ego-buster');
    expect(module?.guide?.practices.length).toBeGreaterThanOrEqual(4);
    expect(module?.guide?.openings.every((o) => o.includes('{topic}'))).toBe(true);
    expect((await getModuleForChat(database.db, 'hatha'))?.guide).toBeNull();

    // A stored voice that no longer fits the schema, or is not JSON, is ignored, not thrown at a chat.
    await database.db
      .updateTable('modules')
      .set({ guide: '{"welcome":1}' })
      .where('id', '=', 'breath')
      .execute();
    await database.db
      .updateTable('modules')
      .set({ guide: 'not json' })
      .where('id', '=', 'sun-salutation')
      .execute();
    expect((await getModuleForChat(database.db, 'breath'))?.guide).toBeNull();
    expect((await getModuleForChat(database.db, 'sun-salutation'))?.guide).toBeNull();
  });

  test('a first sync adds every module and lists them in carousel order', async () => {
    const result = await syncModules(database.db, contentDir);
    expect(result.added.sort()).toEqual(['breath', 'connector', 'hatha', 'sun-salutation']);
    expect(result).toMatchObject({ updated: [], archived: [], unchanged: 0, total: 4, errors: [] });

    const modules = await listModules(database.db);
    expect(modules.map((m) => m.id)).toEqual(['hatha', 'sun-salutation', 'breath', 'connector']);
    expect(modules[1]).toEqual({
      id: 'sun-salutation',
      name: 'Sun Salutation',
      description: 'Sun Salutation teaches.',
      avatar: '🌞',
      carouselId: 'yoga',
      isConnector: false,
    });
    expect(modules.find((m) => m.id === 'connector')).toMatchObject({
      isConnector: true,
      avatar: null,
      carouselId: null,
    });

    const carousels = await listCarousels(database.db);
    expect(carousels.map((c) => [c.id, c.name, c.modules.map((m) => m.id)])).toEqual([
      ['yoga', 'Yoga', ['hatha', 'sun-salutation']],
      ['meditation', 'Meditation', ['breath']],
    ]);
  });

  test('a second sync with the same files changes nothing', async () => {
    await syncModules(database.db, contentDir);
    const rows = async () => ({
      carousels: await database.db.selectFrom('carousels').selectAll().orderBy('id').execute(),
      modules: await database.db.selectFrom('modules').selectAll().orderBy('id').execute(),
    });
    const before = await rows();
    await new Promise((resolve) => setTimeout(resolve, 5)); // a rewrite would get a new updated_at
    const again = await syncModules(database.db, contentDir);
    expect(again).toMatchObject({ added: [], updated: [], archived: [], unchanged: 4, total: 4 });
    expect(await rows()).toEqual(before);
  });

  test('sync picks up a new file, a changed file and a removed file', async () => {
    await syncModules(database.db, contentDir);
    write('metta', moduleFile('Metta', { carousel: 'Compassion' }));
    write(
      'breath',
      moduleFile('Breath', { carousel: 'Meditation', description: 'Breathe slowly.' }),
    );
    fs.rmSync(path.join(contentDir, 'modules', 'hatha.md'));

    const result = await syncModules(database.db, contentDir);
    expect(result).toMatchObject({
      added: ['metta'],
      updated: ['breath'],
      archived: ['hatha'],
      unchanged: 2,
    });

    const modules = await listModules(database.db);
    expect(modules.map((m) => m.id)).not.toContain('hatha');
    expect(modules.find((m) => m.id === 'breath')?.description).toBe('Breathe slowly.');
    // A carousel not named in carousels.yaml comes after the declared ones.
    expect((await listCarousels(database.db)).map((c) => c.id)).toEqual([
      'yoga',
      'meditation',
      'compassion',
    ]);

    // Restoring the file brings the archived module back.
    write('hatha', moduleFile('Hatha', { carousel: 'Yoga', order: '1' }));
    const restored = await syncModules(database.db, contentDir);
    expect(restored.updated).toEqual(['hatha']);
    expect((await listModules(database.db)).map((m) => m.id)).toContain('hatha');
  });

  test('a broken file is reported and keeps its stored module, the others still sync', async () => {
    await syncModules(database.db, contentDir);
    write('breath', '---\nname: [unclosed\n---\ntext');
    write('Bad Name', moduleFile('Bad'));
    write('no-persona', '---\nname: X\ndescription: Y\n---\ntext');

    const result = await syncModules(database.db, contentDir);
    expect(result.errors.map((e) => e.file).sort()).toEqual([
      'modules/Bad Name.md',
      'modules/breath.md',
      'modules/no-persona.md',
    ]);
    expect(result.errors.find((e) => e.file === 'modules/no-persona.md')?.message).toMatch(
      /persona/,
    );
    expect(result.archived).toEqual([]);
    expect((await listModules(database.db)).map((m) => m.id)).toContain('breath');
  });

  test('a missing content folder archives nothing', async () => {
    await syncModules(database.db, contentDir);
    const result = await syncModules(database.db, path.join(database.dir, 'nowhere'));
    expect(result.errors[0]?.message).toMatch(/folder not found/);
    expect(result.archived).toEqual([]);
    expect(await listModules(database.db)).toHaveLength(4);
  });

  test('concurrent syncs do not fail or duplicate modules', async () => {
    const results = await Promise.all([1, 2, 3].map(() => syncModules(database.db, contentDir)));
    expect(results.every((r) => r.errors.length === 0)).toBe(true);
    expect(await listModules(database.db)).toHaveLength(4);
  });
});
