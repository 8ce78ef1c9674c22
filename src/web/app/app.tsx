import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { FullScreenLoading } from '../components/full-screen-status.tsx';
import { appConfigQueryOptions } from '../features/app-config/api/get-app-config.ts';
import { useUser } from '../features/auth/api/get-user.ts';
import { modulesQueryOptions } from '../features/modules/api/get-modules.ts';
import { ApiError } from '../lib/api-client.ts';
import { HydrationProvider } from '../lib/hydration.tsx';
import { lazyWithPreload } from '../lib/lazy-with-preload.tsx';
import { useOnlineStatus } from '../lib/use-online-status.ts';
import { AppProviders } from './providers.tsx';
import { AppRouter, preloadPage, prefetchPageData } from './router.tsx';
import { useAccountSync } from './use-account-sync.ts';

// The offline notices are rarely seen: their code loads just after the app starts (then they work
// without a network even before the service worker keeps the files), not in the entry chunk.
const FullScreenOffline = lazyWithPreload(() =>
  import('../components/offline-status.tsx').then((m) => m.FullScreenOffline),
);
const OfflineBanner = lazyWithPreload(() =>
  import('../components/offline-status.tsx').then((m) => m.OfflineBanner),
);

/**
 * Holds every page until the session is known (SPEC §2: 'Loading...'). The first page then
 * renders as a transition: React renders it in short slices while 'Loading...' stays on screen,
 * so the page's first render does not hold the main thread in one long task.
 */
function AuthGate({ children, prerendered }: { children: ReactNode; prerendered: boolean }) {
  const user = useUser();
  useAccountSync();
  const queryClient = useQueryClient();
  // Start these alongside the session read rather than after it; from an effect, not during the
  // render, so no answer can reach a prerendered page before it has hydrated (decision 027).
  // (Read only when index.html's early read has not brought them already.)
  useEffect(() => {
    void queryClient.ensureQueryData(appConfigQueryOptions()).catch(() => undefined);
    void queryClient.ensureQueryData(modulesQueryOptions()).catch(() => undefined);
  }, [queryClient]);
  // A prerendered page is on screen already: it shows at once and learns the session in place.
  const [started, setStarted] = useState(prerendered);
  const known = !user.isPending;
  const signedIn = !!user.data;
  useEffect(() => {
    if (!known) return;
    // Fetched after the first paint: requests made before it delay it (Lighthouse counts them).
    // The page's own data is asked for beside its code, not after the code has arrived.
    void preloadPage(window.location.pathname);
    void FullScreenOffline.preload().catch(() => undefined);
    prefetchPageData(queryClient, window.location.pathname, signedIn);
    startTransition(() => setStarted(true));
  }, [known, signedIn, queryClient]);
  const online = useOnlineStatus();
  const { isError: readFailed, refetch: readAgain } = user;
  // Back online after a failed read: read the session again, and the app opens by itself.
  useEffect(() => {
    if (online && readFailed) void readAgain();
  }, [online, readFailed, readAgain]);
  // Opened without a network (the service worker's copy of the app): the session cannot be read,
  // so no page can be shown. A failed read that is no HTTP answer at all counts as offline too.
  const unreachable = user.isError && !(user.error instanceof ApiError);
  if ((!online && (!known || user.isError)) || unreachable) {
    return (
      <Suspense fallback={<FullScreenLoading />}>
        <FullScreenOffline onRetry={() => void user.refetch()} />
      </Suspense>
    );
  }
  if (!prerendered && (!known || !started)) return <FullScreenLoading />;
  return (
    <>
      {!online && (
        <Suspense fallback={null}>
          <OfflineBanner />
        </Suspense>
      )}
      {children}
    </>
  );
}

interface AppProps {
  /**
   * The page's HTML was prerendered for this route (decision 027): render it at once, before the
   * session is known, exactly as the build did, instead of holding it behind 'Loading...'.
   */
  prerendered?: boolean;
  /**
   * The prerendered page is the visitor's variant: the session is known to be signed out, and the
   * query client already holds that answer (decision 027).
   */
  knownVisitor?: boolean;
  /**
   * The prerendered page is a teacher's own: it was rendered with the module list and carousels it
   * carries, and the query client already holds those lists (decision 027).
   */
  modulesInHtml?: boolean;
  /** The prerender gives each page a client of its own. */
  queryClient?: QueryClient;
}

export function App({
  prerendered = false,
  knownVisitor = false,
  modulesInHtml = false,
  queryClient,
}: AppProps) {
  return (
    <HydrationProvider
      prerendered={prerendered}
      knownVisitor={knownVisitor}
      modulesInHtml={modulesInHtml}
    >
      <AppProviders queryClient={queryClient}>
        <AuthGate prerendered={prerendered}>
          <AppRouter />
        </AuthGate>
      </AppProviders>
    </HydrationProvider>
  );
}
