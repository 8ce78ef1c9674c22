import type { UseQueryResult } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

const HydratedContext = createContext(true);
const KnownVisitorContext = createContext(false);
const ModulesInHtmlContext = createContext(false);

/**
 * Says whether the page has hydrated (decision 027). A prerendered page starts (at build time and
 * while React hydrates it in the browser) with false; once hydrated it turns true in a transition,
 * so the render that fills in what the build could not know (the session, this browser's storage,
 * answers that came early) runs in short slices instead of one long task. Without prerendered HTML
 * it is true from the first render.
 */
export function HydrationProvider({
  prerendered,
  knownVisitor = false,
  modulesInHtml = false,
  children,
}: {
  prerendered: boolean;
  /** The page was rendered for a visitor with no session (see `useKnownVisitor`). */
  knownVisitor?: boolean;
  /** The page was rendered with the module list and carousels it carries (see `useModulesInHtml`). */
  modulesInHtml?: boolean;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!prerendered);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
    // A mark that the page is live (end-to-end tests wait for it before they click).
    else document.documentElement.setAttribute('data-hydrated', '');
  }, [hydrated]);
  return (
    <HydratedContext value={hydrated}>
      <KnownVisitorContext value={knownVisitor && prerendered}>
        <ModulesInHtmlContext value={modulesInHtml && prerendered}>{children}</ModulesInHtmlContext>
      </KnownVisitorContext>
    </HydratedContext>
  );
}

/**
 * True when the prerendered page is the visitor's variant: the server sent it because the
 * navigation carried no session cookie, so the session is known (signed out) from the first
 * render, at build time and in the browser alike, and the signed-out page is in the HTML.
 */
export function useKnownVisitor(): boolean {
  return useContext(KnownVisitorContext);
}

/**
 * True when the prerendered page is a teacher's own chat page: the build rendered it with the
 * module list and the carousels that group it, which the page carries and the query cache holds
 * before hydration, so the grouped modules show from the first render, at build time and in the
 * browser alike.
 */
export function useModulesInHtml(): boolean {
  return useContext(ModulesInHtmlContext);
}

/**
 * False while a prerendered page is built and hydrated, true otherwise. What the build could not
 * know renders only once this is true, so the first client render matches the HTML exactly and
 * React never reports a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/**
 * A query's result as the prerendered HTML saw it (pending, nothing fetched) until the page has
 * hydrated; the real result afterwards. An answer that arrived early (the session read starts
 * with the page) then shows in the render right after hydration, not in a mismatching one.
 */
export function useHydrationSafeQuery<T extends UseQueryResult<unknown, unknown>>(
  query: T,
  { inHtml = false }: { /** The HTML was rendered with this very data. */ inHtml?: boolean } = {},
): T {
  const hydrated = useHydrated();
  if (hydrated || inHtml || query.isPending) return query;
  return {
    ...query,
    data: undefined,
    error: null,
    isPending: true,
    isLoading: query.isFetching,
    isSuccess: false,
    isError: false,
    isLoadingError: false,
    isRefetchError: false,
    status: 'pending',
  };
}

/**
 * `useSyncExternalStore` for browser state a prerendered page cannot know (a media query, this
 * browser's storage): the server snapshot until the page has hydrated, the live value from then
 * on. React would otherwise notice the difference right after hydrating and re-render everything
 * below in one synchronous task (the whole main screen, on a phone); this way the live value
 * arrives in the render that follows hydration, which runs in short slices.
 */
export function useHydrationSafeStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(
    subscribe,
    hydrated ? getSnapshot : getServerSnapshot,
    getServerSnapshot,
  );
}
