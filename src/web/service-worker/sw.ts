// The service worker (decision 025): it keeps the app shell, the HTML page and the built files, so
// the app opens without a network and says it is offline. It stores nothing else, ever: no answer
// of /api or /auth (they hold people's data) and no page a request brings back goes into a cache;
// every cache entry is one of the files the build listed. Built to /sw.js by the plugin in
// vite.config.ts, which replaces the two placeholders below with this build's file list and version;
// a new build is a new worker with a new cache, and the old cache is deleted when it takes over.
//
// No imports: the worker is one plain script. The DOM lib types the project; the few worker types
// used are declared here.

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
}

const worker = self as unknown as WorkerScope;

const SHELL_FILES = JSON.parse('__SANGHA_SHELL_FILES__') as string[];
const CACHE_PREFIX = 'sangha-shell-';
const CACHE_NAME = `${CACHE_PREFIX}__SANGHA_SHELL_VERSION__`;
/**
 * Offline, a prerendered page (in SHELL_FILES) opens from its own copy, any other page from the
 * home page's: the app then renders that route in the browser (decision 027).
 */
const SHELL_PAGE = '/';

/** Paths the worker never touches: the browser asks the network, and nothing is kept. */
function isPrivatePath(pathname: string): boolean {
  return /^\/(api|auth|metrics)(\/|$)/.test(pathname);
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE_NAME);
      // 'reload': this build's files from the server, not an older copy from the HTTP cache.
      await cache.addAll(SHELL_FILES.map((url) => new Request(url, { cache: 'reload' })));
      // A new deploy takes over at once rather than when every tab has closed.
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
          .map((name) => caches.delete(name)),
      );
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || isPrivatePath(url.pathname)) return;

  if (request.mode === 'navigate') {
    // The network first, so pages stay fresh (and tribe pages keep their own head); the shell
    // only when there is no network. The answer itself is never stored.
    event.respondWith(
      fetch(request).catch(async () => {
        const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
        const own = SHELL_FILES.includes(path)
          ? await caches.match(path, { cacheName: CACHE_NAME })
          : undefined;
        const shell = own ?? (await caches.match(SHELL_PAGE, { cacheName: CACHE_NAME }));
        return shell ?? Response.error();
      }),
    );
    return;
  }

  if (!SHELL_FILES.includes(url.pathname)) return;
  // Built files are named by their content: the cached copy is the right one.
  event.respondWith(
    caches
      .match(url.pathname, { cacheName: CACHE_NAME })
      .then((cached) => cached ?? fetch(request)),
  );
});
