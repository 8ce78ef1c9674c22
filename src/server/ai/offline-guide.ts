import { setTimeout as sleep } from 'node:timers/promises';
import type { ReplyRequest, ReplyStream } from './streaming/reply-stream.ts';
import { teachingsIndexFor, terms, type Passage } from './teachings-index.ts';

/**
 * The built-in offline guide: a model that needs no server. It answers in the module's own voice
 * by weaving the passages of the module's teachings that best match the question into a reply,
 * and closes with a reflective question. It streams behind the providers' one interface
 * (streaming/reply-stream.ts), so the chat route treats it exactly like a remote model.
 */

export interface OfflineModule {
  id: string;
  name: string;
  teachings: string;
  contentHash: string;
}

export interface OfflineReplyOptions {
  unhinged: boolean;
  wordLimit: number | null;
}

const OPENINGS = [
  'Let us sit with that together for a moment.',
  'Thank you for bringing this here. Take one slow breath, and let us look at it.',
  'That is a question worth carrying into practice.',
  'Good. Questions like this are where practice really begins.',
];
const OPENINGS_ON = (topic: string) => [
  `Your question touches what I teach about ${topic}.`,
  `Let me share what this practice says about ${topic}.`,
];
const UNHINGED_OPENINGS = [
  'Right. Let us drop the incense and the polite voice for a second.',
  'Buckle up: the gentle version is in the brochure, and you asked the real teacher.',
  'No soft-focus photos, no violins. Straight talk.',
  'Oh, you want the wild version? Good. The tame one never changed anybody.',
];
const UNHINGED_NUDGES = [
  'Now go and do it, instead of thinking about doing it.',
  'Stop collecting answers. Practise one.',
];
const QUESTIONS = [
  'What do you notice in your body as you read this?',
  'Where in your day could you try this, even for three minutes?',
  'What would change if you met this with a little more kindness?',
  'What is one small step you could take with this today?',
];
const WELCOME_QUESTION = 'What brings you to practice today?';

