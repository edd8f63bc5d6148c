/**
 * Days as the site writes them, everywhere (cards, lists, feeds' companions,
 * social images). Fixed English names rather than toLocaleString, whose output
 * depends on the machine's ICU data and would make server and browser disagree.
 */
export const monthAbbreviations = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** A date as its UTC day, `YYYY-MM-DD`. */
export function toDay(date: Date | string): string {
  return (typeof date === 'string' ? new Date(date) : date).toISOString().slice(0, 10);
}

/** `2025-02-03` (or a Date) → `3 Feb 2025`. */
export function formatDay(day: Date | string): string {
  const [year, month, date] = (
    typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : toDay(day)
  )
    .split('-')
    .map(Number) as [number, number, number];
  return `${date} ${monthAbbreviations[month - 1]} ${year}`;
}
