import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AiProviderList } from '../../../contracts/chat.ts';
import { Usage } from '../../../contracts/usage.ts';
import { createTestApp, signUpTestUser, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-databases.ts';
import { usageJson } from './usage-json.ts';

/** Every shape the contract allows: each phase, limited or not, beta or not, none used or some. */
function everyUsage(): Usage[] {
  const all: Usage[] = [];
  for (const phase of Usage.shape.phase.options)
    for (const limit of [null, 0, 3, 21, 2 ** 31])
      for (const used of [0, 1, 3, 9_007_199_254_740_991])
        for (const isBetaUser of [false, true])
          all.push({
            remaining: limit === null ? null : Math.max(0, limit - used),
            unlimited: limit === null,
            phase,
            isBetaUser,
            used,
            limit,
          });
  return all;
}

describe('the hand-written GET /api/usage body', () => {
  test('parses with the contract and gives back the same value, for every shape', () => {
    for (const usage of everyUsage()) {
      const bytes = usageJson(usage);
      expect(Usage.parse(JSON.parse(bytes)), bytes).toEqual(usage);
      expect(bytes).toBe(JSON.stringify(Usage.parse(usage)));
    }
  });

  test('writes exactly the fields of the contract (a new field fails here until it is written)', () => {
    const [usage] = everyUsage();
    expect(Object.keys(JSON.parse(usageJson(usage as Usage)) as object).sort()).toEqual(
      Object.keys(Usage.shape).sort(),
    );
  });

  test('refuses what the contract would refuse, rather than writing invalid JSON', () => {
    const usage = everyUsage()[0] as Usage;
    expect(() => usageJson({ ...usage, used: Number.NaN })).toThrow(TypeError);
    expect(() => usageJson({ ...usage, limit: 1.5 })).toThrow(TypeError);
    expect(() => usageJson({ ...usage, phase: 'gold' as Usage['phase'] })).toThrow(TypeError);
  });
});

describe.each(testDialects)('%s: hot reads sent as prepared bytes keep the contract', (dialect) => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'gpt-test' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  async function read(path: string, headers: Record<string, string>) {
    const res = await fetch(`${base}${path}`, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    return res.text();
  }

  test('GET /api/ai/providers: the bytes parse with the contract, unchanged', async () => {
    const text = await read('/api/ai/providers', { 'x-client-id': randomUUID() });
    const sent: unknown = JSON.parse(text);
    expect(AiProviderList.parse(sent)).toEqual(sent);
    expect((sent as { id: string; available: boolean }[]).map((p) => [p.id, p.available])).toEqual([
      ['free', true],
      ['openai', true],
      ['anthropic', false],
    ]);
    // The same bytes on every request.
    expect(await read('/api/ai/providers', { 'x-client-id': randomUUID() })).toBe(text);
  });

  test('GET /api/usage: the bytes parse with the contract, signed out, signed in and in beta', async () => {
    const clientId = randomUUID();
    const anon = Usage.parse(JSON.parse(await read('/api/usage', { 'x-client-id': clientId })));
    expect(anon).toMatchObject({ phase: 'anon', used: 0, isBetaUser: false, unlimited: false });

    const { cookie } = await signUpTestUser(t.app);
    const signedIn = Usage.parse(JSON.parse(await read('/api/usage', { cookie })));
    expect(signedIn).toMatchObject({ phase: 'free', used: 0, isBetaUser: false });

    const joined = await fetch(`${base}/api/beta-signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-id': clientId, origin: base },
      body: JSON.stringify({ email: 'friend@example.com' }),
    });
    expect(joined.status).toBe(200);
    const text = await read('/api/usage', { 'x-client-id': clientId });
    expect(Usage.parse(JSON.parse(text))).toEqual(JSON.parse(text));
    expect(JSON.parse(text)).toMatchObject({ phase: 'anon', isBetaUser: true });
  });
});
