// `npm run train:crisis`: train the crisis screen's classifier on the corpus and the older blind
// sets (TRAINED_SETS) and write src/server/ai/safety/classifier-model.ts (decision 018).
// Deterministic: the same messages give the same model. The decision threshold is chosen on
// out-of-fold predictions (5-fold cross-validation), so the false-alarm target is met on messages
// the model did not train on.
//
//   npm run train:crisis                              # train on TRAINED_SETS, write the model
//   npm run train:crisis -- --eval=/path/to/dir       # also report on another corpus folder
//   npm run train:crisis -- --exclude='^w13'          # leave out entries whose ids match
//   npm run train:crisis -- --members=words,grams     # the members (the default): see MEMBERS
import fs from 'node:fs';
import path from 'node:path';
import {
  CLASSES,
  classifiedTexts,
  features,
  loadClassifierModel,
  classifyFolded,
  readsLanguage,
  wordCount,
  MEMBER_READS,
  type ClassifierModel,
  type MemberReads,
} from '../src/server/ai/safety/classifier.ts';
import {
  CORPUS_DIR,
  entryText,
  heldOutDir,
  TRAINED_HELD_OUT_SETS,
  loadCorpus,
  screenEntryByLexicon,
  type CorpusEntry,
} from '../src/server/ai/safety/corpus.ts';
import { detectLanguage } from '../src/server/ai/safety/language.ts';
import { normalise } from '../src/server/ai/safety/normalise.ts';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value] as const;
  }),
);
const BITS = Number(args.get('bits') ?? 16);
const EPOCHS = Number(args.get('epochs') ?? 20);
const LEARNING_RATE = Number(args.get('lr') ?? 2);
const L2 = Number(args.get('l2') ?? 1e-5);
/** The false-alarm rate the threshold is chosen for, on out-of-fold benign messages. */
const FALSE_ALARM_TARGET = Number(args.get('fa') ?? 0.0375);
/** See `ClassifierModel.languages`: the fewest benign, and crisis, messages a language needs. */
const MIN_LANGUAGE = Number(args.get('min-language') ?? 80);
/** See `ClassifierModel.minWords`; chosen on out-of-fold figures by length (`--by-length`). */
const MIN_WORDS = Number(args.get('min-words') ?? 10);
/**
 * The members, each a softmax regression over its own features, whose probabilities the model
 * averages (decision 018, tenth revision): words and word pairs, and character grams.
 */
const MEMBERS = (args.get('members') ?? MEMBER_READS.join(',')).split(',') as MemberReads[];
/** Entries whose ids match are left out (`--exclude=^w13`, say, while others add files). */
const EXCLUDE = args.has('exclude') ? new RegExp(args.get('exclude')!) : null;
const OUT = path.resolve(args.get('out') ?? 'src/server/ai/safety/classifier-model.ts');

function labelOf(entry: CorpusEntry): number {
  if (entry.label !== 'crisis') return 0;
  if (entry.kind === 'abuse') return 2;
  if (entry.kind === 'harm_others') return 3;
  return 1;
}

interface Example {
  x: Map<number, number>;
  y: number;
}

/** An entry as each member reads it. */
const toExamples = (entry: CorpusEntry): Example[] => {
  const folded = normalise(entryText(entry).replace(/[«»]/g, ' '));
  return MEMBERS.map((reads) => ({ x: features(folded, BITS, reads), y: labelOf(entry) }));
};

/** The members trained on the entries. */
const trainMembers = (entries: CorpusEntry[]): Trained[] => {
  const examples = entries.map(toExamples);
  return MEMBERS.map((_, m) => train(examples.map((e) => e[m]!)));
};

