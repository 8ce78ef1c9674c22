import { sql } from 'kysely';
import { GuideVoice, type Carousel, type Module } from '../../../contracts/modules.ts';
import type { Db } from '../../db/database.ts';
import type { ModulesTable } from '../../db/schema.ts';

/** What sync needs to know about a stored module to decide add / update / unchanged / archive. */
export interface StoredModuleState {
  id: string;
  contentHash: string;
  archived: boolean;
  carouselId: string | null;
}

export type ModuleWrite = Omit<ModulesTable, 'created_at' | 'updated_at' | 'archived'>;

const listedColumns = [
  'modules.id',
  'modules.name',
  'modules.description',
  'modules.avatar',
  'modules.carousel_id',
  'modules.is_connector',
] as const;

function toModule(row: {
  id: string;
  name: string;
  description: string;
  avatar: string | null;
  carousel_id: string | null;
  is_connector: number;
}): Module {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    avatar: row.avatar,
    carouselId: row.carousel_id,
    isConnector: row.is_connector === 1,
  };
}

/** Active modules in display order: by carousel position (uncarouselled last), then position, then name. */
export async function listActiveModules(db: Db): Promise<Module[]> {
  const rows = await db
    .selectFrom('modules')
    .leftJoin('carousels', 'carousels.id', 'modules.carousel_id')
    .select(listedColumns)
    .where('modules.archived', '=', 0)
    .orderBy(sql`coalesce(carousels.position, 2147483647)`)
    .orderBy('modules.position')
    .orderBy('modules.name')
    .execute();
  return rows.map(toModule);
}

/** Carousels in display order, each with its active modules; carousels with none are left out. */
export async function listCarouselsWithModules(db: Db): Promise<Carousel[]> {
  const [carousels, modules] = await Promise.all([
    db.selectFrom('carousels').select(['id', 'name']).orderBy('position').orderBy('name').execute(),
    listActiveModules(db),
  ]);
  return carousels
    .map((c) => ({ id: c.id, name: c.name, modules: modules.filter((m) => m.carouselId === c.id) }))
    .filter((c) => c.modules.length > 0);
}

export async function listStoredModuleStates(db: Db): Promise<StoredModuleState[]> {
  const rows = await db
    .selectFrom('modules')
    .select(['id', 'content_hash', 'archived', 'carousel_id'])
    .execute();
  return rows.map((r) => ({
    id: r.id,
    contentHash: r.content_hash,
    archived: r.archived === 1,
    carouselId: r.carousel_id,
  }));
}

/** Insert or rename carousels and set their order; an unchanged carousel is left as it is. */
export async function upsertCarousels(
  db: Db,
  carousels: { id: string; name: string; position: number }[],
  now: string,
): Promise<void> {
  for (const c of carousels) {
    await db
      .insertInto('carousels')
      .values({ ...c, created_at: now, updated_at: now })
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet({ name: c.name, position: c.position, updated_at: now })
          .where((eb) =>
            eb.or([eb('carousels.name', '!=', c.name), eb('carousels.position', '!=', c.position)]),
          ),
      )
      .execute();
  }
}

/** Insert a module, or overwrite it (and un-archive it) when the id exists. */
export async function upsertModule(db: Db, module: ModuleWrite, now: string): Promise<void> {
  const { id: _id, ...fields } = module;
  await db
    .insertInto('modules')
    .values({ ...module, archived: 0, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...fields, archived: 0, updated_at: now }))
    .execute();
}

export async function archiveModules(db: Db, ids: string[], now: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('modules')
    .set({ archived: 1, updated_at: now })
    .where('id', 'in', ids)
    .execute();
}

/** Remove carousels no module points at any more. */
export async function deleteEmptyCarousels(db: Db): Promise<void> {
  await db
    .deleteFrom('carousels')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('modules')
            .select('modules.id')
            .whereRef('modules.carousel_id', '=', 'carousels.id')
            .where('modules.archived', '=', 0),
        ),
      ),
    )
    .execute();
}

/** A module's speaking voice (an espeak-ng voice name such as `en-us+m3`), archived or not. */
export async function findModuleVoice(db: Db, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('modules')
    .select('voice')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.voice ?? null;
}

/** What a chat needs of a module: its persona and teachings. Archived modules are not chattable. */
export async function findModuleForChat(db: Db, id: string) {
  const row = await db
    .selectFrom('modules')
    .select(['id', 'name', 'description', 'persona', 'teachings', 'guide', 'content_hash'])
    .where('id', '=', id)
    .where('archived', '=', 0)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        name: row.name,
        description: row.description,
        persona: row.persona,
        teachings: row.teachings,
        guide: parseGuide(row.guide),
        contentHash: row.content_hash,
      }
    : undefined;
}

/** The stored guide voice, or null when there is none or it no longer fits the schema. */
function parseGuide(json: string | null): GuideVoice | null {
  if (!json) return null;
  try {
    const parsed = GuideVoice.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
