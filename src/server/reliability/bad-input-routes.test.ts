import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLIENT_ID_HEADER } from '../../contracts/constants.ts';
import { ENDPOINTS, endpointKey, paramNames } from './bad-input-endpoints.ts';
import { isExcludedRoute, startFuzzApp, type FuzzContext } from './bad-input-harness.ts';

/*
 * The bad-input suites cover the routes the real app registers, read from Fastify's onRoute hook:
 * a new route without a fuzz description fails here.
 */
describe('sqlite: bad input route inventory', () => {
  let ctx: FuzzContext;
  beforeAll(async () => {
    ctx = await startFuzzApp('sqlite');
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
  });

  test('every registered route has a fuzz description, apart from pages, static files, docs and HEAD twins', () => {
    const registered = ctx.routes.filter((route) => !isExcludedRoute(route, ctx));
    const described = new Set(ENDPOINTS.map(endpointKey));
    const undescribed = registered.map(endpointKey).filter((key) => !described.has(key));
    expect(undescribed).toEqual([]);
    expect(registered.length).toBeGreaterThanOrEqual(60);

    // What is left out, so a reader can see it is only that.
    const excluded = ctx.routes.filter((route) => isExcludedRoute(route, ctx));
    for (const route of excluded) {
      expect(
        route.url.startsWith('/api/docs') ||
          route.method === 'HEAD' ||
          route.url === '/index.html' ||
          (!route.url.startsWith('/api') && !route.url.startsWith('/auth')),
        endpointKey(route),
      ).toBe(true);
    }
  });

  test('every fuzz description names a registered route, with the same parameters', () => {
    const registered = new Set(ctx.routes.map(endpointKey));
    expect(ENDPOINTS.map(endpointKey).filter((key) => !registered.has(key))).toEqual([]);
    expect(new Set(ENDPOINTS.map(endpointKey)).size).toBe(ENDPOINTS.length);
    for (const endpoint of ENDPOINTS) {
      expect(Object.keys(endpoint.params ?? {}).sort(), endpointKey(endpoint)).toEqual(
        paramNames(endpoint.url).sort(),
      );
    }
  });

  test('addresses the router refuses (a broken %-escape, an over-long parameter) answer {message, code} too', async () => {
    for (const url of [
      '/api/sessions/%zz/messages',
      '/api/tribes/%c0%',
      `/api/sessions/${'a'.repeat(500)}/messages`,
      `/api/tribes/${'a'.repeat(101)}`,
    ]) {
      const res = await ctx.t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        message: expect.stringMatching(/^Invalid address/),
        code: 'bad_request',
      });
    }
  });

  test('a rate limit answers 429 as JSON too, per address and per account', async () => {
    const fromOneAddress = async () =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/api/beta-signup',
        remoteAddress: '198.51.100.7',
        headers: { [CLIENT_ID_HEADER]: ctx.anonClientId },
        payload: { email: 'no at sign' },
      });
    const first = await fromOneAddress();
    expect(first.statusCode).toBe(400);
    let last = first;
    for (let i = 0; i < 10; i++) last = await fromOneAddress();
    expect(last.statusCode).toBe(429);
    expect(last.headers['content-type']).toMatch(/^application\/json/);
    expect(last.json()).toEqual({ message: expect.any(String), code: 'rate_limited' });

    // Ten tribes per account per ten minutes, whatever the address.
    const cookie = ctx.ownerCookies.at(-1) ?? '';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/tribes',
        remoteAddress: `203.0.113.${i + 1}`,
        headers: { cookie },
        payload: { name: 'x' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toMatchObject({ code: 'rate_limited' });
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });
});
