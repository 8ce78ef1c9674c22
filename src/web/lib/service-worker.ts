import { trustedScriptUrl } from './trusted-script-url.ts';

/**
 * Register the service worker the build writes to /sw.js (decision 025): it keeps the app shell
 * so the app opens offline and can be installed. Only in a build (the dev server has no /sw.js),
 * and after the page has loaded, so it never competes with the first paint.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // The CSP requires a TrustedScriptURL here, as for any script URL.
    const url = trustedScriptUrl(new URL('/sw.js', window.location.origin).href);
    navigator.serviceWorker.register(url, { scope: '/' }).catch((error: unknown) => {
      // The app works without it, only not offline.
      console.warn('Service worker not registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
