import type { ChatStreamEvent } from '../../contracts/chat.ts';

const NO_DATA = Symbol('no data');

/** The JSON of one `data:` line, or NO_DATA for comments, other fields and malformed JSON. */
function parseDataLine(line: string): unknown {
  if (!line.startsWith('data:')) return NO_DATA;
  // SSE strips exactly one space after the colon.
  const payload = line.slice(line.startsWith('data: ') ? 6 : 5);
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return NO_DATA;
  }
}

/**
 * Yield the parsed JSON of every `data:` line of a server-sent event stream, in order. Lines may
 * arrive split across chunks, and one chunk may hold many lines. Comment lines (`:` heartbeats),
 * other fields and malformed JSON are skipped silently (SPEC §8 "Malformed stream lines").
 * Breaking out of the loop, or an abort of the fetch, cancels the body.
 */
export async function* readSseData(body: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r\n|\n|\r/);
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const data = parseDataLine(line);
        if (data !== NO_DATA) yield data;
      }
    }
    buffer += decoder.decode();
    // A last line without its newline still counts: the connection closed after it.
    const data = parseDataLine(buffer);
    if (data !== NO_DATA) yield data;
    finished = true;
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A chat stream event when `value` has the shape of one (DESIGN §5), else null. */
export function toChatStreamEvent(value: unknown): ChatStreamEvent | null {
  if (!isRecord(value)) return null;
  switch (value.type) {
    case 'session':
      return typeof value.sessionId === 'string'
        ? { type: 'session', sessionId: value.sessionId }
        : null;
    case 'token':
      return typeof value.content === 'string' ? { type: 'token', content: value.content } : null;
    case 'done':
      return typeof value.messageId === 'string'
        ? { type: 'done', messageId: value.messageId }
        : null;
    case 'error':
      return typeof value.message === 'string' ? { type: 'error', message: value.message } : null;
    default:
      return null;
  }
}

/** The chat events of a `POST /api/chat` (or regenerate) body; unknown events are skipped. */
export async function* readChatStream(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ChatStreamEvent> {
  for await (const data of readSseData(body)) {
    const event = toChatStreamEvent(data);
    if (event) yield event;
  }
}
