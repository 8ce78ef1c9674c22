/**
 * Text every database keeps as it is. PostgreSQL refuses NUL in text (the driver throws) and an
 * unpaired UTF-16 surrogate cannot be written as UTF-8 (it silently becomes U+FFFD).
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** Why a string from a caller cannot be stored as sent, or null when it can. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain a NUL character (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'must not contain an unpaired surrogate (invalid Unicode)';
  return null;
}

/**
 * Text from an outside service (a model's reply, a sign-in provider's profile) made storable:
 * NUL dropped, unpaired surrogates replaced by U+FFFD, as a UTF-8 write would. Callers' own input
 * is refused instead (plugins/text-guard.ts), so it never changes unseen.
 */
export function storableText(text: string): string {
  return text.replaceAll('\u0000', '').replace(LONE_SURROGATES, '\uFFFD');
}
