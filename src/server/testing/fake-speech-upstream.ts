import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { encodeMp3 } from '../features/voice/audio-encoding.ts';

/**
 * A local stand-in for OpenAI's speech endpoint (`POST /v1/audio/speech`), answering with real MP3
 * audio, so the real client code is what gets tested.
 */
export type SpeechScript =
  /** `holdAfter`: requests after that many (since the script was set) wait for `release()`. */
  | { kind: 'audio'; delayMs?: number; holdAfter?: number }
  /** The first `after` requests (since the script was set) are answered, the rest fail with 500. */
  | { kind: 'fail-after'; after: number }
  | { kind: 'http-error'; status: number; message: string }
  | { kind: 'empty' };

export interface SpeechRequestRecord {
  path: string;
  authorization: string | undefined;
  body: { model?: string; input?: string; voice?: string; response_format?: string };
}

export interface FakeSpeechUpstream {
  baseUrl: string;
  requests: SpeechRequestRecord[];
  script: SpeechScript;
  /** The MP3 every successful request answers with. */
  audio: Buffer;
  /** What happened, in order: `answered <input>` when a request is answered (tests add their own). */
  events: string[];
  /** Answer the requests held by `holdAfter`, and any later ones at once. */
  release(): void;
  close(): Promise<void>;
}

/** Half a second of a soft 220 Hz tone, as MP3. */
export function toneMp3(seconds = 0.5, sampleRate = 22_050): Buffer {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) {
    samples[i] = Math.round(6000 * Math.sin((2 * Math.PI * 220 * i) / sampleRate));
  }
  return Buffer.from(encodeMp3({ sampleRate, channels: 1, samples }));
}

export async function startFakeSpeechUpstream(
  initial: SpeechScript = { kind: 'audio' },
): Promise<FakeSpeechUpstream> {
  const requests: SpeechRequestRecord[] = [];
  const sockets = new Set<Socket>();
  const state = { script: initial, seen: 0, released: false };
  const held = new Set<() => void>();
  const events: string[] = [];
  const audio = toneMp3();

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      requests.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(raw || '{}') as SpeechRequestRecord['body'],
      });
      const script = state.script;
      const nth = ++state.seen;
      const input = (requests.at(-1)?.body.input ?? '').slice(0, 40);
      if (req.url !== '/v1/audio/speech') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Unknown path' } }));
        return;
      }
      if (script.kind === 'http-error' || (script.kind === 'fail-after' && nth > script.after)) {
        const failure =
          script.kind === 'http-error'
            ? script
            : { status: 500, message: 'speech model fell over' };
        res.writeHead(failure.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: failure.message, type: 'server_error' } }));
        return;
      }
      if (script.kind === 'fail-after') {
        events.push(`answered ${input}`);
        res.writeHead(200, { 'content-type': 'audio/mpeg' });
        res.end(audio);
        return;
      }
      const send = () => {
        events.push(`answered ${input}`);
        res.writeHead(200, { 'content-type': 'audio/mpeg' });
        res.end(script.kind === 'empty' ? Buffer.alloc(0) : audio);
      };
      const later =
        script.kind === 'audio' && script.delayMs ? () => setTimeout(send, script.delayMs) : send;
      if (
        script.kind === 'audio' &&
        script.holdAfter !== undefined &&
        nth > script.holdAfter &&
        !state.released
      ) {
        held.add(later);
      } else later();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    audio,
    events,
    release() {
      state.released = true;
      for (const answer of held) answer();
      held.clear();
    },
    get script() {
      return state.script;
    },
    set script(next: SpeechScript) {
      state.script = next;
      state.seen = 0;
      state.released = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
