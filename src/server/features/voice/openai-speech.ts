import {
  SpeechEngineError,
  type SpeechAudio,
  type SpeechEngine,
  type SpeechRequest,
} from './speech-engine.ts';

// OpenAI's voices that every speech model accepts, by how they sound.
const FEMININE = ['nova', 'shimmer', 'coral', 'sage'] as const;
const MASCULINE = ['onyx', 'echo', 'fable', 'ash'] as const;

/**
 * The OpenAI voice for a module's espeak-ng voice name: the variant (`+f2`, `+m3`) picks a voice
 * of that kind, so each teacher keeps a voice of its own; no variant gives `alloy`.
 */
export function openAiVoiceFor(espeakVoice: string): string {
  const variant = /\+([fm])(\d+)$/i.exec(espeakVoice);
  if (!variant) return 'alloy';
  const voices = variant[1]?.toLowerCase() === 'f' ? FEMININE : MASCULINE;
  const index = (Math.max(1, Number(variant[2])) - 1) % voices.length;
  return voices[index] ?? 'alloy';
}

interface OpenAiSpeechOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/** `POST {OPENAI_BASE_URL}/audio/speech` (OpenAI or any server speaking its protocol). */
export class OpenAiSpeechEngine implements SpeechEngine {
  readonly id = 'openai' as const;

  constructor(private readonly options: OpenAiSpeechOptions) {}

  async synthesize({ text, voice }: SpeechRequest): Promise<SpeechAudio> {
    const { baseUrl, apiKey, model, timeoutMs } = this.options;
    let res: Response;
    try {
      res = await fetch(`${baseUrl.replace(/\/+$/, '')}/audio/speech`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          model,
          input: text,
          voice: openAiVoiceFor(voice),
          response_format: 'mp3',
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new SpeechEngineError(
        timedOut ? 'timeout' : 'failed',
        timedOut
          ? `The speech service did not answer within ${Math.round(timeoutMs / 1000)} seconds`
          : 'The speech service could not be reached',
        { cause: error },
      );
    }
    if (!res.ok) {
      const detail = await res.text().catch(() => '');
      throw new SpeechEngineError(
        'failed',
        `The speech service answered ${res.status}${detail ? `: ${detail.slice(0, 300)}` : ''}`,
      );
    }
    const audio = Buffer.from(await res.arrayBuffer());
    if (audio.length === 0) throw new SpeechEngineError('empty', 'Empty audio response');
    const type = res.headers.get('content-type') ?? '';
    return { audio, contentType: type.startsWith('audio/') ? type : 'audio/mpeg' };
  }

  async close(): Promise<void> {}
}
