import { Readable } from 'node:stream';
import { SpeechEngineError, type SpeechEngine } from './speech-engine.ts';
import { speechSegments } from './speech-segments.ts';

export interface ClipHooks {
  /** The whole clip, before any reader sees its end (so a replay right after finds it). */
  finish: (audio: Buffer, contentType: string) => Promise<void>;
  /** A failure after the first piece, before any reader sees it. */
  fail: (error: unknown) => Promise<void>;
}

/**
 * One reply being spoken (decision 026): its pieces are synthesised in order, one ahead of the
 * one being sent, and every listener reads the MP3 bytes as they come (MP3 frames concatenate).
 * It runs to its end even when the listener leaves, so the whole clip can be kept for replays;
 * `finish` runs before any reader sees the end, `fail` before any reader sees the failure.
 */
export class LiveClip {
  private readonly chunks: Buffer[] = [];
  private state: 'running' | 'done' | 'failed' = 'running';
  private failure: unknown = null;
  private readonly waiters = new Set<() => void>();
  /** The whole clip once every piece is sent and `finish` has run; rejects on a failure. */
  readonly completed: Promise<Buffer>;

  private constructor(
    readonly contentType: string,
    first: Buffer,
    rest: AsyncIterator<Buffer>,
    hooks: ClipHooks,
  ) {
    this.chunks.push(first);
    this.completed = (async () => {
      try {
        for (let next = await rest.next(); !next.done; next = await rest.next()) {
          this.chunks.push(next.value);
          this.wake();
        }
      } catch (error) {
        await hooks.fail(error).catch(() => {});
        this.failure = error;
        this.state = 'failed';
        this.wake();
        throw error;
      }
      const audio = Buffer.concat(this.chunks);
      await hooks.finish(audio, this.contentType).catch(() => {});
      this.state = 'done';
      this.wake();
      return audio;
    })();
    // Whoever needs the outcome awaits it; an unwatched failure is not an unhandled rejection.
    this.completed.catch(() => {});
  }

  /**
   * Start speaking `text`: resolves once the first piece's audio is ready, so a failure before any
   * audio is still an ordinary error (and a clean JSON answer); rejects with that failure.
   */
  static async start(
    engine: SpeechEngine,
    request: { text: string; voice: string },
    hooks: ClipHooks,
  ): Promise<LiveClip> {
    const pieces = synthesizePieces(engine, speechSegments(request.text), request.voice);
    const first = await pieces.next();
    if (first.done) throw new SpeechEngineError('empty', 'Empty audio response');
    return new LiveClip(first.value.contentType, first.value.audio, mapAudio(pieces), hooks);
  }

  /** Bytes sent so far (tests, metrics). */
  get bytesSoFar(): number {
    return this.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  }

  /**
   * A stream of the whole clip from its first byte, following it live. It ends when the clip
   * is complete and errors when synthesis fails partway (the HTTP response is then cut short).
   */
  stream(): Readable {
    return Readable.from(this.read(), { objectMode: false });
  }

  private async *read(): AsyncGenerator<Buffer> {
    let sent = 0;
    for (;;) {
      while (sent < this.chunks.length) yield this.chunks[sent++] as Buffer;
      if (this.state === 'done') return;
      if (this.state === 'failed') throw this.failure;
      await new Promise<void>((resolve) => this.waiters.add(resolve));
    }
  }

  private wake(): void {
    for (const waiter of this.waiters) waiter();
    this.waiters.clear();
  }
}

async function* mapAudio(
  pieces: AsyncGenerator<{ audio: Buffer; contentType: string }>,
): AsyncGenerator<Buffer> {
  for await (const piece of pieces) yield piece.audio;
}

/** The audio of each piece in order, the next one already being synthesised. */
async function* synthesizePieces(
  engine: SpeechEngine,
  pieces: string[],
  voice: string,
): AsyncGenerator<{ audio: Buffer; contentType: string }> {
  const jobs: Promise<{ audio: Buffer; contentType: string }>[] = [];
  const begin = (i: number) => {
    const text = pieces[i];
    if (text === undefined || jobs[i]) return;
    const job = engine.synthesize({ text, voice });
    // Awaited in turn below; a failure ahead of its turn must not count as unhandled.
    job.catch(() => {});
    jobs[i] = job;
  };
  for (let i = 0; i < pieces.length; i++) {
    begin(i);
    // The first piece has the engine to itself: on a busy machine a second job beside it would
    // slow the first audio. From then on one piece is made while the one before is sent.
    if (i > 0) begin(i + 1);
    const speech = await (jobs[i] as Promise<{ audio: Buffer; contentType: string }>);
    if (speech.audio.length === 0) throw new SpeechEngineError('empty', 'Empty audio response');
    yield {
      audio: i === 0 ? speech.audio : withoutId3(speech.audio),
      contentType: speech.contentType,
    };
  }
}

/** A later piece's ID3v2 tag (some speech servers start MP3 with one) would sit mid-stream: drop it. */
export function withoutId3(audio: Buffer): Buffer {
  if (audio.length < 10 || audio.toString('latin1', 0, 3) !== 'ID3') return audio;
  const size =
    ((audio[6]! & 0x7f) << 21) |
    ((audio[7]! & 0x7f) << 14) |
    ((audio[8]! & 0x7f) << 7) |
    (audio[9]! & 0x7f);
  const footer = (audio[5]! & 0x10) !== 0 ? 10 : 0;
  return audio.subarray(Math.min(audio.length, 10 + size + footer));
}
