import { describe, expect, it } from 'vitest';
import {
  assessMessage,
  assessMessageByLexicon,
  type RiskAssessment,
} from '../ai/safety/risk-screen.ts';

/** One language's crisis phrasings of the core concepts, and look-alikes that share their words. */
export interface LookAlikes {
  crisis: readonly string[];
  benign: readonly string[];
  /** Risky enough to be at least a concern, though not a crisis on their own. */
  noticed?: readonly string[];
}

/**
 * Benign look-alikes the lexicon keeps calm but the shipped classifier (ten words and more; it reads
 * words, not framing) raises: its known false alarms, each checked here to stay calm for the
 * lexicon alone. The averaged two-member model of 25 November (decision 018, tenth revision)
 * catches more of the blind sets' crisis messages at the same overall false-alarm rate, and raises
 * these hand-written minimal pairs, which the model before it did not.
 */
export const KNOWN_CLASSIFIER_FALSE_ALARMS: ReadonlySet<string> = new Set([
  // English
  "if i didn't wake up at 5 for practice it'd be a relief for my back",
  'my grandad said next time he would finish reading the story to me',
  "my dad said he'd finish what he started on the shed",
  "if i leave the door open the cat will hurt my little sister's hamster",
  // Other languages
  'jestem na moście, nie dzwońcie teraz, bo nic nie słychać',
  'kal se main rahunga hi nahi ghar pe, trip hai',
  'mikham beram be oon donya ye rooz, vaghti pir shodam',
  'estic dejunant pel ramadà i no menjo fins a la posta',
  'doamne ia-ma de aici, sedinta asta nu se mai termina',
  // Raised by the model of 26 November, trained on the older blind sets as well (decision 018,
  // twelfth revision), which the model before it kept calm.
  'i want to be with my father in heaven one day when my time comes',
  'my arms are covered in cuts from the bramble path',
  'je vais le tuer mdr il a encore mangé mes chips',
  'iya mi ti ku odun meji seyin, mo n se iranti re',
]);

/** A benign look-alike is not a crisis (for the lexicon alone when the classifier is known to raise it). */
export function expectNotCrisis(
  text: string,
  screen: (text: string) => RiskAssessment = assessMessage,
): void {
  const judge = KNOWN_CLASSIFIER_FALSE_ALARMS.has(text) ? assessMessageByLexicon : screen;
  expect(judge(text).level, text).not.toBe('crisis');
}

/**
 * The lexicon tests' one shape: per language, every crisis phrasing screens as crisis, no benign
 * look-alike does, and every noticed one reads as at least a concern. `screen` is the whole
 * screen by default, or the lexicon alone.
 */
export function describeLookAlikes(
  title: string,
  cases: Readonly<Record<string, LookAlikes>>,
  screen: (text: string) => RiskAssessment = assessMessage,
): void {
  describe(title, () => {
    for (const [language, { crisis, benign, noticed = [] }] of Object.entries(cases))
      describe(language, () => {
        if (crisis.length)
          it.each(crisis)('crisis: %s', (text) => {
            expect(screen(text).level, text).toBe('crisis');
          });
        if (benign.length)
          it.each(benign)('not crisis: %s', (text) => {
            expectNotCrisis(text, screen);
          });
        if (noticed.length)
          it.each(noticed)('concern or more: %s', (text) => {
            expect(screen(text).level, text).not.toBe('none');
          });
      });
  });
}