/** A small deterministic generator, so training is repeatable. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Trained {
  bias: Float64Array;
  weights: Float64Array[];
}

function train(examples: Example[]): Trained {
  const size = 1 << BITS;
  const k = CLASSES.length;
  const weights = Array.from({ length: k }, () => new Float64Array(size));
  const bias = new Float64Array(k);
  const random = mulberry32(18);
  const order = examples.map((_, i) => i);
  // Balance the risk classes against 'none' by their counts.
  const counts = new Array<number>(k).fill(0);
  for (const e of examples) counts[e.y]!++;
  const classWeight = counts.map((c) => (c ? examples.length / (k * c) : 0));
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const rate = LEARNING_RATE / (1 + epoch * 0.3);
    for (const index of order) {
      const { x, y } = examples[index]!;
      const scores = weights.map((w, c) => {
        let s = bias[c]!;
        for (const [bucket, value] of x) s += w[bucket]! * value;
        return s;
      });
      const max = Math.max(...scores);
      const exp = scores.map((s) => Math.exp(s - max));
      const sum = exp.reduce((a, b) => a + b, 0);
      const cw = Math.sqrt(classWeight[y]!);
      for (let c = 0; c < k; c++) {
        const gradient = (exp[c]! / sum - (c === y ? 1 : 0)) * cw;
        bias[c]! -= rate * gradient;
        const w = weights[c]!;
        for (const [bucket, value] of x)
          w[bucket] = w[bucket]! * (1 - rate * L2) - rate * gradient * value;
      }
    }
  }
  return { bias, weights };
}

function quantise(members: Trained[], threshold: number): ClassifierModel {
  return {
    bits: BITS,
    minWords: MIN_WORDS,
    languages,
    threshold: Number(threshold.toFixed(4)),
    members: members.map((trained, m) => ({
      reads: MEMBERS[m]!,
      classes: quantiseClasses(trained),
    })),
  };
}

function quantiseClasses(trained: Trained): ClassifierModel['members'][number]['classes'] {
  return trained.weights.map((w, c) => {
    let max = 0;
    for (const v of w) max = Math.max(max, Math.abs(v));
    const scale = max / 127 || 1;
    const bytes = Buffer.alloc(w.length);
    for (let i = 0; i < w.length; i++) bytes.writeInt8(Math.round(w[i]! / scale), i);
    return {
      bias: Number(trained.bias[c]!.toFixed(6)),
      scale,
      weights: bytes.toString('base64'),
    };
  });
}

/** The classifier's highest risk over an entry's messages, read as the screen reads them. */
function riskOf(entry: CorpusEntry, model: ReturnType<typeof loadClassifierModel>): number {
  if (!readsLanguage(languageOf(entry), model)) return 0;
  const folded = (entry.messages ?? [entry.text ?? '']).map((t) => normalise(t));
  return Math.max(...classifiedTexts(folded).map((t) => classifyFolded(t, model)?.risk ?? 0));
}

/** An entry's language as the screen reads it: its newest message's. */
const languageOf = (entry: CorpusEntry) =>
  detectLanguage(entry.messages?.at(-1) ?? entry.text ?? '');

/** The languages with at least `MIN_LANGUAGE` benign and as many crisis messages to learn from. */
function languagesOf(entries: CorpusEntry[]): string[] {
  const counts = new Map<string, { crisis: number; benign: number }>();
  for (const entry of entries) {
    const language = languageOf(entry);
    const count = counts.get(language) ?? { crisis: 0, benign: 0 };
    count[entry.label === 'crisis' ? 'crisis' : 'benign']++;
    counts.set(language, count);
  }
  return [...counts]
    .filter(([, count]) => Math.min(count.crisis, count.benign) >= MIN_LANGUAGE)
    .map(([language]) => language)
    .sort();
}

/** The risk probability of each entry, from a model that never saw it (k-fold). */
function outOfFold(entries: CorpusEntry[], folds = 5): number[] {
  const risks = new Array<number>(entries.length).fill(0);
  for (let fold = 0; fold < folds; fold++) {
    const trainSet = entries.filter((_, i) => i % folds !== fold);
    const model = loadClassifierModel(quantise(trainMembers(trainSet), 0.5));
    entries.forEach((entry, i) => {
      if (i % folds === fold) risks[i] = riskOf(entry, model);
    });
  }
  return risks;
}

/**
 * The lowest threshold (at least one half) at which the whole screen (the lexicon, then the
 * classifier where the lexicon found nothing) keeps false alarms on out-of-fold benign messages
 * within the target.
 */
function thresholdFor(entries: CorpusEntry[], risks: number[]): number {
  const lexicon = entries.map((e) => screenEntryByLexicon(e).level);
  const benign = entries.flatMap((e, i) => (e.label === 'crisis' ? [] : [i]));
  const lexiconAlarms = benign.filter((i) => lexicon[i] === 'crisis').length;
  const allowed = Math.floor(benign.length * FALSE_ALARM_TARGET) - lexiconAlarms;
  const candidates = benign
    .filter((i) => lexicon[i] === 'none')
    .map((i) => risks[i]!)
    .sort((a, b) => b - a);
  return Math.max(0.5, (candidates[Math.max(0, allowed)] ?? 0) + 1e-4);
}

