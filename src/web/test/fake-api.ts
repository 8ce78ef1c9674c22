import { vi } from 'vitest';

type Handler = (init: RequestInit) => Response | Promise<Response>;

export interface FakeApi {
  fetch: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
  /** Answer `METHOD /path` with this handler (replacing any earlier one). */
  on: (route: string, handler: Handler) => void;
  /** The requests made to `METHOD /path`, in order. */
  calls: (route: string) => RequestInit[];
}

/** A JSON error body as the server sends it. */
export function apiError(status: number, message: string, code: string): Response {
  return Response.json({ message, code }, { status });
}

/**
 * Stub fetch at the boundary with answers per `METHOD /path`; anything else answers 404 JSON.
 * Handlers may return a promise that the test resolves later, to see pending states.
 */
export function installFakeApi(handlers: Record<string, Handler> = {}): FakeApi {
  const routes = new Map(Object.entries(handlers));
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${url}`;
    const handler = routes.get(route);
    if (!handler) return apiError(404, `No fake for ${route}`, 'not_found');
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    on: (route, handler) => routes.set(route, handler),
    calls: (route) =>
      fetchMock.mock.calls
        .filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === route)
        .map(([, init]) => init ?? {}),
  };
}
