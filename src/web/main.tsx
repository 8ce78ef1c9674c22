// First: configure zod before anything loads it (see the module).
import './lib/zod-jitless.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { CarouselList, Module } from '../contracts/modules.ts';
import {
  isAppRoute,
  PRERENDERED_CAROUSELS_ELEMENT_ID,
  PRERENDERED_MODULES_ELEMENT_ID,
  routePattern,
  VISITOR_SESSION_MARK,
} from '../contracts/routes.ts';
import { App } from './app/app.tsx';
import { adoptEarlyReads, startMainScreenReads } from './app/early-reads.ts';
import { preloadPage } from './app/router.tsx';
import { adoptEarlySessionRead } from './features/auth/api/early-session-read.ts';
import { userQueryKey } from './features/auth/api/get-user.ts';
import { carouselsQueryKey } from './features/modules/api/get-carousels.ts';
import { modulesQueryKey } from './features/modules/api/get-modules.ts';
import { queryClient } from './lib/api-client.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

/**
 * Whether the HTML holds this very route, prerendered (decision 027). Offline, the service worker
 * may answer with another route's page: that one is replaced, not hydrated.
 */
function prerenderedHere(shell: string | undefined, pathname: string): boolean {
  if (shell === undefined) return false;
  if (shell === 'notFound') return !isAppRoute(pathname);
  return routePattern(shell).test(pathname);
}

/** The JSON a teacher's prerendered page carries in the element `id` (a list), if it is one. */
function carriedJson<T>(id: string): T | undefined {
  const json = document.getElementById(id)?.textContent;
  if (!json) return undefined;
  try {
    return JSON.parse(json) as T;
  } catch {
    return undefined;
  }
}

/** A macrotask boundary: what comes after runs in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * tailwind-merge builds its class map on its first call: about 10 ms on a phone's CPU. Done in a
 * task of its own before hydration, it no longer lengthens one of hydration's slices into a long
 * task. The class merger's chunk is one the page's code has already loaded.
 */
async function warmClassMerger(): Promise<void> {
  const [{ cn }] = await Promise.all([import('./lib/cn.ts'), nextTask()]);
  cn('p-1', 'p-2');
  await nextTask();
}

const prerendered = prerenderedHere(container.dataset.prerendered, window.location.pathname);
// The server sent the visitor's page because this navigation had no session cookie: signed out is
// already known, as the page was rendered (the early read still confirms it).
const knownVisitor = prerendered && container.dataset.session === VISITOR_SESSION_MARK;
if (knownVisitor) queryClient.setQueryData(userQueryKey, null);
// A teacher's own page was rendered with the module list and the carousels (the sidebar's groups)
// it carries: the cache holds those very lists before hydrating, as the build's did (the server
// sends the page only while both are current).
const modulesInHtml = prerendered
  ? carriedJson<Module[]>(PRERENDERED_MODULES_ELEMENT_ID)
  : undefined;
if (modulesInHtml) queryClient.setQueryData(modulesQueryKey, modulesInHtml);
const carouselsInHtml = modulesInHtml
  ? carriedJson<CarouselList>(PRERENDERED_CAROUSELS_ELEMENT_ID)
  : undefined;
if (carouselsInHtml) queryClient.setQueryData(carouselsQueryKey, carouselsInHtml);
adoptEarlySessionRead(queryClient);
adoptEarlyReads(queryClient);
startMainScreenReads(queryClient, window.location.pathname);
const app = (
  <StrictMode>
    <App
      prerendered={prerendered}
      knownVisitor={knownVisitor}
      modulesInHtml={modulesInHtml !== undefined}
    />
  </StrictMode>
);
if (prerendered) {
  // The page's code is on its way (the HTML preloads it beside this script). Hydration waits for
  // it, so the whole page hydrates in one pass, before any data has been asked for: data arriving
  // while a part of the page still waited would make that part differ from its HTML.
  void preloadPage(window.location.pathname)
    .then(warmClassMerger)
    .then(() => {
      // As a transition, hydration yields to the browser every few milliseconds instead of holding
      // the main thread in one long task, and a click on a part not yet hydrated hydrates it first.
      startTransition(() => {
        hydrateRoot(container, app);
      });
    });
} else {
  createRoot(container).render(app);
}
registerServiceWorker();