/** Stable small hash, so the same question gets the same phrasing (and tests are repeatable). */
function pick<T>(items: readonly T[], seed: string): T {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return items[Math.abs(h) % items.length] as T;
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Cut a passage into units that can be dropped without breaking Markdown: list items or sentences. */
function units(text: string): string[] {
  if (/^\s*([-*]|\d+\.)\s/m.test(text))
    return text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z"'“(*])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function weightedQuery(latest: string, earlier: string | undefined): Map<string, number> {
  const query = new Map<string, number>();
  for (const t of terms(earlier ?? '')) query.set(t, 0.4);
  for (const t of terms(latest)) query.set(t, (query.get(t) ?? 0) + 1);
  return query;
}

export interface ComposeInput {
  module: OfflineModule;
  question: string;
  previousQuestion?: string;
  /** Earlier replies in this conversation: passages already given are not repeated. */
  previousReplies: string[];
  options: OfflineReplyOptions;
  /**
   * Replies this one replaces (Regenerate): their passages are avoided where others match, and
   * the phrasing is chosen afresh from a seed of the attempt, so another answer comes back.
   */
  replacing?: string[];
}

/** Compose the offline guide's reply to a question. */
export function composeOfflineReply(input: ComposeInput): string {
  const replacing = input.replacing ?? [];
  const first = composeWith(input, replacing, replacing.length);
  if (!replacing.includes(first)) return first;
  // Nothing else matched well enough: try other phrasings before giving the same reply back.
  for (let attempt = replacing.length + 1; attempt < replacing.length + 8; attempt++) {
    const next = composeWith(input, replacing, attempt);
    if (!replacing.includes(next)) return next;
  }
  return first;
}

function composeWith(
  { module, question, previousQuestion, previousReplies, options }: ComposeInput,
  replacing: string[],
  attempt: number,
): string {
  const index = teachingsIndexFor(module);
  const seed = attempt ? `${module.id}|${question}|${attempt}` : `${module.id}|${question}`;
  const said = [...previousReplies, ...replacing];
  const alreadySaid = (p: Passage) =>
    said.some((r) => r.includes(p.text.slice(0, 80)) || r.includes(units(p.text)[0] ?? '\u0000'));

  const query = weightedQuery(question, previousQuestion);
  // A passage that is only questions closes a reply; it never makes one.
  const teaches = (p: Passage) => !units(p.text).every((u) => u.endsWith('?'));
  const candidates = index.search(query, 12).filter(teaches);
  const unsaid = candidates.filter((p) => !alreadySaid(p));
  // On a regenerate whose passages were the only match, the same passages in another order.
  const ranked =
    unsaid.length || !replacing.length
      ? unsaid
      : candidates.filter((p) => !previousReplies.some((r) => r.includes(p.text.slice(0, 80))));
  if (attempt && !unsaid.length && ranked.length > 1) {
    const top = ranked.shift();
    if (top) ranked.push(top);
  }
  const isGreeting = terms(question).length === 0;
  // A real question this module's teachings do not cover: say so, and offer a practice instead.
  const offTopic = !isGreeting && ranked.length === 0;

  // Up to two passages from different sections: the best match and one that deepens it.
  const chosen: Passage[] = [];
  const fresh = index.passages.filter((p) => teaches(p) && !alreadySaid(p));
  if (isGreeting) {
    const first = fresh.find((p) => p.section === 1) ?? fresh[0] ?? index.passages[0];
    if (first) chosen.push(first);
  } else if (offTopic) {
    // Step-by-step instructions travel best to a question they were not written for.
    const practice =
      fresh.find((p) => /^\s*\d+\.\s/m.test(p.text)) ?? fresh[0] ?? index.passages[0];
    if (practice) chosen.push(practice);
  } else {
    for (const p of ranked) {
      if (chosen.length === 2) break;
      if (
        chosen.length === 1 &&
        (p.section === chosen[0]?.section || p.score < (ranked[0]?.score ?? 0) * 0.35)
      )
        continue;
      chosen.push(p);
    }
  }

  const topic = chosen[0]?.heading ? chosen[0].heading.replace(/^[\d.\s]+/, '').toLowerCase() : '';
  const opening = isGreeting
    ? `Welcome. I am ${module.name}, an AI teacher. Here is a place to begin.`
    : offTopic
      ? `My teachings do not speak to that directly, so let me offer a practice from ${module.name} that may still help.`
      : options.unhinged
        ? pick(UNHINGED_OPENINGS, seed)
        : topic
          ? pick([...OPENINGS_ON(topic), ...OPENINGS], seed)
          : pick(OPENINGS, seed);

  const questionCandidates = chosen
    .flatMap((p) => index.passages.filter((q) => q.section === p.section))
    .flatMap((p) => units(p.text))
    .filter((s) => s.endsWith('?') && words(s) <= 30 && !said.some((r) => r.includes(s)));
  const closing = isGreeting
    ? WELCOME_QUESTION
    : attempt
      ? pick([...questionCandidates, ...QUESTIONS], seed)
      : (questionCandidates[0] ?? pick(QUESTIONS, seed));
  const nudge = options.unhinged && !isGreeting ? pick(UNHINGED_NUDGES, seed) : null;

  const body = chosen.map((p) => units(p.text));
  const limit = options.wordLimit;
  if (!limit) {
    return [opening, ...body.map((u) => joinUnits(u)), nudge, closing].filter(Boolean).join('\n\n');
  }

  // Fit the word limit: the closing question first, then the opening if room allows, then as
  // much teaching as fits, whole sentences only.
  let budget = limit;
  const parts: string[] = [];
  const closingFits = words(closing) <= Math.floor(limit / 2);
  if (closingFits) budget -= words(closing);
  const openingText = limit >= 50 ? opening : null;
  if (openingText) budget -= words(openingText);
  const bodyParts: string[] = [];
  for (const passageUnits of body) {
    const kept: string[] = [];
    for (const unit of passageUnits) {
      if (words(unit) > budget) break;
      kept.push(unit);
      budget -= words(unit);
    }
    if (kept.length) bodyParts.push(joinUnits(kept));
  }
  if (bodyParts.length === 0) {
    // Not even one sentence fits: give the first words of the best one, plainly cut.
    const first = body[0]?.[0] ?? '';
    bodyParts.push(
      first
        .split(/\s+/)
        .slice(0, Math.max(1, budget))
        .join(' ')
        .replace(/[,;:]$/, '') + '…',
    );
  }
  if (openingText) parts.push(openingText);
  parts.push(...bodyParts);
  if (closingFits) parts.push(closing);
  return parts.join('\n\n');
}

function joinUnits(list: string[]): string {
  return list.some((u) => /^([-*]|\d+\.)\s/.test(u)) ? list.join('\n') : list.join(' ');
}

export interface OfflineStreamOptions {
  /** Reading pace (OFFLINE_GUIDE_WORDS_PER_SECOND); 0 or absent: as fast as it is composed. */
  wordsPerSecond?: number;
  /** The replies this one replaces (Regenerate). */
  replacing?: string[];
}

/**
 * The offline guide's reply to a conversation, streamed as word-sized deltas at a reading pace
 * comparable to a model's, behind the same interface as the remote providers. Aborting the
 * request's signal ends it at once, mid-pause.
 */
export async function* streamOfflineReply(
  module: OfflineModule,
  options: OfflineReplyOptions,
  request: ReplyRequest,
  { wordsPerSecond = 0, replacing = [] }: OfflineStreamOptions = {},
): ReplyStream {
  const userTexts = request.messages.filter((m) => m.role === 'user').map((m) => m.content);
  const text = composeOfflineReply({
    module,
    question: userTexts.at(-1) ?? '',
    previousQuestion: userTexts.at(-2),
    previousReplies: request.messages.filter((m) => m.role === 'assistant').map((m) => m.content),
    options,
    replacing,
  });
  const pauseMs = wordsPerSecond > 0 ? 1000 / wordsPerSecond : 0;
  let first = true;
  for (const delta of text.match(/\S+\s*/g) ?? []) {
    request.signal.throwIfAborted();
    // The first word comes at once, like a model's first token; then one word per pause.
    if (pauseMs && !first) await sleep(pauseMs, undefined, { signal: request.signal });
    first = false;
    yield delta;
  }
}
