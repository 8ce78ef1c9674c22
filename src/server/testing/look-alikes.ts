import { describe, expect, it } from 'vitest';
import { assessMessage, type RiskAssessment } from '../ai/safety/risk-screen.ts';

/** One language's crisis phrasings of the core concepts, and look-alikes that share their words. */
export interface LookAlikes {
  crisis: readonly string[];
  benign: readonly string[];
  /** Risky enough to be at least a concern, though not a crisis on their own. */
  noticed?: readonly string[];
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
            expect(screen(text).level, text).not.toBe('crisis');
          });
        if (noticed.length)
          it.each(noticed)('concern or more: %s', (text) => {
            expect(screen(text).level, text).not.toBe('none');
          });
      });
  });
}
