import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { FullScreenLoading } from '../components/full-screen-status.tsx';
import { FullScreenOffline, OfflineBanner } from '../components/offline-status.tsx';
import { appConfigQueryOptions } from '../features/app-config/api/get-app-config.ts';
import { useUser } from '../features/auth/api/get-user.ts';
import { modulesQueryOptions } from '../features/modules/api/get-modules.ts';
import { ApiError } from '../lib/api-client.ts';
import { useOnlineStatus } from '../lib/use-online-status.ts';
import { AppProviders } from './providers.tsx';
import { AppRouter, preloadPage, prefetchPageData } from './router.tsx';
import { useAccountSync } from './use-account-sync.ts';

/**
 * Holds every page until the session is known (SPEC §2: 'Loading...'). The first page then
 * renders as a transition: React renders it in short slices while 'Loading...' stays on screen,
 * so the page's first render does not hold the main thread in one long task.
 */
function AuthGate({ children }: { children: ReactNode }) {
  const user = useUser();
  useAccountSync();
  // Start these alongside the session read rather than after it.
  usePrefetchQuery(appConfigQueryOptions());
  usePrefetchQuery(modulesQueryOptions());
  const queryClient = useQueryClient();
  const [started, setStarted] = useState(false);
  const known = !user.isPending;
  const signedIn = !!user.data;
  useEffect(() => {
    if (!known) return;
    // Fetched after the first paint: requests made before it delay it (Lighthouse counts them).
    // The page's own data is asked for beside its code, not after the code has arrived.
    void preloadPage(window.location.pathname);
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
    return <FullScreenOffline onRetry={() => void user.refetch()} />;
  }
  if (!known || !started) return <FullScreenLoading />;
  return (
    <>
      {!online && <OfflineBanner />}
      {children}
    </>
  );
}

export function App() {
  return (
    <AppProviders>
      <AuthGate>
        <AppRouter />
      </AuthGate>
    </AppProviders>
  );
}
