import { Mp3Encoder } from '@breezystack/lamejs';

export interface Pcm {
  sampleRate: number;
  channels: number;
  /** 16-bit signed samples, interleaved when there is more than one channel. */
  samples: Int16Array;
}

/** Read a 16-bit PCM WAV file (what espeak-ng writes). Throws on anything else. */
export function parseWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE')
    throw new Error('not a WAV file');
  let offset = 12;
  let format: { channels: number; sampleRate: number; bits: number } | null = null;
  while (offset + 8 <= bytes.length) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format || format.bits !== 16) throw new Error('only 16-bit PCM WAV is supported');
      // A streamed WAV may carry a placeholder size: trust the bytes that are really there.
      const end = Math.min(bytes.length, body + size);
      const copy = bytes.slice(body, end - ((end - body) % 2));
      return {
        sampleRate: format.sampleRate,
        channels: format.channels,
        samples: new Int16Array(copy.buffer, copy.byteOffset, copy.length / 2),
      };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('the WAV file has no audio data');
}

/** MP3 frames hold 1152 samples per channel. */
const FRAME = 1152;

/** Encode mono speech as MP3 (a seventh of the WAV's size at 48 kbit/s). */
export function encodeMp3(pcm: Pcm, kbps = 48): Uint8Array {
  if (pcm.channels !== 1) throw new Error('only mono audio is encoded');
  const encoder = new Mp3Encoder(1, pcm.sampleRate, kbps);
  const parts: Uint8Array[] = [];
  for (let i = 0; i < pcm.samples.length; i += FRAME) {
    const frame = encoder.encodeBuffer(pcm.samples.subarray(i, i + FRAME));
    if (frame.length) parts.push(frame);
  }
  const tail = encoder.flush();
  if (tail.length) parts.push(tail);
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
