import { describe, expect, test } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entryText, loadCorpus } from './corpus.ts';
import { normalise, splitClauses } from './normalise.ts';
import { PatternList, requiredLiterals } from './prefilter.ts';
import { LEXICONS } from './risk-screen.ts';

const HELDOUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'heldout');

describe('requiredLiterals', () => {
  test('finds every literal and required group a pattern cannot match without', () => {
    expect(requiredLiterals('\\bsuicide (?:note|plan)s?\\b')).toEqual([
      ['suicide '],
      ['note', 'plan'],
    ]);
    expect(requiredLiterals('\\bkms\\b|\\bctb\\b')).toEqual([['kms', 'ctb']]);
    expect(requiredLiterals('\\bi?d (?:like|love|rather) to die')).toEqual([
      [' to die'],
      ['d '],
      ['like', 'love', 'rather'],
    ]);
  });

  test('never counts optional, repeated or lookaround parts as required', () => {
    expect(requiredLiterals('wanted?')).toEqual([['wante']]);
    expect(requiredLiterals('ab+cde')).toEqual([['cde'], ['ab']]);
    expect(requiredLiterals('(?:kill)? myself')).toEqual([[' myself']]);
    expect(requiredLiterals('\\w+ing')).toEqual([['ing']]);
    expect(requiredLiterals('(?!not )want')).toEqual([['want']]);
    expect(requiredLiterals('(?<=\\s)x[abc]yz')).toEqual([['yz']]);
    expect(requiredLiterals('\\u0041bcd')).toEqual([['bcd']]);
  });

  test('says nothing when a branch has no literal or the source is unexpected', () => {
    expect(requiredLiterals('\\bkms\\b|\\w+')).toBeNull();
    expect(requiredLiterals('a)b(')).toBeNull();
    expect(requiredLiterals('n')).toBeNull();
  });

  test('reads non-Latin literals whole', () => {
    expect(requiredLiterals('死にたい|消えたい')).toEqual([['死にたい', '消えたい']]);
  });
});

describe('PatternList', () => {
  const compile = (sources: string[]) => sources.map((source) => new RegExp(source, 'gu'));
  const sources = ['\\bkill myself\\b', '\\bwant to die\\b', '\\bwant\\b', 'die \\w+'];
  const list = new PatternList(compile(sources));
  const alternation = new RegExp(sources.join('|'), 'gu');
  const viaAlternation = (text: string) =>
    [...text.matchAll(alternation)].map((m) => ({ index: m.index, text: m[0] }));

  test('finds exactly what the alternation finds, earlier patterns first at one place', () => {
    for (const text of [
      'i want to die today and want to kill myself',
      'want want to die die tonight',
      'a quiet evening',
      '',
    ])
      expect(list.matches(text)).toEqual(viaAlternation(text));
  });

  test('never tries a pattern whose required words the text lacks', () => {
    const patterns = compile(sources);
    const tried = patterns.map(() => 0);
    patterns.forEach((re, i) => {
      const exec = re.exec.bind(re);
      re.exec = (text: string) => {
        tried[i]!++;
        return exec(text);
      };
    });
    new PatternList(patterns).matches('i want to rest');
    expect(tried.map((n) => n > 0)).toEqual([false, false, true, false]);
  });
  test('lists sharing literals stay exact when the texts they read alternate', () => {
    // The literals of every list are found once per text (prefilter.ts): a list created later, or
    // reading a text another list has not, must not see the groups found for another text.
    list.matches('i want to rest');
    const other = new PatternList(compile(['\\bwant to rest\\b', '\\bkill\\b']));
    const otherAlternation = /\bwant to rest\b|\bkill\b/gu;
    const texts = ['i want to rest', 'i want to die', 'kill myself', 'i want to die', ''];
    for (const text of [...texts, ...texts.reverse()]) {
      expect(list.matches(text)).toEqual(viaAlternation(text));
      expect(other.matches(text)).toEqual(
        [...text.matchAll(otherAlternation)].map((m) => ({ index: m.index, text: m[0] })),
      );
    }
  });
});

describe('the prefilter on the real lexicons', () => {
  // Exactness on real text: every lexicon's concept lists, on corpus messages in its languages
  // (and English, which mixes into everything), find what their alternation finds. Every third
  // corpus message (the corpus outgrew the time the slow way takes) and every held-out one.
  test('finds exactly what each full alternation finds in the corpus', () => {
    const entries = [...loadCorpus().filter((_, i) => i % 3 === 0), ...loadCorpus(HELDOUT_DIR)];
    let compared = 0;
    for (const lexicon of LEXICONS) {
      const clauses = entries
        .filter((e) => lexicon.languages.some((l) => e.lang === l || e.lang.startsWith('en')))
        .flatMap((e) => splitClauses(normalise(entryText(e))));
      for (const list of [lexicon.self, lexicon.fromOthers, lexicon.toOthers]) {
        if (!list) continue;
        const whole = list.alternation();
        for (const clause of clauses) {
          const expected = [...clause.matchAll(whole)].map((m) => ({ index: m.index, text: m[0] }));
          expect(list.matches(clause)).toEqual(expected);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(10_000);
    // Every concept list against every corpus entry, the slow way on purpose: minutes on a
    // loaded machine. Correctness, not speed, is what this test checks.
  }, 180_000);
});
