import type { IncomingMessage } from 'node:http';
import { modelServer } from './http-post.ts';
import { ProviderError, type ReplyRequest, type ReplyStream } from './reply-stream.ts';
import { SseParser } from './sse-parser.ts';

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
export async function* readChatCompletionStream(
  body: AsyncIterable<Uint8Array | string>,
): ReplyStream {
  const deltas: string[] = [];
  let done = false;
  // An error frame ends the reply after the text that came before it in the same chunk.
  let failure = null as ProviderError | null;
  let finished = false;
  const parser = new SseParser((_event, data) => {
    if (done || failure) return;
    if (data === '[DONE]') {
      done = true;
      return;
    }
    const chunk = JSON.parse(data) as ChatCompletionChunk;
    if (chunk.error) {
      failure = new ProviderError(`the model server failed: ${String(chunk.error.message)}`);
      return;
    }
    const choice = chunk.choices?.[0];
    const content = choice?.delta?.content;
    if (typeof content === 'string' && content) deltas.push(content);
    if (choice?.finish_reason) finished = true;
  });
  for await (const chunk of body) {
    // A chunk that breaks the stream (an event over the size cap, a frame that is not JSON)
    // still passes on the text read before it in the same chunk, as an error frame does.
    let broken: { error: unknown } | null = null;
    try {
      parser.push(chunk);
    } catch (error) {
      broken = { error };
    }
    for (let i = 0; i < deltas.length; i++) yield deltas[i] as string;
    deltas.length = 0;
    if (broken) throw broken.error;
    if (failure) throw failure;
    if (done) return;
  }
  parser.end();
  if (!finished) throw new ProviderError('the model server ended the reply early');
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
    const res: IncomingMessage = await server.post(
      'chat/completions',
      headers,
      body,
      request.signal,
    );
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
