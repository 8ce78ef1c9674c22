/**
 * The one interface every chat provider streams through (OpenAI-compatible servers, Anthropic and
 * the built-in offline guide): a request in, the reply's text deltas out, in order. The iterable
 * throws when the provider fails; ending it early (`break`) or aborting `signal` cancels the call.
 */
export interface ReplyRequest {
  /** The persona's system prompt; none for the offline guide. */
  system: string | undefined;
  /** The conversation, oldest first; it starts with the user and ends with the new question. */
  messages: { role: 'user' | 'assistant'; content: string }[];
  signal: AbortSignal;
  /**
   * Called once the request has been handed to the network, so a caller can do other work while
   * the model reads it. A provider with no server to call never calls it.
   */
  onSent?: (() => void) | undefined;
  /**
   * When given, the request is made ready at once (its body built, a connection taken, nothing
   * written) and sent only once `go` settles true: the caller counts the exchange meanwhile, and
   * nothing reaches the model server before it is counted. False sends nothing and ends the call.
   */
  go?: Promise<boolean> | undefined;
}

/**
 * `start()`'s stream, begun once `go` (when given) settles true; nothing when it settles false.
 * For a provider with no request to hold ready (the offline guide).
 */
export async function* afterGo(
  go: Promise<boolean> | undefined,
  start: () => ReplyStream,
): ReplyStream {
  if (go && !(await go)) return;
  yield* start();
}

export type ReplyStream = AsyncIterable<string>;

/** A provider answered with an error (an HTTP status, or an error inside the stream). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
