import type { IncomingMessage } from 'node:http';
import { modelServer } from './http-post.ts';
import { ProviderError, type ReplyRequest, type ReplyStream } from './reply-stream.ts';
import { readTextEvents } from './sse-parser.ts';

/** Anthropic requires a ceiling on the reply's length; the AI SDK's default for unknown models. */
const MAX_TOKENS = 4096;
const API_VERSION = '2023-06-01';

interface AnthropicEvent {
  delta?: { type?: unknown; text?: unknown };
  error?: { message?: unknown };
}

/**
 * Read an Anthropic messages stream: the text of each `content_block_delta`, until
 * `message_stop`. An `error` event, or a stream that ends before `message_stop`, throws.
 */
export function readMessagesStream(body: AsyncIterable<Uint8Array | string>): ReplyStream {
  return readTextEvents(body, (event, data, sink) => {
    if (event === 'message_stop') return sink.done();
    if (event !== 'content_block_delta' && event !== 'error') return; // ping, message_start…
    const parsed = JSON.parse(data) as AnthropicEvent;
    if (event === 'error')
      return sink.fail(
        new ProviderError(`the model server failed: ${String(parsed.error?.message)}`),
      );
    if (parsed.delta?.type === 'text_delta' && typeof parsed.delta.text === 'string')
      sink.text(parsed.delta.text);
  });
}

export interface AnthropicOptions {
  baseUrl: string | undefined;
  model: string;
  apiKey: string;
}

/** Anthropic's Messages API, made once. */
export function anthropic(options: AnthropicOptions) {
  const server = modelServer(options.baseUrl ?? 'https://api.anthropic.com/v1');
  const headers = {
    accept: 'text/event-stream',
    'x-api-key': options.apiKey,
    'anthropic-version': API_VERSION,
  };
  return async function* stream(request: ReplyRequest): ReplyStream {
    const body = JSON.stringify({
      model: options.model,
      max_tokens: MAX_TOKENS,
      ...(request.system ? { system: request.system } : {}),
      messages: request.messages,
      stream: true,
    });
    const res: IncomingMessage = await server.post('messages', headers, body, request);
    let whole = false;
    try {
      // Not destroyed when the reader stops at the end marker: the rest of the body is drained
      // below, so the connection goes back to the pool for the next chat.
      yield* readMessagesStream(res.iterator({ destroyOnReturn: false }));
      whole = true;
    } finally {
      // Ended early (word limit, client gone, failure): drop the connection so the model stops.
      if (!res.complete) {
        if (whole) res.resume();
        else res.destroy();
      }
    }
  };
}
