import {
  categoryLabel,
  difficulties,
  difficultyLabels,
  platformIds,
  platforms,
} from '../../../config/writeups';
import type {WriteupSummary} from '../../model/writeups';

/** One bar of a chart: what it is called and how many write-ups it counts. */
export type Datum = {readonly label: string; readonly value: number};

export type CategoryGroup = {readonly platform: string; readonly categories: readonly Datum[]};

export type WriteupStats = {
  readonly total: number;
  /** Write-ups per platform, each with its categories (largest first). */
  readonly byPlatform: readonly CategoryGroup[];
  /** Every difficulty, easiest first, zeros included. */
  readonly byDifficulty: readonly Datum[];
  /** Every month from the first publication to the last (`YYYY-MM` labels), zeros included. */
  readonly byMonth: readonly Datum[];
  /** The most used tools, most used first, ties by name. */
  readonly topTools: readonly Datum[];
};

const byValueThenLabel = (a: Datum, b: Datum) =>
  b.value - a.value || a.label.localeCompare(b.label);

function countBy<T>(
  items: readonly T[],
  key: (item: T) => readonly string[] | string,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const keys = key(item);
    for (const k of typeof keys === 'string' ? [keys] : keys)
      counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

/** `YYYY-MM` of every month from `first` to `last` inclusive. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = last.split('-').map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

export function computeStats(writeups: readonly WriteupSummary[], toolCount = 12): WriteupStats {
  const byPlatform = platformIds
    .map((platform) => {
      const counts = countBy(
        writeups.filter((writeup) => writeup.platform === platform),
        (writeup) => writeup.category,
      );
      return {
        platform: platforms[platform].label,
        categories: [...counts]
          .map(([category, value]) => ({
            label: categoryLabel(platform, category) ?? category,
            value,
          }))
          .sort(byValueThenLabel),
      };
    })
    .filter((group) => group.categories.length > 0);

  const difficultyCounts = countBy(writeups, (writeup) => writeup.difficulty);
  const byDifficulty = difficulties.map((difficulty) => ({
    label: difficultyLabels[difficulty],
    value: difficultyCounts.get(difficulty) ?? 0,
  }));

  const monthCounts = countBy(writeups, (writeup) => writeup.published.slice(0, 7));
  const months = [...monthCounts.keys()].sort();
  const byMonth =
    months.length === 0
      ? []
      : monthsBetween(months[0]!, months.at(-1)!).map((label) => ({
          label,
          value: monthCounts.get(label) ?? 0,
        }));

  const topTools = [...countBy(writeups, (writeup) => writeup.tools)]
    .map(([label, value]) => ({label, value}))
    .sort(byValueThenLabel)
    .slice(0, toolCount);

  return {total: writeups.length, byPlatform, byDifficulty, byMonth, topTools};
}
