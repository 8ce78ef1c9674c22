import { describe, expect, test } from 'vitest';
import {
  classifiedTexts,
  classify,
  features,
  loadClassifierModel,
  probabilities,
  readsLanguage,
  wordCount,
} from './classifier.ts';
import { CLASSIFIER_MODEL } from './classifier-model.ts';
import { entryText, loadCorpus } from './corpus.ts';
import { normalise } from './normalise.ts';
import { assessMessage } from './risk-screen.ts';
import { KNOWN_CLASSIFIER_FALSE_ALARMS } from '../../testing/look-alikes.ts';

describe('the crisis classifier', () => {
  test('counts words, and two characters as a word in scripts written without spaces', () => {
    expect(wordCount(normalise('a mantra please'))).toBe(3);
    expect(wordCount(normalise('我不想活了'))).toBe(3);
    expect(wordCount(normalise('もう死にたい'))).toBe(3);
    expect(wordCount(normalise('नमस्ते, मैं ठीक हूँ'))).toBe(4);
    expect(wordCount('')).toBe(0);
  });

  test('leaves messages under its minimum length to the lexicon', () => {
    expect(CLASSIFIER_MODEL.minWords).toBeGreaterThan(1);
    for (const text of ['I want to go home', 'Give me some words to listen to', 'Warm-up 3']) {
      expect(classify(text)).toEqual({ crisis: false, focus: 'self', risk: 0 });
    }
  });

  test('reads each message of a conversation, and the distinct ones joined', () => {
    expect(classifiedTexts(['one message'])).toEqual(['one message']);
    expect(classifiedTexts(['i bought rope', 'its for tonight'])).toEqual([
      'i bought rope',
      'its for tonight',
      'i bought rope its for tonight',
    ]);
    // Repeats but for numbers and punctuation add nothing to the joined text.
    const repeated = [1, 2, 3, 4, 5].map((n) => `question ${n}: what comes next?`);
    expect(classifiedTexts(repeated)).toEqual(repeated);
    expect(classifiedTexts(['hi', 'test 1', 'test 2!', 'hello'])).toEqual([
      'hi',
      'test 1',
      'test 2!',
      'hello',
      'hi test 1 hello',
    ]);
  });

  test('counts only in the languages it learned enough of, benign and crisis', () => {
    const languages = CLASSIFIER_MODEL.languages ?? [];
    // The core languages (Tibetan–English reads as English).
    const core = 'en es pt fr de it ru hi hi-Latn ja zh ko ar tr id'.split(' ');
    for (const language of core) expect(languages).toContain(language);
    expect(readsLanguage('en')).toBe(true);
    // Few Norwegian messages to learn from: "pappa kommer til å drepe meg" is the lexicon's call.
    expect(readsLanguage('no')).toBe(false);
    const englishOnly = loadClassifierModel({ ...CLASSIFIER_MODEL, languages: ['en'] });
    expect(readsLanguage('en', englishOnly)).toBe(true);
    expect(readsLanguage('es', englishOnly)).toBe(false);
    const everyLanguage = loadClassifierModel({ ...CLASSIFIER_MODEL, languages: undefined });
    expect(readsLanguage('no', everyLanguage)).toBe(true);
    expect(readsLanguage('en', null)).toBe(false);
  });

  test('each of its known false alarms is still one: the list names only what it raises', () => {
    for (const text of KNOWN_CLASSIFIER_FALSE_ALARMS)
      expect(assessMessage(text).level, text).toBe('crisis');
  });

  test('reads indirect risk in a longer message that names no method', () => {
    const verdict = classify(
      "I've been giving my things away this week and writing letters to everyone, " +
        "it feels right to tidy up before I'm not around to do it",
    );
    expect(verdict?.crisis).toBe(true);
    expect(verdict?.focus).toBe('self');
  });

  test('does not read an ordinary long request as risk', () => {
    const verdict = classify(
      'Could you give me a short evening meditation for after work, something with the breath ' +
        'and maybe a mantra I can repeat while I walk home?',
    );
    expect(verdict?.crisis).toBe(false);
  });
});

