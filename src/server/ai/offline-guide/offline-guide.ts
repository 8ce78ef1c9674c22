import { setTimeout as sleep } from 'node:timers/promises';
import type { GuidePractice, GuideVoice } from '../../../contracts/modules.ts';
import type { ReplyRequest, ReplyStream } from '../streaming/reply-stream.ts';
import {
  indexPerContentVersion,
  questionQuery,
  teachingsIndexFor,
  topicTerms,
  type Passage,
  type TeachingsIndex,
} from '../teachings-index.ts';
import { DURATION, FREQUENCY } from './dose.ts';
import { plainVoice } from './plain-voice.ts';
import { readQuestion, type Intent } from './question.ts';
import { capitalise, sentenceKey, splitSentences, wordCount } from './sentences.ts';

/**
 * The built-in offline guide: a teacher that needs no model server. It reads what kind of answer
 * a message wants (question.ts), opens on the person's own words in the teacher's voice, gives
 * the passage of the module's teachings that best answers it, adds a concrete practice with how
 * long and how often where the question is practical, and closes with one reflective question.
 * Voice and practices come from the module file's `guide:` block. Replies are made of whole
 * sentences only and are deterministic for the same conversation (decision 023). It streams behind
 * the providers' one interface (streaming/reply-stream.ts), like a remote model.
 */

export interface OfflineModule {
  id: string;
  name: string;
  teachings: string;
  contentHash: string;
  /** The module file's `guide:` voice; null gives the plain voice. */
  guide?: GuideVoice | null;
}

export interface OfflineReplyOptions {
  unhinged: boolean;
  wordLimit: number | null;
}

export interface ComposeInput {
  module: OfflineModule;
  question: string;
  previousQuestion?: string;
  /** Earlier replies in this conversation: passages and practices already given are not repeated. */
  previousReplies: string[];
  options: OfflineReplyOptions;
  /**
   * Replies this one replaces (Regenerate): their passages and practice are avoided where others
   * match, and the phrasing is chosen afresh, so another answer comes back.
   */
  replacing?: string[];
}

