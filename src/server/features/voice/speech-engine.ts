import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { EspeakEngine } from './espeak-engine.ts';
import { OpenAiSpeechEngine } from './openai-speech.ts';

export type SpeechEngineId = 'openai' | 'espeak';

export interface SpeechRequest {
  /** Plain text (already cut to TTS_TEXT_MAX_CHARS and stripped of Markdown). */
  text: string;
  /** The module's espeak-ng voice name, e.g. `en-us+m3`; each engine maps it to its own voices. */
  voice: string;
}

export interface SpeechAudio {
  audio: Buffer;
  contentType: string;
}

/** One way of turning text into audio. The voice feature never knows which one it talks to. */
export interface SpeechEngine {
  readonly id: SpeechEngineId;
  synthesize(request: SpeechRequest): Promise<SpeechAudio>;
  /** Stop any helper processes (server shutdown). */
  close(): Promise<void>;
}

/** Why a generation failed; every one of them refunds the voice wish. */
export type SpeechFailure = 'timeout' | 'failed' | 'busy' | 'empty';

export class SpeechEngineError extends Error {
  constructor(
    readonly reason: SpeechFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SpeechEngineError';
  }
}

/** The voice used when a module names none (or an unusable one). */
export const DEFAULT_VOICE = 'en-us';

/** OpenAI's speech endpoint when a key is configured, else espeak-ng in helper processes. */
export function createSpeechEngine(voice: Config['voice'], log: FastifyBaseLogger): SpeechEngine {
  if (voice.openai) {
    return new OpenAiSpeechEngine({ ...voice.openai, timeoutMs: voice.timeoutMs });
  }
  return new EspeakEngine({ timeoutMs: voice.timeoutMs, log });
}
