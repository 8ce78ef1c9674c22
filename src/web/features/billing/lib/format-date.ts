/** A stored date as the reader's locale writes it ('March 3, 2027'); null when absent or invalid. */
export function formatBillingDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(date);
}
