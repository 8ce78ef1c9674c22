import { describe, expect, test } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entryText, loadCorpus } from './corpus.ts';
import { normalise, splitClauses } from './normalise.ts';
import {
  alternativesOf,
  PatternFamily,
  PatternList,
  PatternSet,
  requiredLiterals,
} from './prefilter.ts';
import { LEXICONS } from './risk-screen.ts';

const HELDOUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'heldout');

/** Counts, per pattern, the calls of its `exec` or `test` from now on (the count array fills in). */
function countCalls(patterns: RegExp[], method: 'exec' | 'test'): number[] {
  const calls = patterns.map(() => 0);
  patterns.forEach((re, i) => {
    // Typed to return never so that one wrapper stands in for either method.
    const original = re[method].bind(re) as (text: string) => never;
    re[method] = (text: string) => {
      calls[i]!++;
      return original(text);
    };
  });
  return calls;
}

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
    const tried = countCalls(patterns, 'exec');
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

describe('alternativesOf', () => {
  test('splits a pattern into the alternatives it tries, in order', () => {
    expect(alternativesOf('kill|die')).toEqual(['kill', 'die']);
    expect(alternativesOf('\\b(?:kms|ctb)\\b')).toEqual(['\\bkms\\b', '\\bctb\\b']);
    // Through groups of one alternative, and single-way atoms before the group.
    expect(alternativesOf('(?:(?:\\b(?:x|y) z))')).toEqual(['\\bx z', '\\by z']);
    expect(alternativesOf('(?<!no )\\bi (?:want|wish)')).toEqual([
      '(?<!no )\\bi want',
      '(?<!no )\\bi wish',
    ]);
    expect(alternativesOf('(?:a|)b')).toEqual(['ab', 'b']);
  });

  test('splits one group of alternatives deep', () => {
    expect(alternativesOf('(?:a|\\b(?:b|c))')).toEqual(['a', '\\b(?:b|c)']);
    expect(alternativesOf('\\b(?:a|b) (?:c|d)')).toEqual(['\\ba (?:c|d)', '\\bb (?:c|d)']);
  });

  test('leaves whole what it cannot split exactly', () => {
    // A quantified group, a capturing group, a group after a quantifier, a backreference.
    expect(alternativesOf('(?:a|b)+c')).toEqual(['(?:a|b)+c']);
    expect(alternativesOf('(a|b)c')).toEqual(['(a|b)c']);
    expect(alternativesOf('x* (?:a|b)')).toEqual(['x* (?:a|b)']);
    expect(alternativesOf('(a)(?:b|c)\\1')).toEqual(['(a)(?:b|c)\\1']);
    expect(alternativesOf('a(?:b|c')).toEqual(['a(?:b|c']);
    // More alternatives than the limit: the top level only, or the whole.
    expect(alternativesOf('x|\\b(?:a|b|c)', 3)).toEqual(['x', '\\b(?:a|b|c)']);
    expect(alternativesOf('a|b|c', 2)).toEqual(['a|b|c']);
  });

  test('drops the word gate before an alternative that starts at a word', () => {
    expect(alternativesOf('(?=\\b|[^\\x00-\\x7F])(?:\\bkms|😴 forever)')).toEqual([
      '\\bkms',
      '(?=\\b|[^\\x00-\\x7F])😴 forever',
    ]);
  });

  test('the alternatives find what the pattern finds', () => {
    const sources = ['\\b(?:want|wish)(?:ed)? to (?:die|sleep)\\b', '(?=\\b)(?:a+|\\b(?:ab|b))c?'];
    const texts = ['i wanted to die', 'wish to sleep, want to die', 'aab abc bc b', ''];
    for (const source of sources) {
      const whole = new RegExp(source, 'gu');
      const split = new PatternList(alternativesOf(source).map((s) => new RegExp(s, 'gu')));
      for (const text of texts)
        expect(split.matches(text)).toEqual(
          [...text.matchAll(whole)].map((m) => ({ index: m.index, text: m[0] })),
        );
    }
  });
});

describe('PatternSet', () => {
  const sources = ['\\bkill myself\\b', '\\b(?:want|wish) to die\\b', 'die \\w+', '\\bs ?/ ?h\\b'];
  const set = new PatternSet(sources.map((source) => new RegExp(source, 'u')));
  const alternation = new RegExp(sources.join('|'), 'u');

  test('tests a text as the alternation does', () => {
    for (const text of ['i wish to die', 'die now', 'a quiet evening', 's/h again', 'die', ''])
      expect(set.test(text)).toBe(alternation.test(text));
  });

  test('never tries a pattern whose required words the text lacks', () => {
    const patterns = sources.map((source) => new RegExp(source, 'u'));
    const tried = countCalls(patterns, 'test');
    new PatternSet(patterns).test('i want to rest');
    // The last has no literal of two letters: it is always tried.
    expect(tried.map((n) => n > 0)).toEqual([false, false, false, true]);
  });

  test('refuses global patterns (test would move their lastIndex)', () => {
    expect(() => new PatternSet([/a/gu])).toThrow();
  });
});

