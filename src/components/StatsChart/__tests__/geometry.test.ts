import {describe, expect, it} from 'vitest';
import {
  VALUE_LABEL_ROOM,
  axisTicks,
  barLayout,
  columnLayout,
  formatMonth,
  monthAxisLabels,
  niceMax,
  truncateLabel,
  estimateTextWidth,
} from '../geometry';

const bars = {width: 400, barHeight: 20, gap: 10, labelWidth: 100};
const room = bars.width - bars.labelWidth - VALUE_LABEL_ROOM;

describe('barLayout', () => {
  it.each([
    {name: 'proportional to the largest', values: [40, 20, 10], widths: [room, room / 2, room / 4]},
    {name: 'zero stays empty', values: [5, 0], widths: [room, 0]},
    {name: 'all zero does not divide by zero', values: [0, 0], widths: [0, 0]},
    {name: 'one bar spans the room', values: [3], widths: [room]},
  ])('$name', ({values, widths}) => {
    const layout = barLayout(
      values.map((value, index) => ({label: `item ${index}`, value})),
      bars,
    );
    expect(layout.bars.map((bar) => bar.width)).toEqual(widths);
  });

  it('stacks bars with the gap between them', () => {
    const layout = barLayout(
      [
        {label: 'a', value: 1},
        {label: 'b', value: 2},
        {label: 'c', value: 3},
      ],
      bars,
    );
    expect(layout.bars.map((bar) => bar.y)).toEqual([0, 30, 60]);
    expect(layout.height).toBe(3 * 20 + 2 * 10);
  });

  it('gives nothing for no data', () => {
    expect(barLayout([], bars)).toEqual({height: 0, bars: []});
  });
});

describe('columnLayout', () => {
  const options = {height: 100, columnWidth: 10, gap: 5};

  it.each([
    {
      name: 'proportional to the largest',
      values: [50, 25, 0],
      max: undefined,
      heights: [100, 50, 0],
    },
    {name: 'proportional to a rounded axis maximum', values: [35, 7], max: 70, heights: [50, 10]},
    {name: 'all zero does not divide by zero', values: [0, 0], max: undefined, heights: [0, 0]},
  ])('$name', ({values, max, heights}) => {
    const layout = columnLayout(
      values.map((value, index) => ({label: `2025-0${index + 1}`, value})),
      {...options, max},
    );
    expect(layout.columns.map((column) => column.height)).toEqual(heights);
  });

  it('places columns left to right', () => {
    const layout = columnLayout(
      [
        {label: '2025-01', value: 1},
        {label: '2025-02', value: 1},
        {label: '2025-03', value: 1},
      ],
      options,
    );
    expect(layout.columns.map((column) => column.x)).toEqual([0, 15, 30]);
    expect(layout.width).toBe(40);
  });

  it('gives nothing for no data', () => {
    expect(columnLayout([], options)).toEqual({width: 0, columns: []});
  });
});

describe('niceMax and axisTicks', () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 3],
    [7, 8],
    [10, 10],
    [14, 20],
    [35, 40],
    [46, 50],
    [99, 100],
    [101, 200],
  ])('niceMax(%i) is %i', (value, expected) => {
    expect(niceMax(value)).toBe(expected);
  });

  it.each([
    [1, [0, 1]],
    [5, [0, 1, 2, 3, 4, 5]],
    [8, [0, 2, 4, 6, 8]],
    [20, [0, 5, 10, 15, 20]],
    [40, [0, 10, 20, 30, 40]],
    [60, [0, 10, 20, 30, 40, 50, 60]],
  ])('axisTicks(%i) is %j', (max, expected) => {
    expect(axisTicks(max)).toEqual(expected);
  });

  it('has whole, evenly spaced ticks ending at the maximum for any nice maximum', () => {
    for (let value = 1; value <= 1000; value += 1) {
      const ticks = axisTicks(niceMax(value));
      expect(ticks.at(-1)).toBe(niceMax(value));
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      expect(ticks.length).toBeLessThanOrEqual(7);
      expect(ticks.every(Number.isInteger)).toBe(true);
    }
  });
});

