import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import {
  CLIENT_ID_HEADER,
  QUERY_TIMEOUT_MESSAGE,
  QUERY_TIMEOUT_MS,
  REQUEST_TIMEOUT_MESSAGE,
  REQUEST_TIMEOUT_MS,
} from '../../contracts/constants.ts';
import { getClientId } from './client-id.ts';

interface ApiErrorInit {
  status: number;
  code?: string | null;
  serverMessage?: string | null;
}

/**
 * The web side's one error type (CONVENTIONS 7). For a non-OK response `message` is
 * `${status}: ${body}` (SPEC §8), and `code` / `serverMessage` come from the `{message, code}`
 * body when the server sent one. Time-outs use status 0 and code 'timeout'.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | null;
  readonly serverMessage: string | null;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.status = init.status;
    this.code = init.code ?? null;
    this.serverMessage = init.serverMessage ?? null;
  }
}

/** The text worth showing a person: the server's own message when it sent one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The server's message for a failed request, else `fallback` (SPEC §8: 'Signup Failed' with
 * the server message, fallback 'Failed to create account'). A time-out keeps its own message.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.code === 'timeout') return error.message;
  }
  return fallback;
}

function isErrorBody(value: unknown): value is { message: string; code: string } {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.message === 'string' && typeof record.code === 'string';
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const bodyText = await res.text().catch(() => '');
  let code: string | null = null;
  let serverMessage: string | null = null;
  if (bodyText) {
    try {
      const parsed: unknown = JSON.parse(bodyText);
      if (isErrorBody(parsed)) {
        code = parsed.code;
        serverMessage = parsed.message;
      }
    } catch {
      // Not JSON (a proxy's HTML error page, say): the raw text still goes into `message`.
    }
  }
  throw new ApiError(`${res.status}: ${bodyText || res.statusText}`, {
    status: res.status,
    code,
    serverMessage,
  });
}

function baseHeaders(): Record<string, string> {
  return { [CLIENT_ID_HEADER]: getClientId() };
}

/**
 * fetch that gives up after `timeoutMs`. The race matters as well as the abort: a stalled
 * connection that ignores the signal must still surface the time-out message.
 */
async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  timeoutMessage: string,
  callerSignal?: AbortSignal,
): Promise<Response> {
  const controller = new AbortController();
  // Forward the caller's cancel by hand: AbortSignal.any is missing from older Safari.
  if (callerSignal?.aborted) controller.abort(callerSignal.reason);
  callerSignal?.addEventListener('abort', () => controller.abort(callerSignal.reason), {
    once: true,
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ApiError(timeoutMessage, { status: 0, code: 'timeout' }));
    }, timeoutMs);
  });
  try {
    return await Promise.race([fetch(url, { ...init, signal: controller.signal }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface ApiRequestOptions {
  /** Lets the caller cancel (e.g. a chat stream the user stops). */
  signal?: AbortSignal;
}

/**
 * Send a request to the API with credentials and the client-id header. A JSON body and its
 * Content-Type go only with a payload (SPEC §7): an empty JSON body is a 400 on the server.
 * Resolves with the OK response; non-OK responses throw ApiError.
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const headers = baseHeaders();
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const res = await fetchWithTimeout(
    url,
    init,
    REQUEST_TIMEOUT_MS,
    REQUEST_TIMEOUT_MESSAGE,
    options.signal,
  );
  await throwIfNotOk(res);
  return res;
}

/** apiRequest, then the JSON body. */
export async function apiJson<T>(
  method: string,
  url: string,
  body?: unknown,
  options?: ApiRequestOptions,
): Promise<T> {
  const res = await apiRequest(method, url, body, options);
  return (await res.json()) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default data fetch (SPEC §7): a GET on the query key parts joined with slashes, so
 * `['/api/sessions', id, 'messages']` reads `/api/sessions/{id}/messages`.
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetchWithTimeout(
      queryKey.join('/'),
      { method: 'GET', headers: baseHeaders(), credentials: 'include' },
      QUERY_TIMEOUT_MS,
      QUERY_TIMEOUT_MESSAGE,
      signal,
    );
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** A QueryClient with the app's defaults (SPEC §7 "Generic behaviour"). Tests make their own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn<unknown>({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
