import { describe, expect, test } from 'vitest';
import { startFakeUpstream } from '../../testing/fake-ai-upstream.ts';
import { readMessagesStream } from './anthropic.ts';
import { openAiCompatible, readChatCompletionStream } from './openai-compatible.ts';
import { ProviderError } from './reply-stream.ts';
import { SSE_MAX_EVENT_CHARS, SseParser } from './sse-parser.ts';

/** Parse `chunks` and return every dispatched event as [event, data]. */
function parse(chunks: (string | Uint8Array)[]): [string, string][] {
  const events: [string, string][] = [];
  const parser = new SseParser((event, data) => events.push([event, data]));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

/** `text` as UTF-8 bytes cut into pieces of `size` bytes (so characters may be split). */
function bytesIn(text: string, size: number): Uint8Array[] {
  const bytes = Buffer.from(text, 'utf8');
  const pieces: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
  return pieces;
}

async function* chunksOf(pieces: (string | Uint8Array)[]) {
  for (const piece of pieces) {
    await Promise.resolve();
    yield piece;
  }
}

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const delta of stream) out.push(delta);
  return out;
}

const completionChunk = (content: string, finish: string | null = null) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: finish }] })}\n\n`;

describe('the SSE parser', () => {
  test('an event split anywhere across chunks is read whole, at its blank line', () => {
    const wire = 'data: {"a":1}\n\ndata: {"b":2}\n\n';
    for (let size = 1; size <= wire.length; size++)
      expect(parse(bytesIn(wire, size)), `chunks of ${size}`).toEqual([
        ['message', '{"a":1}'],
        ['message', '{"b":2}'],
      ]);
  });

  test('a multi-byte character split across chunks arrives intact', () => {
    const wire = 'data: 🙏 ом मणि 心\n\n';
    for (let size = 1; size <= 8; size++)
      expect(parse(bytesIn(wire, size))).toEqual([['message', '🙏 ом मणि 心']]);
  });

  test('comments and keep-alives are skipped; CRLF, event names and multi-line data are read', () => {
    expect(
      parse([
        ': keep-alive\n\n',
        'event: content_block_delta\r\ndata: one\r\ndata:two\r\nid: 7\r\nretry: 10\r\n\r\n',
        ':\n',
        'data\n\n',
      ]),
    ).toEqual([
      ['content_block_delta', 'one\ntwo'],
      ['message', ''],
    ]);
  });

  test('an event cut off by the end of the stream is dropped', () => {
    expect(parse(['data: whole\n\ndata: cut'])).toEqual([['message', 'whole']]);
    expect(parse(['data: no blank line\n'])).toEqual([]);
  });
});

describe('the SSE parser bounds what one event may hold', () => {
  const capped = (max: number) => new SseParser(() => undefined, max);

  test('a line longer than the cap throws a ProviderError, even when it arrives in pieces', () => {
    const parser = capped(100);
    parser.push('data: ' + 'x'.repeat(50));
    expect(() => parser.push('x'.repeat(60))).toThrow(ProviderError);
    expect(() => capped(100).push('data: ' + 'x'.repeat(200) + '\n')).toThrow(
      'longer than 100 characters',
    );
  });

  test('data lines that never reach a blank line are capped too; events within it pass', () => {
    const parser = capped(100);
    for (let i = 0; i < 4; i++) parser.push(`data: ${'x'.repeat(20)}\n`);
    expect(() => parser.push(`data: ${'x'.repeat(20)}\n`)).toThrow(ProviderError);
    const events: string[] = [];
    const ok = new SseParser((_event, data) => events.push(data), 100);
    for (let i = 0; i < 50; i++) ok.push(`data: ${'y'.repeat(90)}\n\n`);
    expect(events).toHaveLength(50);
  });

  test('the text read before an overlong event in the same chunk is still passed on', async () => {
    const seen: string[] = [];
    const wire = completionChunk('Half') + 'data: ' + 'x'.repeat(SSE_MAX_EVENT_CHARS + 1);
    await expect(async () => {
      for await (const delta of readChatCompletionStream(chunksOf([wire]))) seen.push(delta);
    }).rejects.toThrow(ProviderError);
    expect(seen).toEqual(['Half']);
  });

  test('the default cap is 1 MiB', () => {
    expect(SSE_MAX_EVENT_CHARS).toBe(1024 * 1024);
  });

  test('a model server sending an endless line over HTTP fails the reply and is hung up on', async () => {
    const upstream = await startFakeUpstream({ kind: 'endless-line', tokens: ['Breathe '] });
    try {
      const stream = openAiCompatible({ baseUrl: upstream.baseUrl, model: 'm', apiKey: undefined });
      const seen: string[] = [];
      await expect(async () => {
        for await (const delta of stream({
          system: '',
          messages: [{ role: 'user', content: 'Hello' }],
          signal: new AbortController().signal,
        }))
          seen.push(delta);
      }).rejects.toThrow(`longer than ${SSE_MAX_EVENT_CHARS} characters`);
      expect(seen).toEqual(['Breathe ']);
      await upstream.waitForAbort(1);
    } finally {
      await upstream.close();
    }
  });
});

describe('reading an OpenAI chat-completions stream', () => {
  test('yields each delta in order and stops at [DONE]', async () => {
    const wire =
      completionChunk('') +
      completionChunk('Breathe ') +
      ': keep-alive\n\n' +
      completionChunk('in, 🙏') +
      completionChunk('', 'stop') +
      'data: [DONE]\n\n' +
      completionChunk('after the end');
    for (const size of [1, 3, 7, 64, wire.length])
      expect(await collect(readChatCompletionStream(chunksOf(bytesIn(wire, size))))).toEqual([
        'Breathe ',
        'in, 🙏',
      ]);
  });

  test('an error frame throws, after the text before it', async () => {
    const seen: string[] = [];
    const wire = completionChunk('Half') + `data: {"error":{"message":"overloaded"}}\n\n`;
    await expect(async () => {
      for await (const delta of readChatCompletionStream(chunksOf([wire]))) seen.push(delta);
    }).rejects.toThrow(ProviderError);
    expect(seen).toEqual(['Half']);
  });

  test('a stream that ends without [DONE] or a finish reason throws; one with a finish reason ends', async () => {
    await expect(
      collect(readChatCompletionStream(chunksOf([completionChunk('Hal')]))),
    ).rejects.toThrow('ended the reply early');
    expect(
      await collect(
        readChatCompletionStream(chunksOf([completionChunk('All'), completionChunk('', 'stop')])),
      ),
    ).toEqual(['All']);
  });

  test('a frame that is not JSON throws', async () => {
    await expect(collect(readChatCompletionStream(chunksOf(['data: {oops\n\n'])))).rejects.toThrow(
      SyntaxError,
    );
  });
});

describe('reading an Anthropic messages stream', () => {
  const event = (name: string, data: object) =>
    `event: ${name}\ndata: ${JSON.stringify({ type: name, ...data })}\n\n`;

  test('yields the text deltas until message_stop, skipping pings', async () => {
    const wire =
      event('message_start', { message: {} }) +
      event('ping', {}) +
      event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: 'Sit ' } }) +
      event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: 'still.' } }) +
      event('message_stop', {});
    expect(await collect(readMessagesStream(chunksOf(bytesIn(wire, 5))))).toEqual([
      'Sit ',
      'still.',
    ]);
  });

  test('an error event throws, and so does a stream without message_stop', async () => {
    await expect(
      collect(readMessagesStream(chunksOf([event('error', { error: { message: 'overloaded' } })]))),
    ).rejects.toThrow('overloaded');
    await expect(
      collect(
        readMessagesStream(
          chunksOf([event('content_block_delta', { delta: { type: 'text_delta', text: 'a' } })]),
        ),
      ),
    ).rejects.toThrow('ended the reply early');
  });
});
