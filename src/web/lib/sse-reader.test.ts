import { describe, expect, test } from 'vitest';
import type { ChatStreamEvent } from '../../contracts/chat.ts';
import { readChatStream, readSseData } from './sse-reader.ts';

/** A body that delivers exactly these chunks, as a server's writes would arrive. */
function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

describe('readSseData', () => {
  test('joins a line split in the middle across chunks', async () => {
    const data = await collect(
      readSseData(streamOf(['data: {"type":"tok', 'en","content":"Om"}\n', '\n'])),
    );
    expect(data).toEqual([{ type: 'token', content: 'Om' }]);
  });

  test('reads several events from one chunk, in order', async () => {
    const chunk =
      'data: {"type":"session","sessionId":"s1"}\n\n' +
      'data: {"type":"token","content":"Breathe"}\n\n' +
      'data: {"type":"token","content":" in"}\n\n';
    expect(await collect(readChatStream(streamOf([chunk])))).toEqual<ChatStreamEvent[]>([
      { type: 'session', sessionId: 's1' },
      { type: 'token', content: 'Breathe' },
      { type: 'token', content: ' in' },
    ]);
  });

  test('skips heartbeats, other fields, malformed JSON and events of unknown shape', async () => {
    const events = await collect(
      readChatStream(
        streamOf([
          ': heartbeat\n\n',
          'event: message\n',
          'data: {not json\n\n',
          'data: {"type":"token"}\n\n',
          'data: {"type":"mystery","x":1}\n\n',
          'data: "just a string"\n\n',
          'data: {"type":"token","content":"ok"}\n\n',
          'data: {"type":"done","messageId":"m9"}\n\n',
        ]),
      ),
    );
    expect(events).toEqual<ChatStreamEvent[]>([
      { type: 'token', content: 'ok' },
      { type: 'done', messageId: 'm9' },
    ]);
  });

  test('handles CRLF line ends, "data:" without a space, and a last line without a newline', async () => {
    const data = await collect(
      readSseData(streamOf(['data:{"a":1}\r\n\r\ndata: {"b":2}\r', '\n\r\ndata: {"c":3}'])),
    );
    expect(data).toEqual([{ a: 1 }, { b: 2 }, { c: 3 }]);
  });

  test('decodes a multi-byte character split between chunks', async () => {
    const bytes = new TextEncoder().encode('data: {"type":"token","content":"ༀ"}\n\n');
    // Cut inside the three bytes of U+0F00.
    const cut = bytes.indexOf(0xe0) + 1;
    const events = await collect(readChatStream(streamOf([bytes.slice(0, cut), bytes.slice(cut)])));
    expect(events).toEqual([{ type: 'token', content: 'ༀ' }]);
  });

  test('an error event carries its message', async () => {
    const events = await collect(
      readChatStream(streamOf(['data: {"type":"error","message":"Provider failed"}\n\n'])),
    );
    expect(events).toEqual([{ type: 'error', message: 'Provider failed' }]);
  });

  test('stopping early cancels the body', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('data: {"type":"token","content":"a"}\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of readChatStream(body)) {
      expect(event).toEqual({ type: 'token', content: 'a' });
      break;
    }
    expect(cancelled).toBe(true);
  });
});
