import { afterEach, describe, expect, test, vi } from 'vitest';
import { TRUSTED_TYPES_POLICY } from '../../../../contracts/security.ts';

// jsdom has no Trusted Types: stand one in, as Chromium provides it under our CSP.
function fakeTrustedTypes() {
  const policies: { name: string; createScriptURL(url: string): string }[] = [];
  vi.stubGlobal('trustedTypes', {
    createPolicy(name: string, rules: { createScriptURL(url: string): string }) {
      policies.push({ name, ...rules });
      return rules;
    },
  });
  return policies;
}

describe('loadScript under Trusted Types', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    document.head.innerHTML = '';
  });

  test('the script URL goes through the one policy the CSP allows', async () => {
    const policies = fakeTrustedTypes();
    const { loadScript } = await import('./load-script.ts');
    void loadScript('https://cdn.avatar.example/sdk.js').catch(() => undefined);
    expect(policies.map((p) => p.name)).toEqual([TRUSTED_TYPES_POLICY]);
    expect(document.head.querySelector('script')?.src).toBe('https://cdn.avatar.example/sdk.js');
  });

  test('the policy refuses anything but an http(s) URL', async () => {
    const policies = fakeTrustedTypes();
    const { loadScript } = await import('./load-script.ts');
    await expect(loadScript('javascript:alert(1)')).rejects.toThrow(/Refused script/);
    expect(policies).toHaveLength(1);
    expect(document.head.querySelector('script')).toBeNull();
  });
});