/** Figures of the whole screen: the lexicon's crisis, or the classifier's where it found nothing. */
function report(title: string, entries: CorpusEntry[], risks: number[], threshold: number) {
  let crisis = 0,
    caught = 0,
    benign = 0,
    alarms = 0;
  entries.forEach((e, i) => {
    const lexicon = screenEntryByLexicon(e).level;
    const hit = lexicon === 'crisis' || (lexicon === 'none' && risks[i]! >= threshold);
    if (e.label === 'crisis') {
      crisis++;
      if (hit) caught++;
    } else {
      benign++;
      if (hit) alarms++;
    }
  });
  console.log(
    `${title}: recall ${(caught / crisis).toFixed(3)} (${caught}/${crisis}), false alarms ${(alarms / benign).toFixed(3)} (${alarms}/${benign})`,
  );
}

/** The corpus, and the older blind sets (`TRAINED_HELD_OUT_SETS`). */
const TRAINED_SETS = [CORPUS_DIR, ...TRAINED_HELD_OUT_SETS.map(heldOutDir)];
const dirs = args.has('train') ? args.get('train')!.split(',') : TRAINED_SETS;
// The tenth writers' messages (ids w10…) test the lexicons but are not trained on: trained on, the
// model moved along the same recall/false-alarm curve on every blind set, not above it (decision
// 018, eighth revision). Nor are the messages written for the concept passes of 25 November
// evening (w13, w14), which were written while the shipped model was chosen (tenth revision).
// `--all` trains on them too.
const NOT_TRAINED_ON = /^w1[034][a-z]-/;
const entries = dirs
  .flatMap((dir) => loadCorpus(dir))
  .filter((entry) => args.has('all') || !NOT_TRAINED_ON.test(entry.id))
  .filter((entry) => !EXCLUDE?.test(entry.id));
// A stable order (by id) so folds and training are repeatable.
entries.sort((a, b) => a.id.localeCompare(b.id));
const languages = languagesOf(entries);
console.log(`reads ${languages.length} languages: ${languages.join(' ')}`);
let threshold = Number(args.get('threshold') ?? 0);
if (!threshold) {
  const risks = outOfFold(entries);
  threshold = thresholdFor(entries, risks);
  report('lexicon + classifier, out of fold', entries, risks, threshold);
  if (args.has('by-length')) {
    for (const [lo, hi] of [
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 9],
      [10, 14],
      [15, 1e9],
    ] as const) {
      const idx = entries.flatMap((e, i) => {
        const n = wordCount(normalise(entryText(e)));
        return n >= lo && n <= hi ? [i] : [];
      });
      report(
        `  ${lo}-${hi} words`,
        idx.map((i) => entries[i]!),
        idx.map((i) => risks[i]!),
        threshold,
      );
      report(
        `  ${lo}-${hi} words, lexicon alone`,
        idx.map((i) => entries[i]!),
        idx.map(() => 0),
        threshold,
      );
    }
  }
}

const model = quantise(trainMembers(entries), threshold);
// A TypeScript module, so the model is compiled into the server build like any other code.
fs.writeFileSync(
  OUT,
  OUT.endsWith('.ts')
    ? `// Generated by \`npm run train:crisis\` (scripts/train-crisis-classifier.ts): do not edit.\nimport type { ClassifierModel } from './classifier.ts';\n\nexport const CLASSIFIER_MODEL: ClassifierModel = ${JSON.stringify(model)};\n`
    : `${JSON.stringify(model)}\n`,
);
console.log(
  `wrote ${path.relative(process.cwd(), OUT)} (threshold ${model.threshold}, ${MEMBERS.join(' + ')}, ${BITS} bits each)`,
);

const evalDirs = args.get('eval');
for (const evalDir of evalDirs ? evalDirs.split(',') : []) {
  const held = loadCorpus(evalDir);
  const loadedModel = loadClassifierModel(model);
  const risks = held.map((e) => riskOf(e, loadedModel));
  report(`lexicon + classifier on ${evalDir}`, held, risks, threshold);
  // Short messages apart: a few words carry little evidence, and they are most of what people type.
  const short = held.flatMap((e, i) => (wordCount(normalise(entryText(e))) <= 12 ? [i] : []));
  report(
    `  of which 12 words or fewer`,
    short.map((i) => held[i]!),
    short.map((i) => risks[i]!),
    threshold,
  );
}
