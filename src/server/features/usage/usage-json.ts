import type { Usage } from '../../../contracts/usage.ts';

/** An integer as JSON, or a thrown error: what the contract's `.int()` would have refused. */
function int(value: number): string {
  if (!Number.isSafeInteger(value)) throw new TypeError(`usage: ${value} is not an integer`);
  return String(value);
}

const intOrNull = (value: number | null) => (value === null ? 'null' : int(value));

const PHASES = new Set<string>(['anon', 'free', 'paid'] satisfies Usage['phase'][]);

/**
 * `GET /api/usage` as JSON, written by hand: it is asked for on every page and after every
 * exchange, and the zod serialiser's per-request parse cost more than the rest of the answer.
 * The contract (`Usage` in src/contracts/usage.ts) stays the source of truth: usage-json.test.ts
 * checks that these bytes parse with it, and give back the same value, for every shape; a new field
 * in the contract fails that test until it is written here.
 */
export function usageJson(usage: Usage): string {
  if (!PHASES.has(usage.phase)) throw new TypeError(`usage: unknown phase ${usage.phase}`);
  return (
    `{"remaining":${intOrNull(usage.remaining)},"unlimited":${usage.unlimited ? 'true' : 'false'}` +
    `,"phase":"${usage.phase}","isBetaUser":${usage.isBetaUser ? 'true' : 'false'}` +
    `,"used":${int(usage.used)},"limit":${intOrNull(usage.limit)}}`
  );
}
