import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLIENT_ID_HEADER } from '../../contracts/constants.ts';
import { underApiOrAuth } from '../plugins/cache-control.ts';
import { testDialects } from '../testing/test-databases.ts';
import { ENDPOINTS, endpointKey, type EndpointFuzz } from './bad-input-endpoints.ts';
import {
  nextAddress,
  ownerCookieFor,
  startFuzzApp,
  type FuzzContext,
} from './bad-input-harness.ts';

/*
 * Answers holding a person's data must not be kept by any cache (a shared proxy, the browser's
 * disk, the back button on a shared computer). Every route of the inventory (bad-input-routes
 * checks ENDPOINTS against what the app registers) is called as a signed-in owner, and as an
 * anonymous browser, with valid input; every answer must say `private, no-store`, apart from
 * the few routes declared the same for everyone.
 */

/** The routes declared public (`config: { publicCache: true }`): adding one is a decision. */
const PUBLIC_ROUTES = [
  'GET /api/app-config',
  'GET /api/carousels',
  'GET /api/downloads/transmissions',
  'GET /api/modules',
];

/** The public tribe page: the app's HTML with the tribe's public name (no-cache, revalidated). */
const PUBLIC_PAGES = ['GET /tribe/:slug'];

/** Ends the owner's session: called last. */
const SIGNS_OUT = ['POST /api/logout', 'GET /auth/logout', 'DELETE /api/auth/account'];

function fill(endpoint: EndpointFuzz, ctx: FuzzContext): { url: string; payload?: string } {
  const url = endpoint.url.replace(
    /:([A-Za-z]+)/g,
    (_m, name: string) => endpoint.params?.[name]?.valid(ctx.fixtures) ?? '',
  );
  const body = endpoint.body?.valid(ctx.fixtures);
  return { url, ...(body ? { payload: JSON.stringify(body) } : {}) };
}

test('the API and /auth are told apart from other paths by prefix, query or not', () => {
  for (const url of [
    '/api',
    '/api/',
    '/api?x=1',
    '/api/modules?x=/',
    '/auth',
    '/auth/start?next=/',
  ])
    expect(underApiOrAuth(url), url).toBe(true);
  for (const url of ['/', '/apis', '/apix/y', '/author', '/chat/api', '/tribe/auth', '/?/api'])
    expect(underApiOrAuth(url), url).toBe(false);
});

describe.each(testDialects)('%s: Cache-Control on every API answer', (dialect) => {
  let ctx: FuzzContext | undefined;
  beforeAll(async () => {
    ctx = await startFuzzApp(dialect);
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  test('only the declared routes are public, and each of them is the same for everyone', () => {
    if (!ctx) throw new Error('app not started');
    const declared = ctx.routes
      .filter((r) => r.publicCache && r.method !== 'HEAD')
      .map(endpointKey)
      .sort();
    expect(declared).toEqual(PUBLIC_ROUTES);
  });

  test('every answer of every other API route, signed in or anonymous, is private, no-store', async () => {
    if (!ctx) throw new Error('app not started');
    const c = ctx;
    const ordered = [
      ...ENDPOINTS.filter((e) => !e.mutates),
      ...ENDPOINTS.filter((e) => e.mutates && !SIGNS_OUT.includes(endpointKey(e))),
      ...ENDPOINTS.filter((e) => SIGNS_OUT.includes(endpointKey(e))),
    ];
    const wrong: string[] = [];
    const ownerStatus: Record<string, number> = {};
    const call = async (endpoint: EndpointFuzz, who: 'owner' | 'anonymous') => {
      const { url, payload } = fill(endpoint, c);
      const res = await c.t.app.inject({
        method: endpoint.method,
        url,
        remoteAddress: nextAddress(),
        headers: {
          ...(who === 'owner'
            ? { cookie: ownerCookieFor(c, endpoint), [CLIENT_ID_HEADER]: c.ownerClientId }
            : { [CLIENT_ID_HEADER]: c.anonClientId }),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        ...(payload ? { payload } : {}),
      });
      const key = endpointKey(endpoint);
      if (who === 'owner') ownerStatus[key] = res.statusCode;
      const header = String(res.headers['cache-control'] ?? '(none)');
      const isPublic = PUBLIC_ROUTES.includes(key) || PUBLIC_PAGES.includes(key);
      if (isPublic ? /private|no-store/.test(header) : !/^private, no-store\b/.test(header))
        wrong.push(`${who} ${key} → ${res.statusCode}: cache-control ${header}`);
    };
    for (const endpoint of ordered) {
      if (!endpoint.mutates) await call(endpoint, 'anonymous');
      await call(endpoint, 'owner');
    }
    expect(wrong).toEqual([]);
    // The walk read the owner's real data (the answers that matter most).
    for (const read of [
      'GET /api/auth/user',
      'GET /api/sessions',
      'GET /api/sessions/:sessionId/messages',
      'GET /api/usage',
      'GET /api/journal',
      'GET /api/journal/export',
      'GET /api/biofeedback/data',
      'GET /api/biofeedback/export',
      'GET /api/account/export',
      'GET /api/tribes',
      'GET /api/tribes/:slug',
      'GET /api/user/stats',
      'GET /api/transmissions/progress',
    ])
      expect(ownerStatus[read], read).toBe(200);
  }, 120_000);
});
