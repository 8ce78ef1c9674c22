import { usePrefetchQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FullScreenLoading } from '../components/full-screen-status.tsx';
import { appConfigQueryOptions } from '../features/app-config/api/get-app-config.ts';
import { useUser } from '../features/auth/api/get-user.ts';
import { modulesQueryOptions } from '../features/modules/api/get-modules.ts';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';
import { useAccountSync } from './use-account-sync.ts';

/** Holds every page until the session is known (SPEC §2: 'Loading...'). */
function AuthGate({ children }: { children: ReactNode }) {
  const user = useUser();
  useAccountSync();
  // Start these alongside the session read rather than after it.
  usePrefetchQuery(appConfigQueryOptions());
  usePrefetchQuery(modulesQueryOptions());
  if (user.isPending) return <FullScreenLoading />;
  return children;
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