describe('the literal index', () => {
  test('a text read within one read before finds what it would alone', () => {
    // The screen reads a message, then its clauses: those are found in the message, not walked.
    // Lone literals that set nothing off ("the ") are looked for only where a condition needs them.
    const list = new PatternList(
      ['\\bthe (?:rope|pills)\\b', '\\bpills\\b', '\\btonight\\b', '\\bthe end\\b'].map(
        (source) => new RegExp(source, 'gu'),
      ),
    );
    const set = new PatternSet([/\bthe rope\b/u, /\bgoodbye\b/u]);
    const whole = list.alternation();
    const message = 'i have the pills. the rope is ready tonight. goodbye. the end';
    const clauses = [...message.split('. '), 'the pills', 'pills tonight', message, 'rope', ''];
    for (const text of [message, ...clauses, ...clauses.reverse()]) {
      expect(list.matches(text)).toEqual(
        [...text.matchAll(whole)].map((m) => ({ index: m.index, text: m[0] })),
      );
      expect(set.test(text)).toBe(/\bthe rope\b|\bgoodbye\b/u.test(text));
    }
  });

  test('a family is worth trying only where one of its members is', () => {
    const family = new PatternFamily();
    const list = new PatternList([/\bkill myself\b/gu], family);
    const set = new PatternSet([/\bgoodbye forever\b/u], family);
    for (const text of ['i want to rest', 'goodbye forever', 'kill myself', 'forever'])
      expect(family.anyWorthTrying(text)).toBe(list.matches(text).length > 0 || set.test(text));
    // A member that always tries a pattern makes the whole family worth trying.
    new PatternSet([/a+/u], family);
    expect(family.anyWorthTrying('i want to rest')).toBe(true);
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

  test('tests as each full alternation tests, and families skip only what finds nothing', () => {
    // The concern, cue, framing, topic, past and recovery sets, on the clauses of every eighth
    // corpus message in the lexicon's languages (and on whole messages, as `recovered` reads them).
    const entries = loadCorpus().filter((_, i) => i % 8 === 1);
    let compared = 0;
    const check = (set: PatternSet | null, texts: readonly string[]) => {
      if (!set) return;
      const whole = set.alternation('u');
      for (const text of texts) {
        expect(set.test(text)).toBe(whole.test(text));
        compared++;
      }
    };
    for (const lexicon of LEXICONS) {
      const messages = entries
        .filter((e) => lexicon.languages.some((l) => e.lang === l || e.lang.startsWith('en')))
        .map((e) => normalise(entryText(e)));
      const texts = messages.flatMap((message) => splitClauses(message));
      for (const set of [
        lexicon.concern,
        lexicon.anyCue,
        lexicon.framing,
        lexicon.topic,
        lexicon.resolved,
        lexicon.past,
        ...lexicon.cues.map((cue) => cue.gated),
      ])
        check(set, texts);
      check(lexicon.recovered, messages);
      const members = [lexicon.self, lexicon.fromOthers, lexicon.toOthers];
      for (const text of texts)
        if (!lexicon.patterns.anyWorthTrying(text)) {
          for (const list of members) expect(list?.matches(text) ?? []).toEqual([]);
          expect(lexicon.concern?.test(text) ?? false).toBe(false);
          expect(lexicon.anyCue?.test(text) ?? false).toBe(false);
        }
    }
    expect(compared).toBeGreaterThan(50_000);
  }, 180_000);

  test('every alternative of every lexicon pattern compiles', () => {
    // The screen compiles an alternative only when a text holds its literals: a syntax error must
    // show here, not on some person's message.
    let count = 0;
    for (const lexicon of LEXICONS)
      for (const gated of [
        lexicon.self,
        lexicon.fromOthers,
        lexicon.toOthers,
        lexicon.concern,
        lexicon.anyCue,
        lexicon.framing,
        lexicon.topic,
        lexicon.resolved,
        lexicon.past,
        lexicon.recovered,
        ...lexicon.cues.map((cue) => cue.gated),
      ])
        count += gated?.alternatives().length ?? 0;
    expect(count).toBeGreaterThan(5_000);
  });
});
