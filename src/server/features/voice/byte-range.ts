/** What a `Range` header asks of a resource of `size` bytes (RFC 9110 §14). */
export type RangeAnswer =
  /** No usable Range (none, another unit, several ranges, bad syntax): the whole resource, 200. */
  | { kind: 'whole' }
  /** One satisfiable range, inclusive: 206 with Content-Range. */
  | { kind: 'part'; start: number; end: number }
  /** A well-formed range that starts beyond the end: 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

/**
 * One byte range, as media players ask for them (`bytes=0-`, `bytes=1000-1999`, `bytes=-500`).
 * Several ranges are answered with the whole clip, which RFC 9110 allows and players never mind.
 */
export function byteRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'whole' };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // The last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  // An end before the start is not a range at all (ignored, so the whole clip).
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}