describe('formatMonth', () => {
  it.each([
    ['2025-01', 'Jan 2025'],
    ['2025-03', 'Mar 2025'],
    ['2024-12', 'Dec 2024'],
    ['2025-13', '2025-13'],
    ['March', 'March'],
  ])('%s → %s', (label, expected) => {
    expect(formatMonth(label)).toBe(expected);
  });
});

/** Compact view of the axis: "Mar 2025", "May", or "" for an unlabelled column. */
const axis = (labels: readonly string[], minGap: number, yearGap = minGap) =>
  monthAxisLabels(labels, minGap, yearGap).map((label) =>
    label ? [label.month, label.year].filter(Boolean).join(' ') : '',
  );

const months = (first: string, count: number) => {
  const [year, month] = first.split('-').map(Number) as [number, number];
  return Array.from({length: count}, (_, index) => {
    const absolute = year * 12 + month - 1 + index;
    return `${Math.floor(absolute / 12)}-${String((absolute % 12) + 1).padStart(2, '0')}`;
  });
};

describe('monthAxisLabels', () => {
  it('labels every month when there is room, with the year once', () => {
    expect(axis(months('2025-01', 4), 1)).toEqual(['Jan 2025', 'Feb', 'Mar', 'Apr']);
  });

  it('labels every other month aligned to the calendar and the year at each January', () => {
    expect(axis(months('2024-11', 6), 2)).toEqual(['Nov 2024', '', 'Jan 2025', '', 'Mar', '']);
  });

  it('leaves the year off the first month when the next January is too close for both years', () => {
    expect(axis(months('2024-12', 3), 1, 2)).toEqual(['Dec', 'Jan 2025', 'Feb']);
    expect(axis(months('2024-11', 4), 1, 2)).toEqual(['Nov 2024', 'Dec', 'Jan 2025', 'Feb']);
    expect(axis(months('2024-11', 4), 1, 3)).toEqual(['Nov', 'Dec', 'Jan 2025', 'Feb']);
  });

  it('drops the first month when it would crowd the next label', () => {
    expect(axis(months('2025-02', 5), 2)).toEqual(['', 'Mar 2025', '', 'May', '']);
    expect(axis(months('2024-12', 3), 3)).toEqual(['', 'Jan 2025', '']);
  });

  it('keeps only Januaries on long timelines, and always the first when it fits', () => {
    expect(axis(months('2023-03', 30), 9).filter(Boolean)).toEqual([
      'Mar 2023',
      'Jan 2024',
      'Jan 2025',
    ]);
    expect(axis(months('2023-06', 30), 9).filter(Boolean)).toEqual(['Jan 2024', 'Jan 2025']);
  });

  it.each([1, 2, 3, 5, 7, 13, 30])('never puts two labels closer than %i columns', (minGap) => {
    const shown = monthAxisLabels(months('2019-05', 80), minGap).flatMap((label, index) =>
      label ? [index] : [],
    );
    expect(shown.length).toBeGreaterThan(0);
    for (let i = 1; i < shown.length; i += 1)
      expect(shown[i]! - shown[i - 1]!).toBeGreaterThanOrEqual(minGap);
  });

  it('gives nothing for no months', () => {
    expect(monthAxisLabels([], 2)).toEqual([]);
  });
});

describe('truncateLabel', () => {
  it('keeps labels that fit and shortens the rest with an ellipsis that fits', () => {
    expect(truncateLabel('Forensics', 100, 10)).toBe('Forensics');
    const short = truncateLabel('A very long tool name indeed', 100, 10);
    expect(short.endsWith('…')).toBe(true);
    expect(estimateTextWidth(short, 10)).toBeLessThanOrEqual(100);
  });
});
