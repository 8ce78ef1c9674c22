import { TRUSTED_TYPES_POLICY } from '../../../../contracts/security.ts';

const loading = new Map<string, Promise<void>>();

// The CSP requires Trusted Types for script URLs and allows one policy, by this name.
// Browsers without Trusted Types take the string.

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

let policy: ScriptUrlPolicy | undefined;

/** Only absolute http(s) URLs may become a script's source; the CSP then limits the origin. */
function trustedScriptUrl(src: string): string {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return src;
  policy ??= factory.createPolicy(TRUSTED_TYPES_POLICY, {
    createScriptURL(url) {
      const { protocol } = new URL(url);
      if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`Refused script ${url}`);
      return url;
    },
  });
  // A TrustedScriptURL: the DOM accepts it where the types say string.
  return policy.createScriptURL(src) as string;
}

/** Add a third-party script once; a failed load may be tried again later. */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = trustedScriptUrl(src);
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading.delete(src);
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
