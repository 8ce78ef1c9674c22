import { stemmer } from 'stemmer';
import { splitSentences } from './offline-guide/sentences.ts';

/**
 * Retrieval over a module's teachings for the offline guide: the Markdown is cut into passages
 * (paragraphs, each remembering its section heading) and ranked against a question with BM25.
 */

export interface Passage {
  heading: string;
  text: string;
  /** Index of the section the passage belongs to (0 = the text before the first `##`). */
  section: number;
  /** The text as whole sentences (sentences.ts), cut once when the index is built. */
  sentences: readonly string[];
  /** The passage is a numbered step list. */
  isList: boolean;
  /** The passage after this one is a numbered step list: this one may only introduce it. */
  leadsIntoList: boolean;
}

export interface ScoredPassage extends Passage {
  score: number;
}

const STOPWORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just like me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves really want wants know tell please help get got make much many one way thing things something feel feeling hello hey hiya namaste greetings thanks thank good morning evening afternoon teacher don doesn didn isn aren wasn weren won shouldn couldn wouldn haven hasn tbh idk lol yeah okay maybe even still though anyone someone anything`.split(
    /\s+/,
  ),
);

/** Words people use for the same feeling or practice, folded to one form before stemming. */
const LEMMAS: Record<string, string> = {
  angry: 'anger',
  furious: 'anger',
  rage: 'anger',
  anxious: 'anxiety',
  worried: 'worry',
  afraid: 'fear',
  scared: 'fear',
  frightened: 'fear',
  sad: 'sadness',
  depressed: 'sadness',
  stressed: 'stress',
  tired: 'tiredness',
  sleepy: 'sleep',
  asleep: 'sleep',
  insomnia: 'sleep',
  meditate: 'meditation',
  meditating: 'meditation',
  breathe: 'breath',
  breathing: 'breath',
  practise: 'practice',
  practising: 'practice',
  practicing: 'practice',
  beginner: 'begin',
  beginners: 'begin',
  beginning: 'begin',
  start: 'begin',
  starting: 'begin',
  dreams: 'dream',
  dreaming: 'dream',
};

/** A numbered list item on any line of a passage ("1. Feel the feet."). */
const NUMBERED_ITEM = /^\s*\d+\.\s/m;

/** Words that say what kind of answer is wanted, not what it is about (as stems). */
const INTENT_WORDS = new Set([
  'guide',
  'walk',
  'lead',
  'mean',
  'point',
  'difference',
  'explain',
  'tip',
  'tips',
  'best',
  'okay',
  // Asking the teacher's view names no topic: "what do you think about bitcoin?"
  'think',
  'believ',
  'recommend',
  'suggest',
  'opinion',
]);

/** A question about whether something is safe, and for whom. */
const SAFETY =
  /\b(?:safe|safety|dangerous|danger|risks?|risky|harm(?:ful)?|injur\w*|should(?:n't| not)|avoid|contraindicat\w*|pregnan\w*|medical|condition|blood pressure|heart|surgery|caution)\b/i;

/** Lower-case Porter stems without stopwords: "Breathing slowly" → ["breath", "slowli"]. */
export function terms(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .match(/[a-z]+/g) ?? []
  )
    .filter((w) => w.length > 2 && !STOPWORDS.has(w))
    .map((w) => stemmer(LEMMAS[w] ?? w));
}

/** The terms of a question that name what it is about, not the kind of answer it wants. */
export function topicTerms(question: string): string[] {
  return terms(question).filter((t) => !INTENT_WORDS.has(t));
}

/**
 * A question as weighted query terms: the earlier question's terms at `earlier.weight`, then the
 * question's own topic terms. "Who should not…", "is it safe…": the teachings' cautions answer
 * these, whatever the words, so a question about safety asks for them too.
 */
export function questionQuery(
  question: string,
  earlier?: { question: string; weight: number },
): Map<string, number> {
  const query = new Map<string, number>();
  if (earlier) for (const t of terms(earlier.question)) query.set(t, earlier.weight);
  for (const t of topicTerms(question)) query.set(t, (query.get(t) ?? 0) + 1);
  if (SAFETY.test(question))
    for (const t of terms('caution safe avoid risk warning'))
      query.set(t, Math.max(query.get(t) ?? 0, 0.8));
  return query;
}

/** Letters two words must share to count as relatives ("compassionate" and "compassion"). */
const PREFIX = 6;

export class TeachingsIndex {
  readonly passages: Passage[];
  /** Each passage's length in terms. */
  private readonly lengths: number[];
  /** For each term, the passages holding it (in passage order) and how often: searched per chat. */
  private readonly postings = new Map<string, { passage: number; count: number }[]>();
  private readonly avgLength: number;
  private readonly byPrefix = new Map<string, string[]>();

  constructor(markdown: string) {
    this.passages = splitPassages(markdown);
    this.lengths = this.passages.map((p, passage) => {
      const counts = new Map<string, number>();
      // The heading counts twice: it names what the passage is about.
      const all = [...terms(p.text), ...terms(p.heading), ...terms(p.heading)];
      for (const t of all) counts.set(t, (counts.get(t) ?? 0) + 1);
      for (const [t, count] of counts) {
        const list = this.postings.get(t);
        if (list) list.push({ passage, count });
        else this.postings.set(t, [{ passage, count }]);
      }
      return all.length;
    });
    const total = this.lengths.reduce((sum, length) => sum + length, 0);
    this.avgLength = this.passages.length ? total / this.passages.length : 1;
    for (const term of this.postings.keys()) {
      if (term.length < PREFIX) continue;
      const key = term.slice(0, PREFIX);
      this.byPrefix.set(key, [...(this.byPrefix.get(key) ?? []), term]);
    }
  }

  /**
   * Query terms with their relatives in the teachings: a light stemmer leaves "compassionate"
   * and "compassion" apart, so words sharing a long prefix match too, at a lower weight.
   */
  private expand(query: Map<string, number>): Map<string, number> {
    const expanded = new Map(query);
    for (const [term, weight] of query) {
      if (term.length < PREFIX) continue;
      for (const relative of this.byPrefix.get(term.slice(0, PREFIX)) ?? []) {
        if (relative !== term && !expanded.has(relative)) expanded.set(relative, weight * 0.7);
      }
    }
    return expanded;
  }

  /** Passages ranked by BM25 for the weighted query terms; only those scoring above zero. */
  search(rawQuery: Map<string, number>, limit = 5): ScoredPassage[] {
    const query = this.expand(rawQuery);
    const k1 = 1.4;
    const b = 0.75;
    const n = this.passages.length;
    // Only the passages holding a query term are scored; each one's terms add up in query order.
    const scores = new Map<number, number>();
    for (const [term, weight] of query) {
      const postings = this.postings.get(term);
      if (!postings) continue;
      const df = postings.length;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      for (const { passage, count: f } of postings) {
        const length = this.lengths[passage] ?? 0;
        scores.set(
          passage,
          (scores.get(passage) ?? 0) +
            weight * idf * ((f * (k1 + 1)) / (f + k1 * (1 - b + (b * length) / this.avgLength))),
        );
      }
    }
    return [...scores]
      .filter(([, score]) => score > 0)
      .sort(([a, x], [c, y]) => y - x || a - c)
      .slice(0, limit)
      .map(([passage, score]) => ({ ...this.passages[passage]!, score }));
  }
}

function splitPassages(markdown: string): Passage[] {
  const blocks: Pick<Passage, 'heading' | 'text' | 'section'>[] = [];
  let heading = '';
  let section = 0;
  for (const block of markdown.split(/\n\s*\n/)) {
    const text = block.trim();
    if (!text) continue;
    const headingMatch = /^(#{1,6})\s+(.*)$/.exec(text);
    if (headingMatch && !text.includes('\n')) {
      if ((headingMatch[1] ?? '').length >= 2) {
        heading = (headingMatch[2] ?? '').trim();
        section += 1;
      }
      continue;
    }
    blocks.push({ heading, text, section });
  }
  const isList = blocks.map((b) => NUMBERED_ITEM.test(b.text));
  return blocks.map((block, i) => {
    // A text given twice stands where it first appears.
    const at = blocks.findIndex((b) => b.text === block.text);
    return {
      ...block,
      sentences: splitSentences(block.text),
      isList: isList[i] ?? false,
      leadsIntoList: isList[at + 1] ?? false,
    };
  });
}

/**
 * A per-module index built from the module's content by `markdownOf`, kept for the latest content
 * version of each module and rebuilt when the content changes.
 */
export function indexPerContentVersion<M extends { id: string; contentHash: string }>(
  markdownOf: (module: M) => string,
): (module: M) => TeachingsIndex {
  const cache = new Map<string, { contentHash: string; index: TeachingsIndex }>();
  return (module) => {
    const cached = cache.get(module.id);
    if (cached?.contentHash === module.contentHash) return cached.index;
    const index = new TeachingsIndex(markdownOf(module));
    cache.set(module.id, { contentHash: module.contentHash, index });
    return index;
  };
}

/** The index of a module's teachings, built once per content version. */
export const teachingsIndexFor = indexPerContentVersion(
  (module: { id: string; teachings: string; contentHash: string }) => module.teachings,
);
