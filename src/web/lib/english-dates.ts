/**
 * Dates in American English, in the browser's time zone, without `Intl.DateTimeFormat`: the first
 * formatter a page creates initialises ICU's date data, about 30 ms on a desktop CPU and four times
 * that on a phone, in one long task on the journal and the timeline as they load (decision 027,
 * fourth revision). The app's text is English, so the names are fixed; the tests check every
 * function against `Intl.DateTimeFormat('en-US')`.
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'Mar 5' */
export function monthDay(date: Date): string {
  return `${MONTHS[date.getMonth()]!.slice(0, 3)} ${date.getDate()}`;
}

/** 'Mar 5, 2026' */
export function shortDate(date: Date): string {
  return `${monthDay(date)}, ${date.getFullYear()}`;
}

/** 'Thursday, March 5, 2026' */
export function longDate(date: Date): string {
  return `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** '7:40 AM' */
export function clockTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
