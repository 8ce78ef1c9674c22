import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PublicTribe, Tribe } from '../../../contracts/tribes.ts';
import { createTestApp, signUpTestUser, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-databases.ts';
import { slugify } from './tribes.service.ts';

describe.each(testDialects)('%s: tribes', (dialect) => {
  let t: TestApp;
  let fixtures: string;

  const signUp = async (firstName = 'Tara', lastName = 'Lotus') =>
    (await signUpTestUser(t.app, { firstName, lastName })).cookie;
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });

  beforeAll(async () => {
    fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-tribes-'));
    fs.mkdirSync(path.join(fixtures, 'web'));
    fs.writeFileSync(
      path.join(fixtures, 'web', 'index.html'),
      '<!doctype html><html><head><meta charset="utf-8" /><title>Sangha</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp(dialect, {
      WEB_DIST_DIR: path.join(fixtures, 'web'),
      PUBLIC_URL: 'https://sangha.example',
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(fixtures, { recursive: true, force: true });
  });

  test('creating a tribe validates with the spec’s messages and names the field', async () => {
    const cookie = await signUp();
    const cases: [Record<string, string>, string][] = [
      [{ name: 'ab' }, 'Tribe name must be at least 3 characters'],
      [{ name: 'x'.repeat(50) }, 'Tribe name must be less than 50 characters'],
      [{ name: 'Good name', socialLink: 'not a url' }, 'Must be a valid URL'],
      [{ name: 'Good name', socialLink: 'javascript:alert(1)' }, 'Must be a valid URL'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/tribes', cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await call('POST', '/api/tribes', undefined, { name: 'Signed out' })).statusCode).toBe(
      401,
    );
    const ok = await call('POST', '/api/tribes', cookie, { name: 'x'.repeat(49), socialLink: '' });
    expect(ok.statusCode).toBe(201);
  });

  test('slugs are readable and unique, with a suffix on collision', async () => {
    const cookie = await signUp();
    const name = `Morning Sit ${randomUUID().slice(0, 4)}`;
    const first = (
      await call('POST', '/api/tribes', cookie, {
        name,
        description: 'Dawn practice',
        socialLink: 'https://chat.example/sit',
      })
    ).json<Tribe>();
    const second = (await call('POST', '/api/tribes', cookie, { name })).json<Tribe>();
    expect(first.slug).toBe(slugify(name));
    expect(second.slug).toBe(`${slugify(name)}-2`);
    expect(first).toMatchObject({
      name,
      description: 'Dawn practice',
      socialLink: 'https://chat.example/sit',
      role: 'founder',
      memberCount: 1,
    });
    expect(slugify('Éveil & Joie — Berlin!')).toBe('eveil-joie-berlin');
  });

  test('anyone reads the public tribe; members join and leave; counts follow', async () => {
    const founder = await signUp('Karma', 'Tenzin');
    const tribe = (
      await call('POST', '/api/tribes', founder, {
        name: `Open Hearts ${randomUUID().slice(0, 4)}`,
        description: 'We sit on Sundays.',
      })
    ).json<Tribe>();
    const publicView = (await call('GET', `/api/tribes/${tribe.slug}`)).json<PublicTribe>();
    expect(publicView).toMatchObject({
      name: tribe.name,
      description: 'We sit on Sundays.',
      founderName: 'Karma T.',
      memberCount: 1,
      viewerRole: null,
    });

    const member = await signUp();
    expect((await call('POST', `/api/tribes/${tribe.slug}/members`, undefined)).statusCode).toBe(
      401,
    );
    const joined = (
      await call('POST', `/api/tribes/${tribe.slug}/members`, member)
    ).json<PublicTribe>();
    expect(joined).toMatchObject({ memberCount: 2, viewerRole: 'member' });
    expect(
      (await call('POST', `/api/tribes/${tribe.slug}/members`, member)).json<PublicTribe>()
        .memberCount,
    ).toBe(2);
    expect(
      (await call('GET', '/api/tribes', member)).json<Tribe[]>().map((x) => [x.slug, x.role]),
    ).toEqual([[tribe.slug, 'member']]);

    const left = (
      await call('DELETE', `/api/tribes/${tribe.slug}/members`, member)
    ).json<PublicTribe>();
    expect(left).toMatchObject({ memberCount: 1, viewerRole: null });
    expect((await call('DELETE', `/api/tribes/${tribe.slug}/members`, founder)).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/api/tribes/no-such-tribe')).statusCode).toBe(404);
  });

  test('only the founder edits or deletes a tribe', async () => {
    const founder = await signUp();
    const other = await signUp();
    const tribe = (
      await call('POST', '/api/tribes', founder, {
        name: `Quiet Minds ${randomUUID().slice(0, 4)}`,
      })
    ).json<Tribe>();
    await call('POST', `/api/tribes/${tribe.slug}/members`, other);
    expect(
      (await call('PATCH', `/api/tribes/${tribe.slug}`, other, { description: 'hijacked' }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/tribes/${tribe.slug}`, other)).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/api/tribes/${tribe.slug}`, undefined, { description: 'x' }))
        .statusCode,
    ).toBe(401);
    const edited = await call('PATCH', `/api/tribes/${tribe.slug}`, founder, {
      description: 'Silent sits, Thursdays.',
    });
    expect(edited.json<PublicTribe>().description).toBe('Silent sits, Thursdays.');
    expect((await call('DELETE', `/api/tribes/${tribe.slug}`, founder)).statusCode).toBe(204);
    expect((await call('GET', `/api/tribes/${tribe.slug}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/tribes', other)).json()).toEqual([]);
  });

  test('founding and joining are milestones', async () => {
    const founder = await signUp();
    const tribe = (
      await call('POST', '/api/tribes', founder, {
        name: `Milestone Tribe ${randomUUID().slice(0, 4)}`,
      })
    ).json<Tribe>();
    const member = await signUp();
    await call('POST', `/api/tribes/${tribe.slug}/members`, member);
    expect(
      (await call('GET', '/api/spiritual-progress', founder))
        .json<{ title: string }[]>()
        .map((p) => p.title),
    ).toEqual([`Founded a tribe: ${tribe.name}`]);
    expect(
      (await call('GET', '/api/spiritual-progress', member))
        .json<{ title: string }[]>()
        .map((p) => p.title),
    ).toEqual([`Joined a tribe: ${tribe.name}`]);
  });

  test('the public page carries the tribe in <title> and link-preview tags, escaped', async () => {
    const founder = await signUp();
    const name = `<script>alert("x")</script> & Co`;
    const tribe = (
      await call('POST', '/api/tribes', founder, { name, description: 'Tea "and" <b>silence</b>' })
    ).json<Tribe>();
    const page = await call('GET', `/tribe/${tribe.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(
      '<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co · Sangha</title>',
    );
    expect(page.body).toContain(
      '<meta property="og:title" content="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co · Sangha" />',
    );
    expect(page.body).toContain(
      '<meta property="og:description" content="Tea &quot;and&quot; &lt;b&gt;silence&lt;/b&gt;" />',
    );
    expect(page.body).toContain(
      `<meta property="og:url" content="https://sangha.example/tribe/${tribe.slug}" />`,
    );
    expect(page.body).toContain('<meta name="twitter:card" content="summary" />');
    expect(page.body).not.toContain('<script>alert');
    const unknown = await call('GET', '/tribe/no-such-tribe');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
  });

  test('$ patterns in a tribe name or description reach the page as typed, never splicing the document in', async () => {
    const founder = await signUp();
    // String.replace expands these in a replacement string: $` is the text before the match,
    // $' the text after it, $& the match itself.
    const name = 'Tribe $` and $& too';
    const description = "Before $' after $$ end";
    const tribe = (await call('POST', '/api/tribes', founder, { name, description })).json<Tribe>();
    const page = await call('GET', `/tribe/${tribe.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Tribe $` and $&amp; too · Sangha</title>');
    expect(page.body).toContain(
      `<meta property="og:description" content="Before $&#39; after $$ end" />`,
    );
    // The document once: one doctype, one <head>, one root, one <title>.
    for (const once of ['<!doctype html>', '<head>', '</head>', '<div id="root">', '<title>'])
      expect(page.body.split(once)).toHaveLength(2);
  });
});
