import { TRUSTED_TYPES_POLICY } from '../../contracts/security.ts';

// The CSP requires Trusted Types for script URLs (a script's src, the service worker's URL) and
// allows one policy, by this name, created once: everything that needs a script URL shares it.
// Browsers without Trusted Types take the string.

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

let policy: ScriptUrlPolicy | undefined;

/** Only absolute http(s) URLs may become a script's source; the CSP then limits the origin. */
export function trustedScriptUrl(src: string): string {
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
