import type { IncomingMessage } from 'node:http';
import { modelServer } from './http-post.ts';
import { ProviderError, type ReplyRequest, type ReplyStream } from './reply-stream.ts';
import { readTextEvents } from './sse-parser.ts';

interface ChatCompletionChunk {
  choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[];
  error?: { message?: unknown };
}

/**
 * Read an OpenAI chat-completions stream: the text of each `data:` chunk's first choice, until
 * `[DONE]`. An `error` object inside the stream, or a stream that ends before `[DONE]` or a
 * finish reason, throws. Each network chunk is parsed as it arrives and its deltas are yielded
 * one by one, so a token is passed on in the same event-loop turn it was read.
 */
export function readChatCompletionStream(body: AsyncIterable<Uint8Array | string>): ReplyStream {
  let finished = false;
  return readTextEvents(
    body,
    (_event, data, sink) => {
      if (data === '[DONE]') return sink.done();
      const chunk = JSON.parse(data) as ChatCompletionChunk;
      if (chunk.error)
        return sink.fail(
          new ProviderError(`the model server failed: ${String(chunk.error.message)}`),
        );
      const choice = chunk.choices?.[0];
      const content = choice?.delta?.content;
      if (typeof content === 'string' && content) sink.text(content);
      if (choice?.finish_reason) finished = true;
    },
    () => finished,
  );
}

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
}

/** An OpenAI-compatible chat server (OpenAI, Ollama, vLLM, llama.cpp, OpenRouter…), made once. */
export function openAiCompatible(options: OpenAiCompatibleOptions) {
  const server = modelServer(options.baseUrl);
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  return async function* stream(request: ReplyRequest): ReplyStream {
    const messages = request.system
      ? [{ role: 'system', content: request.system }, ...request.messages]
      : request.messages;
    const body = JSON.stringify({ model: options.model, messages, stream: true });
    const res: IncomingMessage = await server.post('chat/completions', headers, body, request);
    let whole = false;
    try {
      // Not destroyed when the reader stops at the end marker: the rest of the body is drained
      // below, so the connection goes back to the pool for the next chat.
      yield* readChatCompletionStream(res.iterator({ destroyOnReturn: false }));
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
