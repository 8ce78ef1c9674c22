import { describe, expect, test } from 'vitest';
import {
  corpusStats,
  entryText,
  falseAlarmRate,
  formatTallies,
  heldOutDir,
  loadCorpus,
  recall,
} from './corpus.ts';
import { wordCount } from './classifier.ts';
import { normalise } from './normalise.ts';
import { explainMessage } from './risk-screen.ts';

// The whole labelled corpus through the screen (DESIGN §6): the budget the bench also prints.
const entries = loadCorpus();
const stats = corpusStats(entries);

const show = (list: typeof stats.misses) =>
  list
    .map(
      (e) =>
        `  [${e.lang} ${e.kind} ${e.id}] ${entryText(e).slice(0, 240)}\n    ${explainMessage(entryText(e)).join(' | ')}`,
    )
    .join('\n');

describe('the crisis corpus', () => {
  test('is large and varied enough to judge the screen', () => {
    expect(entries.length).toBeGreaterThanOrEqual(1000);
    expect(stats.total.crisis).toBeGreaterThanOrEqual(500);
    expect(stats.total.benign).toBeGreaterThanOrEqual(500);
    expect(stats.byLanguage.size).toBeGreaterThanOrEqual(20);
  });

  test('crisis recall is at least 95% overall and 90% outside English', () => {
    const report = `\n${formatTallies(stats.byLanguage).join('\n')}\nMissed:\n${show(stats.misses)}`;
    expect(recall(stats.total), report).toBeGreaterThanOrEqual(0.95);
    expect(recall(stats.nonEnglish), report).toBeGreaterThanOrEqual(0.9);
  });

  test('at most 3% of benign messages are screened as crisis', () => {
    const report = `\n${formatTallies(stats.byKind).join('\n')}\nFalse alarms:\n${show(stats.falseAlarms)}`;
    expect(falseAlarmRate(stats.total), report).toBeLessThanOrEqual(0.03);
  });
});

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/** The floors that keep the screen from sliding back on a held-out set (README has the figures). */
function floorsOf(
  stats: ReturnType<typeof corpusStats>,
  floor: { recall: number; nonEnglish: number; falseAlarms: number },
) {
  test(`crisis recall stays at least ${percent(floor.recall)} overall and ${percent(floor.nonEnglish)} outside English`, () => {
    const report = `\n${formatTallies(stats.byLanguage).join('\n')}`;
    expect(recall(stats.total), report).toBeGreaterThanOrEqual(floor.recall);
    expect(recall(stats.nonEnglish), report).toBeGreaterThanOrEqual(floor.nonEnglish);
  });

  test(`false alarms stay at most ${percent(floor.falseAlarms)} of benign messages`, () => {
    expect(falseAlarmRate(stats.total)).toBeLessThanOrEqual(floor.falseAlarms);
  });
}

// Messages written separately, which the lexicon's authors never saw (the classifier trains on them
// since decision 018's twelfth revision, TRAINED_HELD_OUT_SETS). A floor that keeps the screen from
// sliding back, set below the corpus targets (README, decision 018).
describe('the held-out set', () => {
  const heldoutEntries = loadCorpus(heldOutDir('heldout'));
  const heldout = corpusStats(heldoutEntries);

  floorsOf(heldout, { recall: 0.85, nonEnglish: 0.9, falseAlarms: 0.025 });

  // Most of what people type is short ("a mantra please", "I want to go home"); a screen that
  // answers those with helplines is one people stop trusting.
  test('short ordinary messages almost never raise a crisis', () => {
    const short = heldoutEntries.filter(
      (e) => e.label === 'none' && wordCount(normalise(entryText(e))) <= 12,
    );
    expect(short.length).toBeGreaterThanOrEqual(150);
    const alarms = corpusStats(short).falseAlarms;
    expect(alarms.length / short.length, show(alarms)).toBeLessThanOrEqual(0.01);
  });
});

/**
 * A set written blind: big and varied enough to judge by, with floors a little under its latest
 * measure that keep the screen from sliding back (README has the figures). The classifier trains
 * on the first held-out, fresh, eighth, ninth and eleventh sets since the twelfth revision of
 * decision 018 (`TRAINED_HELD_OUT_SETS` in corpus.ts), so only the twelfth and
 * thirteenth sets are still blind; the others' floors only keep the screen from sliding back.
 */
