/**
 * How long and how often, as people write them: "five to ten minutes", "twice a day", "each
 * morning". The guide prefers teachings that say so for how-long and how-often questions, and
 * the quality suite checks the answers name them.
 */

const NUMBER =
  '(?:\\d+(?:[.,]\\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|a few|several|a couple of)';
const ADJECTIVE = '(?:(?:slow|long|full|deep|short|gentle|easy|quiet|calm|more|whole)\\s+)?';
const UNIT =
  '(?:seconds?|secs?|minutes?|mins?|hours?|breaths?|rounds?|cycles?|repetitions?|reps|days?|weeks?|months?|nights?|sessions?)';
// "a minute", "half an hour" are durations; "a day", "a week" mostly end a frequency ("twice a day").
const ONE = '(?:a|an|half an?)\\s+' + ADJECTIVE + '(?:seconds?|minutes?|hours?|breaths?|rounds?)';
export const DURATION = new RegExp(
  `\\b(?:${NUMBER}(?:\\s*(?:-|–|to|or|and)\\s*${NUMBER})?\\s*${ADJECTIVE}${UNIT}|${ONE})\\b`,
  'i',
);
export const FREQUENCY =
  /\b(?:(?<!at )once|twice|daily|nightly|weekly|every\s+(?:\w+\s+)?(?:day|morning|evening|night|week|time|hour|session|meal)s?|each\s+(?:\w+\s+)?(?:day|morning|evening|night|week|meal)|(?:\w+)\s+times?\s+(?:a|per|each)\s+(?:day|week|month)|(?:a|per)\s+(?:day|week)|most\s+days|morning\s+and\s+evening|several\s+times|whenever)\b/i;
