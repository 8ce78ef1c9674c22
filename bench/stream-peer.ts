// The peer of chat-streams.ts: a minimal Fastify route streaming with the AI SDK's `streamText`
// (the model built once), re-framed as our `session`, `token` and `done` events. No database and
// no checks: what a typical Fastify + AI SDK chat route costs.
// Run as `node --import tsx bench/stream-peer.ts` with PORT and UPSTREAM_URL.
import { randomUUID } from 'node:crypto';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
import Fastify from 'fastify';

const model = createOpenAICompatible({
  name: 'peer',
  baseURL: process.env.UPSTREAM_URL ?? '',
}).chatModel('m');
const frame = (event: object) => `data: ${JSON.stringify(event)}\n\n`;

const app = Fastify();
app.get('/api/health', () => ({ status: 'ok' }));
app.post<{ Body: { message: string } }>('/api/chat', async (request, reply) => {
  reply.hijack();
  const raw = reply.raw;
  raw.socket?.setNoDelay(true);
  raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
  raw.write(frame({ type: 'session', sessionId: randomUUID() }));
  const stop = new AbortController();
  raw.on('close', () => stop.abort());
  const result = streamText({
    model,
    messages: [{ role: 'user', content: request.body.message }],
    abortSignal: stop.signal,
    maxRetries: 0,
    onError: () => {},
  });
  try {
    for await (const text of result.textStream) raw.write(frame({ type: 'token', content: text }));
  } catch {
    // the client left
  }
  raw.end(frame({ type: 'done', messageId: randomUUID() }));
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
