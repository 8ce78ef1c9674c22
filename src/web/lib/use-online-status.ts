import { useHydrationSafeStore } from './hydration.tsx';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
const assumeOnline = () => true;

/** Whether the browser says it has a network (navigator.onLine), kept up to date. */
export function useOnlineStatus(): boolean {
  return useHydrationSafeStore(subscribe, isOnline, assumeOnline);
}
