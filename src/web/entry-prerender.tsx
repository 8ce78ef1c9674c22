// The build's prerender entry (decision 027): renders a page of the app to HTML in Node, with the
// same components the browser hydrates. Built by `vite build --ssr` and used by scripts/prerender.ts.
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app.tsx';
import { userQueryKey } from './features/auth/api/get-user.ts';

export { PRERENDERED_PAGES } from './app/prerendered-routes.ts';

// Nothing is fetched at build time: every request stays on its way, so each query is pending and
// fetching, exactly as in the browser's first render (which hydration must match).
globalThis.fetch = () => new Promise<never>(() => undefined);

/**
 * The HTML inside #root for `path`, as a first visit sees it before the session is known; or, for
 * a `visitor` (no session cookie), as a signed-out person sees it.
 */
export async function renderPage(path: string, { visitor = false } = {}): Promise<string> {
  const queryClient = new QueryClient();
  if (visitor) queryClient.setQueryData(userQueryKey, null);
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={path}>
        <App prerendered knownVisitor={visitor} queryClient={queryClient} />
      </Router>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  return html;
}
