import { z } from 'zod';
import { TTS_TEXT_MAX_CHARS } from './constants.ts';

/** `X-Voice-Usage-Count`: generations the caller has used, after this one. */
export const VOICE_USAGE_COUNT_HEADER = 'x-voice-usage-count';
/** `X-Voice-Usage-Limit`: the caller's allowance, or 'unlimited' for subscribers. */
export const VOICE_USAGE_LIMIT_HEADER = 'x-voice-usage-limit';
export const VOICE_UNLIMITED = 'unlimited';
/**
 * `X-Voice-Clip-Id`: where the whole clip is kept for replays, `GET /api/voice/clips/:clipId`
 * (range requests allowed) once the stream has ended. Absent for the shared caring reply.
 */
export const VOICE_CLIP_ID_HEADER = 'x-voice-clip-id';

/** The 429 message once free voice wishes are spent (SPEC §8). */
export function voiceWishesExhaustedMessage(limit: number): string {
  return `You've used all ${limit} free voice wishes. Upgrade to continue using voice features.`;
}

/**
 * `POST /api/voice/tts` (SPEC §7). The text is cut to its first 4000 characters (SPEC §5), not
 * refused; `messageId` is the reply being spoken, which must belong to the caller.
 */
export const TtsRequest = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'There is no text to speak')
    .transform((text) => text.slice(0, TTS_TEXT_MAX_CHARS)),
  messageId: z.string().trim().min(1, 'messageId is required').max(64),
});
export type TtsRequest = z.infer<typeof TtsRequest>;

/** `GET /api/voice/clips/:clipId`: a stored clip of one of the caller's replies. */
export const VoiceClipParams = z.object({
  clipId: z.string().trim().min(1).max(64),
});
export type VoiceClipParams = z.infer<typeof VoiceClipParams>;

const VoiceAllowance = z.union([z.number().int().min(0), z.literal(VOICE_UNLIMITED)]);

/** `GET /api/voice/usage` (SPEC §3 Voice usage). */
export const VoiceUsage = z.object({
  /** Generations used (cached replays are not counted). */
  usageCount: z.number().int().min(0),
  limit: VoiceAllowance,
  hasActiveSubscription: z.boolean(),
  remainingUses: VoiceAllowance,
});
export type VoiceUsage = z.infer<typeof VoiceUsage>;

/**
 * The 429 of `POST /api/voice/tts`: `{message, code}`, with the caller's count and allowance when
 * the free wishes are spent (a rate-limited burst carries only message and code).
 */
export const VoiceWishesExhaustedBody = z.object({
  message: z.string(),
  code: z.string(),
  usageCount: z.number().int().optional(),
  limit: z.number().int().optional(),
});
export type VoiceWishesExhaustedBody = z.infer<typeof VoiceWishesExhaustedBody>;

/**
 * `GET /api/bithuman-config` (SPEC §3 Avatar config). `apiSecret` is a short-lived token minted by
 * the server for this user, never the provider key (DESIGN §6).
 */
export const AvatarConfig = z.object({
  agentId: z.string(),
  apiSecret: z.string(),
  /** When the token stops working (ISO time); ask again after it. */
  expiresAt: z.string(),
  /** The provider's embed script, loaded only when the avatar dialog opens. */
  scriptUrl: z.string(),
});
export type AvatarConfig = z.infer<typeof AvatarConfig>;
