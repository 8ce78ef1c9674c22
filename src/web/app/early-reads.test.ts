import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Module } from '../../contracts/modules.ts';
import { modulesQueryOptions } from '../features/modules/api/get-modules.ts';
import { installFakeApi } from '../test/fake-api.ts';
import { createQueryClient } from '../lib/api-client.ts';
import { adoptEarlyReads, startMainScreenReads } from './early-reads.ts';

const early = [{ id: 'dream-yoga', name: 'Dream Yoga' }] as Module[];
const own = [{ id: 'inner-fire', name: 'Inner Fire' }] as Module[];

/**
 * index.html's modules read, adopted, then the page's query mounting while it is still on its
 * way; the test answers the early read when it likes.
 */
function mountBeforeTheEarlyAnswer() {
  const api = installFakeApi({ 'GET /api/modules': () => Response.json(own) });
  let answer: (response: Response | null) => void = () => undefined;
  window.__sanghaEarlyReads = {
    '/api/modules': new Promise<Response | null>((resolve) => (answer = resolve)),
  };
  const queryClient = new QueryClient();
  adoptEarlyReads(queryClient);
  const mounted = queryClient.fetchQuery(modulesQueryOptions());
  return { api, answer, queryClient, mounted };
}

describe('adoptEarlyReads', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.__sanghaEarlyReads;
  });

  test('a query that asks before the early answer waits for it instead of reading again', async () => {
    const { api, answer, queryClient, mounted } = mountBeforeTheEarlyAnswer();
    answer(Response.json({ modules: early }));
    expect(await mounted).toEqual(early);
    expect(queryClient.getQueryData(modulesQueryOptions().queryKey)).toEqual(early);
    expect(api.calls('GET /api/modules')).toHaveLength(0);
  });

  test('an early answer that is not OK leaves the query to read for itself, once', async () => {
    const { api, answer, mounted } = mountBeforeTheEarlyAnswer();
    answer(new Response('busy', { status: 503 }));
    expect(await mounted).toEqual(own);
    expect(api.calls('GET /api/modules')).toHaveLength(1);
  });

  test("data the page brought itself stays, and the early answer's body is still read to the end", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(modulesQueryOptions().queryKey, own);
    const response = Response.json(early);
    window.__sanghaEarlyReads = { '/api/modules': Promise.resolve(response) };
    adoptEarlyReads(queryClient);
    await vi.waitFor(() => expect(response.bodyUsed).toBe(true));
    expect(queryClient.getQueryData(modulesQueryOptions().queryKey)).toEqual(own);
  });

  test('without early reads nothing is started', () => {
    const queryClient = new QueryClient();
    adoptEarlyReads(queryClient);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('startMainScreenReads', () => {
  afterEach(() => vi.unstubAllGlobals());

  const MAIN_SCREEN_READS = [
    'GET /api/carousels',
    'GET /api/sessions',
    'GET /api/usage',
    'GET /api/ai/providers',
  ];

  test('a main-screen page asks for the rest of its data at once, and a part that mounts later reads it from the cache', async () => {
    const api = installFakeApi({
      'GET /api/carousels': () => Response.json({ carousels: [] }),
      'GET /api/sessions': () => Response.json([]),
      'GET /api/usage': () => Response.json({ remaining: 7 }),
      'GET /api/ai/providers': () => Response.json([]),
    });
    const queryClient = createQueryClient();
    startMainScreenReads(queryClient, '/chat/dream-yoga');
    for (const route of MAIN_SCREEN_READS) expect(api.calls(route)).toHaveLength(1);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['/api/usage'])).toEqual({ remaining: 7 }),
    );
    // The part mounts: the app's queries never go stale, so nothing is asked again.
    await queryClient.fetchQuery({ queryKey: ['/api/sessions'], queryFn: () => 'read again' });
    expect(queryClient.getQueryData(['/api/sessions'])).toEqual([]);
    for (const route of MAIN_SCREEN_READS) expect(api.calls(route)).toHaveLength(1);
  });

  test('other pages ask for none of it', () => {
    const api = installFakeApi();
    for (const path of ['/journal', '/timeline', '/lineage', '/account'])
      startMainScreenReads(createQueryClient(), path);
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
