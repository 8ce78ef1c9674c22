// The build's prerender entry (decision 027): renders a page of the app to HTML in Node, with the
// same components the browser hydrates. Built by `vite build --ssr` and used by scripts/prerender.ts.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app.tsx';
import type { CarouselList, Module } from '../contracts/modules.ts';
import { userQueryKey } from './features/auth/api/get-user.ts';
import { carouselsQueryKey } from './features/modules/api/get-carousels.ts';
import { modulesQueryKey } from './features/modules/api/get-modules.ts';
import { createQueryClient } from './lib/api-client.ts';

export { PRERENDERED_PAGES } from './app/prerendered-routes.ts';

// Nothing is fetched at build time: every request stays on its way, so each query is pending and
// fetching, exactly as in the browser's first render (which hydration must match).
globalThis.fetch = () => new Promise<never>(() => undefined);

/**
 * The HTML inside #root for `path`, as a first visit sees it before the session is known; or, for
 * a `visitor` (no session cookie), as a signed-out person sees it. With `modules` (and the
 * `carousels` that group them in the sidebar), the page is rendered with that module list (a
 * teacher's own chat page), as the browser will hydrate it.
 */
export async function renderPage(
  path: string,
  {
    visitor = false,
    modules,
    carousels,
  }: { visitor?: boolean; modules?: Module[]; carousels?: CarouselList } = {},
): Promise<string> {
  // The browser's defaults, so a query with data in the cache is as fresh here as it is there.
  const queryClient = createQueryClient();
  if (visitor) queryClient.setQueryData(userQueryKey, null);
  if (modules) queryClient.setQueryData(modulesQueryKey, modules);
  if (carousels) queryClient.setQueryData(carouselsQueryKey, carousels);
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={path}>
        <App
          prerendered
          knownVisitor={visitor}
          modulesInHtml={modules !== undefined}
          queryClient={queryClient}
        />
      </Router>
    </StrictMode>,
    // Every part in place, in order: React would otherwise move a large finished part (a
    // teacher's page with its conversation) to the end, with inline scripts to put it back.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  return html;
}
