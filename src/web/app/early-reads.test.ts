import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Module } from '../../contracts/modules.ts';
import { modulesQueryOptions } from '../features/modules/api/get-modules.ts';
import { installFakeApi } from '../test/fake-api.ts';
import { adoptEarlyReads } from './early-reads.ts';

const early = [{ id: 'dream-yoga', name: 'Dream Yoga' }] as Module[];
const own = [{ id: 'inner-fire', name: 'Inner Fire' }] as Module[];

/** What index.html's script leaves: the modules read, answered when the test says. */
function startEarlyModulesRead() {
  let answer: (response: Response | null) => void = () => undefined;
  window.__sanghaEarlyReads = {
    '/api/modules': new Promise<Response | null>((resolve) => (answer = resolve)),
  };
  return answer;
}

describe('adoptEarlyReads', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.__sanghaEarlyReads;
  });

  test('a query that asks before the early answer waits for it instead of reading again', async () => {
    const api = installFakeApi({ 'GET /api/modules': () => Response.json(own) });
    const answer = startEarlyModulesRead();
    const queryClient = new QueryClient();
    adoptEarlyReads(queryClient);
    // The page's query mounts while the early read is still on its way.
    const mounted = queryClient.fetchQuery(modulesQueryOptions());
    answer(Response.json({ modules: early }));
    expect(await mounted).toEqual(early);
    expect(queryClient.getQueryData(modulesQueryOptions().queryKey)).toEqual(early);
    expect(api.calls('GET /api/modules')).toHaveLength(0);
  });

  test('an early answer that is not OK leaves the query to read for itself, once', async () => {
    const api = installFakeApi({ 'GET /api/modules': () => Response.json(own) });
    const answer = startEarlyModulesRead();
    const queryClient = new QueryClient();
    adoptEarlyReads(queryClient);
    const mounted = queryClient.fetchQuery(modulesQueryOptions());
    answer(new Response('busy', { status: 503 }));
    expect(await mounted).toEqual(own);
    expect(api.calls('GET /api/modules')).toHaveLength(1);
  });

  test('without early reads nothing is started', () => {
    const queryClient = new QueryClient();
    adoptEarlyReads(queryClient);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
