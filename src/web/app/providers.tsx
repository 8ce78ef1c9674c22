import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { queryClient as defaultQueryClient } from '../lib/api-client.ts';
import { lazyWithPreload } from '../lib/lazy-with-preload.tsx';
import { useHydrated } from '../lib/hydration.tsx';
import { ThemeProvider } from '../lib/theme.tsx';

// Toasts come later than the first paint: the toaster's code (Radix Toast) loads beside the page
// rather than in the entry chunk. A toast raised before it arrives waits in lib/toast's store.
const Toaster = lazyWithPreload(() => import('../components/ui/toast.tsx').then((m) => m.Toaster));

/** Tests call this once so the notification area is there from the first render. */
export const preloadToaster = () => Toaster.preload();

/** The toaster, once the page is live: a prerendered page has none, so nothing waits for its code. */
function Notifications() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client with a pre-filled cache. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient = defaultQueryClient }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <Notifications />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
