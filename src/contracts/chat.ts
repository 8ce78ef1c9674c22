import { z } from 'zod';
import { AI_PROVIDER_IDS, MESSAGE_MAX_CHARS, WORD_LIMIT_OPTIONS } from './constants.ts';

export const AiProviderId = z.enum(AI_PROVIDER_IDS);
export type AiProviderId = z.infer<typeof AiProviderId>;

/** `GET /api/ai/providers`. `offline` marks the built-in offline guide (no model server). */
export const AiProvider = z.object({
  id: AiProviderId,
  label: z.string(),
  gated: z.boolean(),
  available: z.boolean(),
  offline: z.boolean(),
});
export type AiProvider = z.infer<typeof AiProvider>;
export const AiProviderList = z.array(AiProvider);

export const WordLimit = z.literal(WORD_LIMIT_OPTIONS);
export type WordLimit = z.infer<typeof WordLimit>;

/** `POST /api/chat` (SPEC §3 chat request payload, plus `wordLimit`). */
export const ChatRequest = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Message must not be empty')
    .max(MESSAGE_MAX_CHARS, `Message must be at most ${MESSAGE_MAX_CHARS} characters`),
  /** What the user typed, when `message` was expanded for the model; shown in the transcript. */
  displayMessage: z.string().trim().max(MESSAGE_MAX_CHARS).optional(),
  sessionId: z.uuid().nullish(),
  moduleId: z.string().min(1, 'Choose a module first').max(64),
  isUnhingedMode: z.boolean().default(false),
  aiProvider: AiProviderId.default('free'),
  wordLimit: WordLimit.nullish(),
  /** Sent by the web for compatibility; the X-Client-Id header is what the server trusts. */
  clientId: z.string().max(64).optional(),
});
export type ChatRequest = z.input<typeof ChatRequest>;

/** `POST /api/sessions/{id}/regenerate`: answer the last user message again. */
export const RegenerateRequest = ChatRequest.omit({
  message: true,
  displayMessage: true,
  sessionId: true,
  moduleId: true,
});
export type RegenerateRequest = z.input<typeof RegenerateRequest>;

/** One server-sent event of the chat stream, sent as `data: {json}` lines. */
export type ChatStreamEvent =
  | { type: 'session'; sessionId: string }
  | { type: 'token'; content: string }
  | { type: 'done'; messageId: string }
  | { type: 'error'; message: string };

export const ChatSession = z.object({
  id: z.string(),
  title: z.string(),
  moduleId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatSession = z.infer<typeof ChatSession>;
export const ChatSessionList = z.array(ChatSession);

/**
 * `interrupted`: the reply ended early because the provider failed or went silent; `stopped`: the
 * reader ended it (Stop, or the page closed). Either keeps the text that arrived.
 */
export const MessageStatus = z.enum(['complete', 'interrupted', 'stopped']);

export const ChatMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
  status: MessageStatus,
});
export type ChatMessage = z.infer<typeof ChatMessage>;
export const ChatMessageList = z.array(ChatMessage);

export const RenameSessionRequest = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title must not be empty')
    .max(120, 'Title must be at most 120 characters'),
});
export type RenameSessionRequest = z.infer<typeof RenameSessionRequest>;

export const SessionParams = z.object({ sessionId: z.uuid('Session id must be a UUID') });

/** The 402 body when the allowance is used up (SPEC §3 payment-required response). */
export const PaymentRequiredBody = z.object({
  message: z.string(),
  code: z.literal('payment_required'),
  usageCount: z.number().int(),
});
export type PaymentRequiredBody = z.infer<typeof PaymentRequiredBody>;
