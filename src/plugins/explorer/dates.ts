/**
 * Dates as the explorer and the statistics show them. Fixed English names rather
 * than toLocaleString, whose output depends on the machine's ICU data and would
 * make server and browser render different text.
 */
export const monthAbbreviations = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** `2025-02-03` → `3 Feb 2025`. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${monthAbbreviations[month - 1]} ${year}`;
}
