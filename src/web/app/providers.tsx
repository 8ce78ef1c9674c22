import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { Suspense, type ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../contracts/constants.ts';
import { queryClient as defaultQueryClient } from '../lib/api-client.ts';
import { lazyWithPreload } from '../lib/lazy-with-preload.tsx';
import { ThemeProvider } from '../lib/theme.tsx';

// Toasts come later than the first paint: the toaster's code (Radix Toast) loads beside the page
// rather than in the entry chunk. A toast raised before it arrives waits in lib/toast's store.
const Toaster = lazyWithPreload(() => import('../components/ui/toast.tsx').then((m) => m.Toaster));

/** Tests call this once so the notification area is there from the first render. */
export const preloadToaster = () => Toaster.preload();

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client with a pre-filled cache. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient = defaultQueryClient }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <Tooltip.Provider
          delayDuration={TOOLTIP_DELAY_MS}
          skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
        >
          {children}
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </Tooltip.Provider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
