import { StringDecoder } from 'node:string_decoder';
import { ProviderError } from './reply-stream.ts';

/**
 * The most one event may hold, in characters: its unfinished line plus the data gathered so far.
 * A model's chunk is a few hundred bytes; 1 MiB is far above any real one and bounds what a
 * misbehaving upstream (an endless line, data lines without a blank line) can make us keep.
 */
export const SSE_MAX_EVENT_CHARS = 1024 * 1024;

/**
 * A lean server-sent events reader (the WHATWG event-stream format, as model servers send it):
 * bytes in, `(event, data)` out, with no web streams and no per-event objects. A UTF-8 character
 * split across two chunks is joined (StringDecoder); lines end with LF or CRLF; comment lines
 * (`: keep-alive`) and the `id`/`retry` fields are skipped; several `data:` lines of one event
 * are joined with a newline. An event is dispatched at its blank line, and an event cut off by
 * the end of the stream is dropped, as the format says. An event (or a line) longer than
 * `maxEventChars` throws a `ProviderError` from `push`, so the reply fails like any broken stream.
 */
export class SseParser {
  private readonly decoder = new StringDecoder('utf8');
  private rest = '';
  private data: string | null = null;
  private event = '';

  constructor(
    private readonly onEvent: (event: string, data: string) => void,
    private readonly maxEventChars = SSE_MAX_EVENT_CHARS,
  ) {}

  push(chunk: Uint8Array | string): void {
    const text = typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
    const all = this.rest ? this.rest + text : text;
    let start = 0;
    let newline = all.indexOf('\n');
    while (newline >= 0) {
      const end = newline > start && all.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
      this.line(all, start, end);
      start = newline + 1;
      newline = all.indexOf('\n', start);
    }
    this.rest = start === 0 ? all : all.slice(start);
    if (this.rest.length + (this.data?.length ?? 0) > this.maxEventChars) this.tooLong();
  }

  /** The stream has ended: whatever was not finished by a blank line is dropped. */
  end(): void {
    this.decoder.end();
    this.rest = '';
    this.data = null;
    this.event = '';
  }

  private tooLong(): never {
    this.end();
    throw new ProviderError(
      `the model server sent an event longer than ${this.maxEventChars} characters`,
    );
  }

  private line(text: string, start: number, end: number): void {
    if (start === end) {
      if (this.data !== null) {
        const data = this.data;
        const event = this.event || 'message';
        this.data = null;
        this.event = '';
        this.onEvent(event, data);
      }
      return;
    }
    if (text.charCodeAt(start) === 58 /* ':' comment */) return;
    const colon = text.indexOf(':', start);
    const fieldEnd = colon < 0 || colon > end ? end : colon;
    let valueStart = fieldEnd === end ? end : fieldEnd + 1;
    if (text.charCodeAt(valueStart) === 32 && valueStart < end) valueStart++;
    const field = text.slice(start, fieldEnd);
    if (field === 'data') {
      const value = text.slice(valueStart, end);
      this.data = this.data === null ? value : `${this.data}\n${value}`;
      if (this.data.length > this.maxEventChars) this.tooLong();
    } else if (field === 'event') {
      this.event = text.slice(valueStart, end);
    }
  }
}

/** What a protocol's reader does with one event: pass text on, end the reply, or fail it. */
export interface TextEventSink {
  text(delta: string): void;
  done(): void;
  fail(error: ProviderError): void;
}

/**
 * The text of a model server's event stream, shared by every protocol's reader: `onEvent` turns
 * each `(event, data)` into text, an end or a failure. Each network chunk is parsed as it
 * arrives and its text is yielded in the same event-loop turn. A chunk that breaks the stream (an
 * event over the size cap, a frame that is not JSON) or holds an error frame still passes on the
 * text read before it. A stream that ends without `done()` throws unless `endedCleanly()` says
 * the protocol's own finish was seen.
 */
export async function* readTextEvents(
  body: AsyncIterable<Uint8Array | string>,
  onEvent: (event: string, data: string, sink: TextEventSink) => void,
  endedCleanly: () => boolean = () => false,
): AsyncGenerator<string, void, undefined> {
  const deltas: string[] = [];
  let done = false;
  let failure = null as ProviderError | null;
  const sink: TextEventSink = {
    text: (delta) => deltas.push(delta),
    done: () => (done = true),
    fail: (error) => (failure = error),
  };
  const parser = new SseParser((event, data) => {
    if (!done && !failure) onEvent(event, data, sink);
  });
  for await (const chunk of body) {
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
  if (!endedCleanly()) throw new ProviderError('the model server ended the reply early');
}
