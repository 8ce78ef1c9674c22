import {
  VOICE_UNLIMITED,
  VOICE_USAGE_COUNT_HEADER,
  VOICE_USAGE_LIMIT_HEADER,
  type TtsRequest,
} from '../../../../contracts/voice.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface GeneratedSpeech {
  /** The audio as it arrives (decision 026): a new reply is streamed while it is synthesised. */
  stream: ReadableStream<Uint8Array>;
  /** Its media type (audio/mpeg). */
  type: string;
  /** From X-Voice-Usage-Count / X-Voice-Usage-Limit; null when a header is missing. */
  usageCount: number | null;
  limit: number | typeof VOICE_UNLIMITED | null;
}

function parseLimit(value: string | null): GeneratedSpeech['limit'] {
  if (value === VOICE_UNLIMITED) return VOICE_UNLIMITED;
  const n = value === null ? NaN : Number(value);
  return Number.isInteger(n) ? n : null;
}

/**
 * Speak a reply (SPEC §7 POST /api/voice/tts): the audio stream and the usage headers, as soon
 * as the first audio is on its way. Non-OK answers throw ApiError (429 when the free voice
 * wishes are spent); a stream that breaks off later errors while it is read.
 */
export async function generateSpeech(request: TtsRequest): Promise<GeneratedSpeech> {
  const res = await apiRequest('POST', '/api/voice/tts', request);
  const count = Number(res.headers.get(VOICE_USAGE_COUNT_HEADER));
  return {
    stream: res.body ?? new Blob([]).stream(),
    type: (res.headers.get('content-type') ?? 'audio/mpeg').split(';')[0]?.trim() || 'audio/mpeg',
    usageCount: res.headers.has(VOICE_USAGE_COUNT_HEADER) && Number.isInteger(count) ? count : null,
    limit: parseLimit(res.headers.get(VOICE_USAGE_LIMIT_HEADER)),
  };
}
