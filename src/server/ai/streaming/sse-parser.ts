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
