import { MERGED_CLIENT_STORAGE_KEY } from '../../../../contracts/constants.ts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';

/** How many client ids to remember; one browser normally has exactly one. */
const MAX_REMEMBERED = 20;

function readMerged(): string[] {
  const raw = readStorage(MERGED_CLIENT_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.filter((id): id is string => typeof id === 'string');
  } catch {
    // An older or hand-edited value holding a single id.
  }
  return [raw];
}

/** True once this browser's anonymous conversations were moved into an account. */
export function isClientMerged(clientId: string): boolean {
  return readMerged().includes(clientId.toLowerCase());
}

/** Remember that `clientId` was merged (by the merge call, or by an email sign-in on the server). */
export function markClientMerged(clientId: string): void {
  const id = clientId.toLowerCase();
  const merged = readMerged().filter((existing) => existing !== id);
  writeStorage(MERGED_CLIENT_STORAGE_KEY, JSON.stringify([...merged, id].slice(-MAX_REMEMBERED)));
}
