import {
  VOICE_UNLIMITED,
  VOICE_USAGE_COUNT_HEADER,
  VOICE_USAGE_LIMIT_HEADER,
  type TtsRequest,
} from '../../../../contracts/voice.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface GeneratedSpeech {
  audio: Blob;
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
 * Speak a reply (SPEC §7 POST /api/voice/tts): the audio bytes and the usage headers. Non-OK
 * answers throw ApiError (429 when the free voice wishes are spent).
 */
export async function generateSpeech(request: TtsRequest): Promise<GeneratedSpeech> {
  const res = await apiRequest('POST', '/api/voice/tts', request);
  const count = Number(res.headers.get(VOICE_USAGE_COUNT_HEADER));
  return {
    audio: await res.blob(),
    usageCount: res.headers.has(VOICE_USAGE_COUNT_HEADER) && Number.isInteger(count) ? count : null,
    limit: parseLimit(res.headers.get(VOICE_USAGE_LIMIT_HEADER)),
  };
}
