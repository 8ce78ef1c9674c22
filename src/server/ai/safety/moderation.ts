import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import type { RiskAssessment, RiskFocus, RiskLevel } from './risk-screen.ts';

/**
 * The optional second opinion (DESIGN §6): a moderation model read before the persona's model. It
 * may only raise the built-in screen's outcome; when it fails or runs out of time, the chat goes on
 * with the built-in outcome and the failure is logged.
 */
export type ModerationConfig =
  /** An OpenAI-compatible server hosting a guard model in Llama Guard's format (`safe` | `unsafe\nS11`). */
  | { kind: 'guard'; baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number }
  /** OpenAI's moderation endpoint (`POST /moderations`). */
  | { kind: 'openai'; baseUrl: string; model: string; apiKey: string; timeoutMs: number };

export interface ModerationOpinion {
  level: RiskLevel;
  focus: RiskFocus | null;
}

export interface Moderator {
  /** The person's recent messages, oldest first. Never throws: a failure is logged and answers null. */
  assess(userMessages: readonly string[]): Promise<ModerationOpinion | null>;
}

const LEVEL_RANK: Record<RiskLevel, number> = { none: 0, concern: 1, crisis: 2 };

/** The built-in outcome, raised (never lowered) by a second opinion. */
export function raiseWith(
  builtIn: RiskAssessment,
  opinion: ModerationOpinion | null,
): RiskAssessment {
  if (!opinion || LEVEL_RANK[opinion.level] <= LEVEL_RANK[builtIn.level]) return builtIn;
  return { ...builtIn, level: opinion.level, focus: opinion.focus ?? builtIn.focus ?? 'self' };
}

/**
 * Llama Guard 3/4 hazard categories we act on: S11 (suicide and self-harm) is a crisis; S1
 * (violent crimes) raises to concern only, because the guard cannot tell a person describing
 * violence done to them from one planning it, and the two need different caring replies.
 */
export function readGuardVerdict(output: string): ModerationOpinion {
  const [verdict = '', categoryLine = ''] = output
    .trim()
    .toLowerCase()
    .split(/\s*\n\s*/);
  if (!verdict.startsWith('unsafe')) return { level: 'none', focus: null };
  const categories = new Set(categoryLine.toUpperCase().match(/S\d+/g) ?? []);
  if (categories.has('S11')) return { level: 'crisis', focus: 'self' };
  if (categories.has('S1')) return { level: 'concern', focus: 'to_others' };
  return { level: 'none', focus: null };
}

interface OpenAiModerationResult {
  flagged?: boolean;
  categories?: Record<string, boolean>;
}

/**
 * OpenAI's categories: `self-harm/intent` and `self-harm/instructions` speak of the writer's own
 * intent (crisis); `self-harm` alone also covers depictions and essays, so it raises to concern,
 * as does `violence`.
 */
export function readOpenAiVerdict(results: OpenAiModerationResult[]): ModerationOpinion {
  let opinion: ModerationOpinion = { level: 'none', focus: null };
  for (const result of results) {
    const c = result.categories ?? {};
    if (c['self-harm/intent'] || c['self-harm/instructions'])
      return { level: 'crisis', focus: 'self' };
    if (c['self-harm']) opinion = { level: 'concern', focus: 'self' };
    else if (c.violence && opinion.level === 'none')
      opinion = { level: 'concern', focus: 'to_others' };
  }
  return opinion;
}

export function createModerator(config: ModerationConfig, log: FastifyBaseLogger): Moderator {
  const ask = config.kind === 'guard' ? guardAsker(config) : openAiAsker(config);
  return {
    async assess(userMessages) {
      const started = Date.now();
      try {
        return await ask(userMessages, AbortSignal.timeout(config.timeoutMs));
      } catch (error) {
        log.warn(
          { err: error, moderation: config.kind, ms: Date.now() - started },
          'moderation failed or timed out; the built-in screen decides',
        );
        return null;
      }
    },
  };
}

function guardAsker(config: Extract<ModerationConfig, { kind: 'guard' }>) {
  const server = createOpenAICompatible({
    name: 'moderation',
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
  });
  const model = server.chatModel(config.model);
  return async (userMessages: readonly string[], signal: AbortSignal) => {
    const { text } = await generateText({
      model,
      // One user turn: guard chat templates expect alternating roles, and only the person's own
      // words are being judged.
      messages: [{ role: 'user', content: userMessages.join('\n\n') }],
      abortSignal: signal,
      maxRetries: 0,
      temperature: 0,
    });
    return readGuardVerdict(text);
  };
}

function openAiAsker(config: Extract<ModerationConfig, { kind: 'openai' }>) {
  return async (userMessages: readonly string[], signal: AbortSignal) => {
    const response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/moderations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({ model: config.model, input: [...userMessages] }),
      signal,
    });
    if (!response.ok) throw new Error(`moderation endpoint answered ${response.status}`);
    const body = (await response.json()) as { results?: OpenAiModerationResult[] };
    if (!Array.isArray(body.results)) throw new Error('moderation answer has no results');
    return readOpenAiVerdict(body.results);
  };
}