/** Intents that want something to do, not only something to understand. */
const PRACTICAL: ReadonlySet<Intent> = new Set(['how', 'often', 'long', 'guide', 'feel', 'other']);
/** A question the teachings ask that can close a reply: a plain question to the reader. */
const REFLECTIVE =
  /^(?:What|Where|How|When|Who|Which|Could|Would|Can|Do|Does|Is|Are|Have|Will)\b[^"“”]*$/;
/** An opening whose {topic} follows a preposition or verb reads well with "this". */
const TAKES_THIS =
  /\b(?:about|with|on|into|at|take|explore|unpack|consider|look at|sit with) \{topic\}/i;
/** A sentence that only makes sense after the one before it. */
const BACK_REFERENCE =
  /^(?:That|This|These|Those|It|They|Then|So|But|And|Also|Here|There|Now|Next|Finally|Afterwards|Again|Still|Instead|Otherwise|Once|Each|Both)\b/;
const FOLLOW_UP = /\b(?:that|this|it|those|these)\b/i;

/** A block of the reply: a paragraph of sentences, or a list whose items are whole sentences. */
interface Block {
  units: string[];
  list?: boolean;
  /** A practice's name line: dropped with the list when the word limit leaves no room for it. */
  heading?: boolean;
}

/** Stable small hash, so the same conversation gets the same phrasing (and tests are repeatable). */
function pick<T>(items: readonly T[], seed: string): T | undefined {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return items.length ? items[Math.abs(h) % items.length] : undefined;
}

/** The module's practices as a searchable index (one passage each), built once per content version. */
const practiceIndexFor = indexPerContentVersion((module: OfflineModule) =>
  (module.guide?.practices ?? [])
    .map((p) => `## ${p.name}\n\n${p.for} ${p.for} ${p.steps.join(' ')}`)
    .join('\n\n'),
);

/** Compose the offline guide's reply to a message in a conversation. */
export function composeOfflineReply(input: ComposeInput): string {
  const replacing = input.replacing ?? [];
  const first = composeWith(input, replacing.length);
  if (!replacing.includes(first)) return first;
  // Nothing else matched well enough: try other phrasings before giving the same reply back.
  for (let attempt = replacing.length + 1; attempt < replacing.length + 8; attempt++) {
    const next = composeWith(input, attempt);
    if (!replacing.includes(next)) return next;
  }
  return first;
}

function composeWith(input: ComposeInput, attempt: number): string {
  const { module, question, previousQuestion, previousReplies, options } = input;
  const voice = { ...plainVoice(module.name), ...(module.guide ?? {}) };
  const practices = module.guide?.practices ?? [];
  const index = teachingsIndexFor(module);
  const seed = `${module.id}|${question}|${previousReplies.length}|${attempt || ''}`;
  const said = [...previousReplies, ...(input.replacing ?? [])];
  const saidKeys = new Set(said.flatMap((r) => splitSentences(r).map(sentenceKey)));
  const isSaid = (sentence: string) => saidKeys.has(sentenceKey(sentence));

  const read = readQuestion(question);
  const own = topicTerms(question);
  // A follow-up ("and how long should I do that?") leans on the question before it.
  const leans =
    !!previousQuestion && (own.length <= 1 || (FOLLOW_UP.test(question) && own.length <= 3));
  const query = questionQuery(
    question,
    previousQuestion === undefined
      ? undefined
      : { question: previousQuestion, weight: leans ? 1 : 0.4 },
  );

  if (read.intent === 'greeting') return greet(voice, index, seed);

  // The teaching: the best passage not given before, never a step list, never a lone question.
  const prose = (p: Passage) => !p.isList && !p.sentences.every((s) => s.endsWith('?'));
  const doseCue = read.intent === 'long' ? DURATION : read.intent === 'often' ? FREQUENCY : null;
  // A how-long or how-often question is best answered by a passage that names one.
  const candidates = index
    .search(query, 12)
    .filter(prose)
    .map((p) => (doseCue?.test(p.text) ? { ...p, score: p.score * 1.6 } : p))
    .sort((a, b) => b.score - a.score);
  const passageSaid = (p: Passage) => p.sentences.slice(0, 2).some(isSaid);
  let ranked = candidates.filter((p) => !passageSaid(p));
  if (!ranked.length && attempt)
    ranked = candidates.filter(
      (p) => !previousReplies.some((r) => r.includes(p.text.slice(0, 80))),
    );
  if (attempt && ranked.length > 1)
    ranked = [
      ...ranked.slice(attempt % ranked.length),
      ...ranked.slice(0, attempt % ranked.length),
    ];
  const teachingBudget = read.intent === 'what' || read.intent === 'why' ? 130 : 75;
  const teaching: Block[] = [];
  let used = 0;
  for (const passage of ranked) {
    if (teaching.length === 2 || used >= teachingBudget * 0.7) break;
    if (teaching.length === 1 && passage.score < (ranked[0]?.score ?? 0) * 0.5) break;
    const units = leadingSentences(passage, teachingBudget - used, isSaid);
    if (!units.length || (practices.length && isLeadIn(passage, units))) continue;
    teaching.push({ units });
    used += wordCount(units.join(' '));
  }

  // The practice: the teacher's practice that fits best; on a follow-up, the one just given.
  const practical = PRACTICAL.has(read.intent) || (!teaching.length && practices.length > 0);
  const previousPractice = leans
    ? practices.find((p) => previousReplies.at(-1)?.includes(`**${p.name}**`))
    : undefined;
  const practiceGiven = (p: GuidePractice) => said.some((r) => r.includes(`**${p.name}**`));
  let practice: GuidePractice | undefined = previousPractice;
  let practiceMatches = !!previousPractice;
  if (!practice && practical && practices.length) {
    const hits = practiceIndexFor(module)
      .search(query, practices.length)
      .map((hit) => practices.find((p) => hit.heading === p.name))
      .filter((p): p is GuidePractice => !!p && !practiceGiven(p));
    const fresh = practices.filter((p) => !practiceGiven(p));
    practice = attempt
      ? (hits[attempt % Math.max(1, hits.length)] ?? pick(fresh, `${seed}|practice`))
      : (hits[0] ?? pick(fresh, `${seed}|practice`));
    practice ??= pick(practices, `${seed}|practice`);
    practiceMatches = !!practice && hits.includes(practice);
  }
  const offTopic = !teaching.length && !candidates.length && index.search(query, 1).length === 0;
  const stepsPassage =
    !practices.length && (practical || offTopic) ? stepListFor(index, query, isSaid) : null;

  // Opening: the person's words, in this teacher's voice.
  const blunt = options.unhinged;
  let opening: string;
  if (offTopic && read.intent !== 'guide') opening = voice.unknown;
  else if (read.feeling && (read.intent === 'feel' || read.intent === 'other' || !blunt))
    opening = fill(pick(voice.feelings, `${seed}|open`), { feeling: read.feeling });
  else if (read.intent === 'guide')
    opening = fill(pick(voice.guided, `${seed}|open`), {
      need: read.need ?? (practice ? practice.name.toLowerCase() : 'this'),
    });
  else {
    const templates = blunt ? voice.blunt.openings : voice.openings;
    // Words that could not be turned into a clause: an opening that reads with "this" instead.
    // None reads well: the reply starts with the teaching.
    const usable = read.topic ? templates : templates.filter((t) => TAKES_THIS.test(t));
    opening = fill(pick(usable, `${seed}|open`), { topic: read.topic ?? 'this' });
  }

  const blocks: Block[] = [];
  const answersDose = read.intent === 'often' || read.intent === 'long';
  // The direct answer first; on a follow-up about the practice just given, its dose again.
  const doseFirst = !!practice && answersDose && practiceMatches;
  if (practice && doseFirst && (previousPractice || !isSaid(practice.dose)))
    blocks.push({ units: [practice.dose] });
  blocks.push(...teaching);
  if (practice && !(previousPractice && answersDose)) {
    blocks.push({ units: [pick(voice.transitions, `${seed}|transition`) ?? ''] });
    blocks.push({ units: [`**${practice.name}**`], heading: true });
    blocks.push({ units: practice.steps.map((s, i) => `${i + 1}. ${s}`), list: true });
    if (!doseFirst) blocks.push({ units: [practice.dose] });
  } else if (stepsPassage) {
    blocks.push({ units: [pick(voice.transitions, `${seed}|transition`) ?? ''] });
    blocks.push({ units: stepsPassage, list: true });
  }

  const closing = closingFor(voice, blunt, teaching, index, ranked, isSaid, seed, attempt);
  return render(capitalise(opening), blocks, closing, options.wordLimit);
}

function greet(voice: Omit<GuideVoice, 'practices'>, index: TeachingsIndex, seed: string): string {
  const first = index.passages.find((p) => p.section === 1 && !p.isList) ?? index.passages[0];
  const units = first ? leadingSentences(first, 70, () => false) : [];
  const closing = pick(voice.closings, `${seed}|close`) ?? 'What brings you to practice today?';
  return [voice.welcome, units.join(' '), closing].filter(Boolean).join('\n\n');
}

/** Whole sentences from the start of a passage, within a word budget; no questions, nothing said. */
function leadingSentences(
  passage: Passage,
  budget: number,
  isSaid: (s: string) => boolean,
): string[] {
  const kept: string[] = [];
  let words = 0;
  // A passage that leans on the one before ("That is one round.") starts where it stands alone.
  const standsAlone = passage.sentences.findIndex((s) => !BACK_REFERENCE.test(s));
  for (const sentence of standsAlone < 0 ? [] : passage.sentences.slice(standsAlone)) {
    const n = wordCount(sentence);
    if (kept.length && words + n > budget) break;
    if (sentence.endsWith('?') || isSaid(sentence)) {
      if (kept.length) break;
      continue;
    }
    kept.push(sentence);
    words += n;
  }
  // Never end on a line that announces something not given ("Try this:").
  while (kept.length && /:\s*$/.test(kept.at(-1) ?? '')) kept.pop();
  return kept;
}

/**
 * A short line that only introduces the step list after it ("For ordinary discomfort, try
 * this."): it teaches nothing when the guide gives the teacher's own practice instead.
 */
function isLeadIn(passage: Passage, units: string[]): boolean {
  return passage.leadsIntoList && wordCount(units.join(' ')) < 15;
}

/** For a module with no practices of its own: its best-matching numbered list, item by item. */
function stepListFor(
  index: TeachingsIndex,
  query: Map<string, number>,
  isSaid: (s: string) => boolean,
): string[] | null {
  const best =
    index.search(query, 20).find((p) => p.isList) ?? index.passages.find((p) => p.isList);
  if (!best) return null;
  const items = best.text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^\d+\.\s/.test(l));
  return items.length && !items.every(isSaid) ? items : null;
}

