import { CLIENT_ID_STORAGE_KEY } from '../../contracts/constants.ts';
import { readStorage, writeStorage } from './storage.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Used when storage is unavailable, so the id at least stays stable for this page's lifetime.
let memoryClientId: string | null = null;

function createUuid(): string {
  // randomUUID exists only in secure contexts (https or localhost); a LAN address over http lacks it.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The anonymous per-browser id (SPEC §1): a UUID made once, kept in local storage and sent on
 * every request. A missing or malformed stored value is replaced, since the server rejects it.
 */
export function getClientId(): string {
  const stored = readStorage(CLIENT_ID_STORAGE_KEY);
  if (stored !== null && UUID_PATTERN.test(stored)) return stored;
  const id = memoryClientId ?? createUuid();
  memoryClientId = id;
  writeStorage(CLIENT_ID_STORAGE_KEY, id);
  return id;
}
