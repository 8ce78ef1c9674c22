import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { QueryFunctionContext } from '@tanstack/react-query';
import {
  CLIENT_ID_HEADER,
  QUERY_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
} from '../../contracts/constants.ts';
import { ApiError, apiRequest, createQueryClient, getQueryFn } from './api-client.ts';
import { getClientId } from './client-id.ts';

type FetchArgs = [input: string, init: RequestInit];

function stubFetch(respond: (...args: FetchArgs) => Promise<Response>) {
  const fetchMock = vi.fn(respond);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function lastCall(fetchMock: ReturnType<typeof stubFetch>): {
  url: string;
  init: RequestInit;
  headers: Headers;
} {
  const call = fetchMock.mock.lastCall;
  if (!call) throw new Error('fetch was not called');
  const [url, init] = call;
  return { url, init, headers: new Headers(init.headers) };
}

function queryContext(queryKey: readonly unknown[]): QueryFunctionContext {
  return {
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
  } as QueryFunctionContext;
}

const ok = () => Promise.resolve(new Response('{"ok":true}', { status: 200 }));
/** A request that never answers and ignores its abort signal: only the time-out can end it. */
const never = () => new Promise<Response>(() => undefined);

describe('apiRequest', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  test('every request carries the client id header and credentials', async () => {
    const fetchMock = stubFetch(ok);
    await apiRequest('GET', '/api/modules');
    await apiRequest('POST', '/api/sync-modules');
    for (const [, init] of fetchMock.mock.calls) {
      expect(new Headers(init.headers).get(CLIENT_ID_HEADER)).toBe(getClientId());
      expect(init.credentials).toBe('include');
    }
  });

  test('a JSON body and Content-Type go only with a payload', async () => {
    const fetchMock = stubFetch(ok);

    await apiRequest('POST', '/api/sync-modules');
    let call = lastCall(fetchMock);
    expect(call.init.body).toBeUndefined();
    expect(call.headers.has('content-type')).toBe(false);

    await apiRequest('POST', '/api/beta-signup', { email: 'a@b.co' });
    call = lastCall(fetchMock);
    expect(call.init.method).toBe('POST');
    expect(call.init.body).toBe('{"email":"a@b.co"}');
    expect(call.headers.get('content-type')).toBe('application/json');
  });

  test('a failed response throws ApiError "status: body"', async () => {
    stubFetch(() => Promise.resolve(new Response('upstream exploded', { status: 502 })));
    const error = await apiRequest('GET', '/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('502: upstream exploded');
    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).code).toBeNull();
  });

  test('an empty failed response uses the status text', async () => {
    stubFetch(() =>
      Promise.resolve(new Response(null, { status: 503, statusText: 'Service Unavailable' })),
    );
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  test('a {message, code} body fills code and serverMessage', async () => {
    const body = '{"message":"Too many syncs","code":"rate_limited"}';
    stubFetch(() => Promise.resolve(new Response(body, { status: 429 })));
    const error = (await apiRequest('POST', '/api/sync-modules').catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error.message).toBe(`429: ${body}`);
    expect(error.code).toBe('rate_limited');
    expect(error.serverMessage).toBe('Too many syncs');
  });

  test("gives up after 30 seconds with 'Request timeout after 30 seconds'", async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(never);
    let settled = false;
    const request = apiRequest('POST', '/api/chat', { message: 'hi' }).finally(() => {
      settled = true;
    });
    const outcome = expect(request).rejects.toThrow('Request timeout after 30 seconds');

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    // The connection itself is aborted too, not just abandoned.
    expect(lastCall(fetchMock).init.signal?.aborted).toBe(true);
  });
});

describe('getQueryFn', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  test('GETs the query key parts joined with slashes, with the client id', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(Response.json([{ id: 'm1' }])));
    const data = await getQueryFn<unknown>({ on401: 'throw' })(
      queryContext(['/api/sessions', 's1', 'messages']),
    );
    const call = lastCall(fetchMock);
    expect(call.url).toBe('/api/sessions/s1/messages');
    expect(call.init.method).toBe('GET');
    expect(call.init.body).toBeUndefined();
    expect(call.headers.get(CLIENT_ID_HEADER)).toBe(getClientId());
    expect(data).toEqual([{ id: 'm1' }]);
  });

  test('returns null on 401 when asked to', async () => {
    stubFetch(() =>
      Promise.resolve(Response.json({ message: 'Sign in', code: 'unauthorized' }, { status: 401 })),
    );
    await expect(
      getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user'])),
    ).resolves.toBeNull();
  });

  test('throws on 401 otherwise', async () => {
    stubFetch(() => Promise.resolve(new Response('', { status: 401, statusText: 'Unauthorized' })));
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/usage']))).rejects.toThrow(
      '401: Unauthorized',
    );
  });

  test("gives up after 20 seconds with 'Query timeout after 20 seconds'", async () => {
    vi.useFakeTimers();
    stubFetch(never);
    let settled = false;
    const query = Promise.resolve(
      getQueryFn<unknown>({ on401: 'throw' })(queryContext(['/api/modules'])),
    ).finally(() => {
      settled = true;
    });
    const outcome = expect(query).rejects.toThrow('Query timeout after 20 seconds');
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
});

describe('queryClient defaults', () => {
  test('follow SPEC §7: no focus or interval refetch, never stale, no retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(typeof defaults.queries?.queryFn).toBe('function');
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