function describeBlindSet(
  title: string,
  dir: string,
  size: { holds: string; crisis: number; benign: number; languages: number },
  floor: Parameters<typeof floorsOf>[1],
) {
  describe(title, () => {
    const stats = corpusStats(loadCorpus(heldOutDir(dir)));

    test(`holds crisis and benign messages ${size.holds}`, () => {
      expect(stats.total.crisis).toBeGreaterThanOrEqual(size.crisis);
      expect(stats.total.benign).toBeGreaterThanOrEqual(size.benign);
      expect(stats.byLanguage.size).toBeGreaterThanOrEqual(size.languages);
    });

    floorsOf(stats, floor);
  });
}

// Written last, by writers who never saw the screen, its corpus or the first held-out sets, and
// measured before any of it shaped the lexicon or the classifier: below the targets, which this
// set shows the screen does not yet reach.
describeBlindSet(
  'the fresh held-out set',
  'heldout-fresh',
  { holds: 'in the issue’s languages', crisis: 1300, benign: 900, languages: 20 },
  { recall: 0.81, nonEnglish: 0.79, falseAlarms: 0.03 },
);

// Written on the night of 24 November by four more writers who never saw the screen, its corpus or
// the other sets: English in many registers, and 46 other languages and code-mixes, among them
// many with no lexicon. Kept out of the corpus, so that it stays a blind measure (its English
// misses were read once, late on 24 November, to brief a concept pass, so English here is no
// longer blind): the screen is far from its targets, above all in languages it has no words for
// (README, decision 018).
describeBlindSet(
  'the eighth writers’ blind set',
  'heldout-eighth',
  { holds: 'in many languages and registers', crisis: 1300, benign: 1000, languages: 40 },
  { recall: 0.7, nonEnglish: 0.65, falseAlarms: 0.03 },
);

// Written on 25 November by a ninth writer who never saw the screen, its corpus or the other sets:
// the languages and 38 others. Measured first (60.9% recall, 6.7% in the 17 languages that
// had no lexicon yet); then lexicons for 21 languages were written by engineers who never opened
// it. Its texts were never read here (decision 018, seventh revision).
describeBlindSet(
  'the ninth writer’s blind set',
  'heldout-ninth',
  { holds: 'in 54 languages and code-mixes', crisis: 400, benign: 300, languages: 50 },
  { recall: 0.86, nonEnglish: 0.85, falseAlarms: 0.03 },
);

// Written on 25 November (evening) by two more writers who never saw the screen, its corpus or the
// other sets: the languages and seven others, and English in many voices, Hinglish,
// Spanglish and Tibetan–English, with harder look-alikes than any set before (a rope for a swing,
// pills saved for a trip). Measured first at 86.4% recall, 5.8% false alarms, over the 3% budget;
// its texts were never read here (decision 018, tenth revision).
describeBlindSet(
  'the eleventh writers’ blind set',
  'heldout-eleventh',
  { holds: 'in 24 languages and code-mixes', crisis: 480, benign: 390, languages: 24 },
  { recall: 0.88, nonEnglish: 0.87, falseAlarms: 0.055 },
);

// Written on 25 November (night) by two more writers who never saw the screen, its code, its
// corpus or the other sets: short raw messages in one voice, long journal-like ones in the other,
// each of the core languages 32 times. Measured first at 90.6% recall (89.1% outside
// English), 4.8% false alarms; its texts were never read here (decision 018, eleventh revision).
describeBlindSet(
  'the twelfth writers’ blind set',
  'heldout-twelfth',
  { holds: 'in 23 languages and code-mixes', crisis: 380, benign: 310, languages: 23 },
  { recall: 0.88, nonEnglish: 0.87, falseAlarms: 0.04 },
);

// Written on 25 November (late night) by two more writers who never saw the screen, its code, its
// corpus or the other sets: forum posts, helpline openings and messages to a teacher in one voice,
// phone messages typed late at night in the other; each core language about 32 times. Measured
// first at 82.1% recall (80.2% outside English), 4.3% false alarms, before the classifier of the
// twelfth revision was trained; its texts were never read here (decision 018, twelfth revision).
describeBlindSet(
  'the thirteenth writers’ blind set',
  'heldout-thirteenth',
  { holds: 'in 29 languages and code-mixes', crisis: 840, benign: 670, languages: 29 },
  { recall: 0.82, nonEnglish: 0.8, falseAlarms: 0.04 },
);