describe('the classifier, checked against its first reading', () => {
  const texts = loadCorpus()
    .filter((_, i) => i % 4 === 0)
    .map((entry) => normalise(entryText(entry)));
  // Long texts too: thousands of buckets each.
  for (let i = 0; i + 12 < texts.length && i < 1_200; i += 12)
    texts.push(texts.slice(i, i + 12).join(' '));

  test('counts words as splitting at every non-word character did', () => {
    const unspaced =
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Tibetan}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/gu;
    const reference = (folded: string) =>
      folded
        .split(/[^\p{L}\p{M}\p{N}]+/u)
        .filter(Boolean)
        .reduce((count, word) => {
          const letters = word.match(unspaced);
          if (!letters) return count + 1;
          const pairs = Math.max(1, Math.ceil(letters.length / 2));
          return count + pairs + (word.length > letters.length ? 1 : 0);
        }, 0);
    const odd = ['𠀀𠀀a', 'ไม่\ud840x', 'à la', '日本語とEnglish', '\udc00死', ''];
    for (const text of [...texts, ...odd]) expect(wordCount(text)).toBe(reference(text));
  });

  test('scores exactly as summing float weights in the order a text meets them did', () => {
    const model = loadClassifierModel(CLASSIFIER_MODEL);
    // The shipped weights can be summed in table order (each a multiple of one unit).
    expect(model.sumsInAnyOrder).toBe(true);
    const { bits, members } = CLASSIFIER_MODEL;
    const k = members[0]!.classes.length;
    const tables = members.map((member) => {
      const weights = new Float32Array(k << bits);
      member.classes.forEach((c, ki) => {
        const bytes = Buffer.from(c.weights, 'base64');
        for (let i = 0; i < bytes.length; i++)
          weights[i * k + ki] = ((bytes[i]! << 24) >> 24) * c.scale;
      });
      return weights;
    });
    // Each member's softmax over its own features, the probabilities averaged.
    const reference = (folded: string) => {
      const out = new Array<number>(k).fill(0);
      members.forEach((member, m) => {
        const buckets = [...features(folded, bits, member.reads).keys()];
        const sums = new Float64Array(k);
        for (const bucket of buckets)
          for (let c = 0; c < k; c++) sums[c]! += tables[m]![bucket * k + c]!;
        const value = 1 / Math.sqrt(buckets.length || 1);
        const scores = Array.from(sums, (sum, c) => member.classes[c]!.bias + sum * value);
        const max = Math.max(...scores);
        const exp = scores.map((score) => Math.exp(score - max));
        const total = exp.reduce((a, b) => a + b, 0);
        for (let c = 0; c < k; c++) out[c]! += exp[c]! / total;
      });
      return out.map((p) => p / members.length);
    };
    const inTextOrder = { ...model, sumsInAnyOrder: false };
    for (const text of texts) {
      const expected = reference(text);
      expect(probabilities(model, text)).toEqual(expected);
      expect(probabilities(inTextOrder, text)).toEqual(expected);
    }
  });

  test('has a member reading words and word pairs and one reading character grams', () => {
    expect(CLASSIFIER_MODEL.members.map((member) => member.reads)).toEqual(['words', 'grams']);
    const folded = normalise('i have written letters and given our dog to my sister');
    const words = features(folded, CLASSIFIER_MODEL.bits, 'words');
    // 11 words and 10 pairs (no two hashed alike here), each scaled to unit length together.
    expect(words.size).toBe(21);
    expect([...words.values()][0]).toBeCloseTo(1 / Math.sqrt(21));
    expect(features(folded, CLASSIFIER_MODEL.bits, 'grams').size).toBeGreaterThan(100);
  });
});