function closingFor(
  voice: Omit<GuideVoice, 'practices'>,
  blunt: boolean,
  teaching: Block[],
  index: TeachingsIndex,
  ranked: Passage[],
  isSaid: (s: string) => boolean,
  seed: string,
  attempt: number,
): string {
  const own = (blunt ? voice.blunt.closings : voice.closings).filter((q) => !isSaid(q));
  // A question the teachings themselves ask in the section just quoted fits best.
  const section = teaching.length ? ranked[0]?.section : undefined;
  const fromSection =
    section === undefined || blunt
      ? []
      : index.passages
          .filter((p) => p.section === section)
          .flatMap((p) => p.sentences)
          .filter(
            (s) =>
              REFLECTIVE.test(s) &&
              s.endsWith('?') &&
              wordCount(s) <= 20 &&
              !s.includes(':') &&
              !isSaid(s),
          );
  const pool = attempt ? [...fromSection, ...own] : fromSection.length ? fromSection : own;
  return (
    pick(pool, `${seed}|close`) ??
    pick(voice.closings, `${seed}|close`) ??
    'What do you notice now?'
  );
}

function fill(template: string | undefined, values: Record<string, string>): string {
  return (template ?? '').replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The reply as Markdown, without a sentence given twice. With a word limit: the closing question
 * first (it ends the reply), the opening when there is room, then as much as fits, whole
 * sentences and whole list items only.
 */
function render(opening: string, blocks: Block[], closing: string, limit: number | null): string {
  const seen = new Set<string>([sentenceKey(opening), sentenceKey(closing)]);
  const unique = blocks
    .map((b) => ({
      ...b,
      units: b.units.filter((u) => {
        const key = sentenceKey(u.replace(/^\d+\.\s+/, ''));
        if (!u.trim() || seen.has(key)) return false;
        seen.add(key);
        return true;
      }),
    }))
    .filter((b) => b.units.length);
  const text = (b: Block) => b.units.join(b.list ? '\n' : ' ');
  if (!limit) return [opening, ...unique.map(text), closing].filter(Boolean).join('\n\n');

  let budget = limit;
  const closingFits = wordCount(closing) <= Math.floor(limit / 2);
  if (closingFits) budget -= wordCount(closing);
  const openingFits = limit >= 50 && !!opening;
  if (openingFits) budget -= wordCount(opening);
  const kept: Block[] = [];
  for (const block of unique) {
    const units: string[] = [];
    for (const unit of block.units) {
      if (wordCount(unit) > budget) break;
      units.push(unit);
      budget -= wordCount(unit);
    }
    if (units.length) kept.push({ ...block, units });
    if (units.length < block.units.length) break;
  }
  while (kept.at(-1)?.heading) kept.pop();
  if (!kept.length && unique[0]) {
    // Not even one sentence fits: the first words of the best one, plainly cut.
    const first = unique[0].units[0] ?? '';
    const words = first.split(/\s+/).slice(0, Math.max(1, budget));
    kept.push({ units: [`${words.join(' ').replace(/[,;:.]$/, '')}…`] });
  }
  return [openingFits ? opening : null, ...kept.map(text), closingFits ? closing : null]
    .filter(Boolean)
    .join('\n\n');
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
