/**
 * Chart geometry in SVG user units. Pure functions, so that the charts render the
 * same markup at build time and on hydration, and so that they can be tested alone.
 */
import type {Datum} from '@site/src/plugins/features/statistics/stats';
import {monthAbbreviations} from '@site/src/utils/dates';

/** Room kept right of the longest bar for its count ("999" at 13 units plus a gap). */
export const VALUE_LABEL_ROOM = 40;

export type BarLayoutOptions = {
  readonly width: number;
  readonly barHeight: number;
  readonly gap: number;
  /** Room left of the bars for the category labels. */
  readonly labelWidth: number;
};

export type Bar = {
  readonly label: string;
  readonly value: number;
  readonly y: number;
  readonly width: number;
};

export type BarLayout = {readonly height: number; readonly bars: readonly Bar[]};

/** Horizontal bars, one per datum, the largest spanning the room between the labels and the count. */
export function barLayout(
  data: readonly Datum[],
  {width, barHeight, gap, labelWidth}: BarLayoutOptions,
): BarLayout {
  const largest = Math.max(0, ...data.map((datum) => datum.value));
  const room = Math.max(0, width - labelWidth - VALUE_LABEL_ROOM);
  // All-zero data keeps every bar at width 0 instead of dividing by zero.
  const scale = largest > 0 ? room / largest : 0;
  return {
    height: data.length === 0 ? 0 : data.length * barHeight + (data.length - 1) * gap,
    bars: data.map(({label, value}, index) => ({
      label,
      value,
      y: index * (barHeight + gap),
      width: Math.max(0, value) * scale,
    })),
  };
}

export type ColumnLayoutOptions = {
  /** Height of the tallest possible column. */
  readonly height: number;
  readonly columnWidth: number;
  readonly gap: number;
  /** Value drawn at full height, e.g. a rounded axis maximum; defaults to the largest value. */
  readonly max?: number;
};

export type Column = {
  readonly label: string;
  readonly value: number;
  readonly x: number;
  readonly height: number;
};

export type ColumnLayout = {readonly width: number; readonly columns: readonly Column[]};

/** Vertical columns, left to right in data order. */
export function columnLayout(
  data: readonly Datum[],
  {height, columnWidth, gap, max}: ColumnLayoutOptions,
): ColumnLayout {
  const top = max ?? Math.max(0, ...data.map((datum) => datum.value));
  const scale = top > 0 ? height / top : 0;
  return {
    width: data.length === 0 ? 0 : data.length * columnWidth + (data.length - 1) * gap,
    columns: data.map(({label, value}, index) => ({
      label,
      value,
      x: index * (columnWidth + gap),
      height: Math.min(height, Math.max(0, value) * scale),
    })),
  };
}

const niceMultipliers = [1, 2, 3, 4, 5, 6, 8, 10];

/** Smallest round number (1, 2, 3, 4, 5, 6 or 8 times a power of ten) at least `value`; 1 for nothing. */
export function niceMax(value: number): number {
  if (!(value > 1)) return 1;
  // A loop rather than Math.log10, whose rounding at exact powers of ten varies.
  let magnitude = 1;
  while (magnitude * 10 <= value) magnitude *= 10;
  const multiplier = niceMultipliers.find((candidate) => candidate * magnitude >= value) ?? 10;
  return multiplier * magnitude;
}

/** Whole-number ticks from 0 to `max` inclusive, at most seven, evenly spaced. */
export function axisTicks(max: number): number[] {
  if (!(max > 0)) return [0];
  for (let magnitude = 1; magnitude <= max; magnitude *= 10) {
    for (const step of [magnitude, 2 * magnitude, 5 * magnitude]) {
      if (max % step === 0 && max / step <= 6)
        return Array.from({length: max / step + 1}, (_, index) => index * step);
    }
  }
  return [0, max];
}

/** Year and month (1–12) of a `YYYY-MM` label, or null if it is not one. */
export function parseMonth(label: string): {readonly year: number; readonly month: number} | null {
  const match = /^(\d{4})-(\d{2})$/.exec(label);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? {year, month} : null;
}

/** `2025-03` → `Mar 2025` (names from src/utils/dates.ts). */
export function formatMonth(label: string): string {
  const parsed = parseMonth(label);
  return parsed ? `${monthAbbreviations[parsed.month - 1]} ${parsed.year}` : label;
}

/** What the x axis prints under one column: the month, and the year where it starts or changes. */
export type MonthAxisLabel = {readonly month: string; readonly year: string | null};

/**
 * Which columns of a monthly timeline get an axis label so that labels do not overlap:
 * a month label needs `minGap` columns, a year label `yearGap`. Labelled months are aligned
 * to the calendar (every month, every other, quarters, halves, Januaries…); the first column
 * is labelled too when it does not crowd the next label. The year goes under every labelled
 * January and under the first labelled column, unless a January follows too closely.
 * Null means no label.
 */
export function monthAxisLabels(
  labels: readonly string[],
  minGap: number,
  yearGap = minGap,
): (MonthAxisLabel | null)[] {
  const gap = Math.max(1, Math.ceil(minGap));
  const step =
    [1, 2, 3, 4, 6, 12].find((candidate) => candidate >= gap) ?? 12 * Math.ceil(gap / 12);
  const months = labels.map(parseMonth);
  const shown = months.map(
    (parsed) => parsed !== null && (parsed.year * 12 + parsed.month - 1) % step === 0,
  );
  const next = shown.indexOf(true);
  if (months[0] && (next === -1 || next >= gap)) shown[0] = true;
  const isJanuary = (index: number) => shown[index] === true && months[index]?.month === 1;
  const first = shown.indexOf(true);
  const nextJanuary = months.findIndex((_, index) => index > first && isJanuary(index));
  const firstHasYear = nextJanuary === -1 || nextJanuary - first >= Math.max(1, Math.ceil(yearGap));
  return months.map((parsed, index) => {
    if (!parsed || !shown[index]) return null;
    const withYear = isJanuary(index) || (index === first && firstHasYear);
    return {
      month: monthAbbreviations[parsed.month - 1]!,
      year: withYear ? String(parsed.year) : null,
    };
  });
}

/**
 * Rough width of `text` in a proportional sans-serif font. SVG text cannot be measured
 * at build time, so layouts reserve room from this estimate (slightly generous).
 */
export function estimateTextWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.6;
}

/** `text`, shortened with an ellipsis if its estimated width exceeds `maxWidth`. */
export function truncateLabel(text: string, maxWidth: number, fontSize: number): string {
  if (estimateTextWidth(text, fontSize) <= maxWidth) return text;
  let length = text.length - 1;
  while (
    length > 1 &&
    estimateTextWidth(`${text.slice(0, length).trimEnd()}…`, fontSize) > maxWidth
  )
    length -= 1;
  return `${text.slice(0, length).trimEnd()}…`;
}

/**
 * Labels for a column axis where every column has its own label: each one that
 * fits, skipping evenly (every second, third…) when `minGap` columns are needed per label.
 */
export function spacedAxisLabels(labels: readonly string[], minGap: number): (string | null)[] {
  const step = Math.max(1, Math.ceil(minGap));
  return labels.map((label, index) => (index % step === 0 ? label : null));
}
