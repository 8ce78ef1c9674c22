import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CLIENT_ID_STORAGE_KEY } from '../../contracts/constants.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// The module keeps an in-memory fallback, so each test loads a fresh copy.
async function loadClientId() {
  vi.resetModules();
  return (await import('./client-id.ts')).getClientId;
}

describe('client id', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  test('is a UUID made once, stored, and reused after', async () => {
    const getClientId = await loadClientId();
    const first = getClientId();
    expect(first).toMatch(UUID);
    expect(localStorage.getItem(CLIENT_ID_STORAGE_KEY)).toBe(first);
    expect(getClientId()).toBe(first);
    // A later page load reads it back from storage.
    expect((await loadClientId())()).toBe(first);
  });

  test('an id already in storage is kept', async () => {
    const existing = '0b7f6f0e-4a8b-4c39-9d2e-2f7c1c3e9a11';
    localStorage.setItem(CLIENT_ID_STORAGE_KEY, existing);
    expect((await loadClientId())()).toBe(existing);
  });

  test('a malformed stored value is replaced with a fresh UUID', async () => {
    localStorage.setItem(CLIENT_ID_STORAGE_KEY, 'not-a-uuid');
    const id = (await loadClientId())();
    expect(id).toMatch(UUID);
    expect(localStorage.getItem(CLIENT_ID_STORAGE_KEY)).toBe(id);
  });

  test('without storage the id stays stable in memory', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const getClientId = await loadClientId();
    const first = getClientId();
    expect(first).toMatch(UUID);
    expect(getClientId()).toBe(first);
  });

  test('works where crypto.randomUUID is missing (plain http on a LAN address)', async () => {
    // randomUUID lives on the prototype; an own property shadows it for this test only.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect((await loadClientId())()).toMatch(UUID);
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
  });
});
