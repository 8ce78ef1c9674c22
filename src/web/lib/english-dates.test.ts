import { describe, expect, test } from 'vitest';
import { clockTime, longDate, monthDay, shortDate } from './english-dates.ts';

// Intl is the reference: the functions must print what Intl.DateTimeFormat('en-US') prints
// (newer ICU puts a narrow no-break space before AM/PM; ours is a plain space).
const reference = {
  monthDay: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }),
  shortDate: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  longDate: new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }),
  clockTime: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }),
};
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** Every day of two years (a leap year among them), each at a different hour and minute. */
const dates = Array.from(
  { length: 731 },
  (_, day) => new Date(2027, 11, 31 - day, day % 24, (day * 7) % 60),
);

describe('English dates', () => {
  test.each([
    ['monthDay', monthDay],
    ['shortDate', shortDate],
    ['longDate', longDate],
    ['clockTime', clockTime],
  ] as const)('%s prints what Intl prints for en-US, every day of two years', (name, format) => {
    for (const date of dates) expect(format(date)).toBe(plainSpaces(reference[name].format(date)));
  });

  test('midnight and noon are 12 AM and 12 PM', () => {
    expect(clockTime(new Date(2026, 2, 5, 0, 5))).toBe('12:05 AM');
    expect(clockTime(new Date(2026, 2, 5, 12, 0))).toBe('12:00 PM');
    expect(longDate(new Date(2026, 2, 5, 7, 40))).toBe('Thursday, March 5, 2026');
  });
});
