import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Datum} from '@site/src/plugins/features/statistics/stats';
import {
  axisTicks,
  barLayout,
  columnLayout,
  estimateTextWidth,
  formatMonth,
  monthAxisLabels,
  niceMax,
  spacedAxisLabels,
  truncateLabel,
} from './geometry';
import styles from './styles.module.css';

export type ChartProps = {
  /** Unique on the page; the SVG title, description and table ids derive from it. */
  readonly id: string;
  /** Short caption shown above the chart, also the SVG title and the table caption. */
  readonly title: string;
  /** Replaces the generated summary of the data read out with the chart. */
  readonly description?: string;
  readonly data: readonly Datum[];
  /** Header of the table's first column, e.g. "Category". */
  readonly labelHeader?: string;
  /** Header of the table's count column. */
  readonly valueHeader?: string;
  /** The table of the numbers folded under a summary line (long tables inside an article), instead of beside the chart. */
  readonly foldTable?: boolean;
  /** Shows the description under the title as the chart's subtitle: the point the reader should take away. */
  readonly showDescription?: boolean;
  /** Labels of the values the prose is about, drawn in the accent colour and named in the table. */
  readonly highlight?: readonly string[];
};

// User units of the viewBox; the SVG is scaled to its container, so these set proportions.
const VIEW_WIDTH = 400;
// 14 units stay at 12 CSS px or more on a 375 px phone, where the chart is about 343 px wide.
const FONT_SIZE = 14;
const BAR_HEIGHT = 20;
const BAR_GAP = 8;
const LABEL_PADDING = 8;
const MAX_LABEL_WIDTH = VIEW_WIDTH * 0.45;

const AXIS_FONT_SIZE = 14;
const PLOT_HEIGHT = 160;
const PLOT_TOP = 10;
/** Room left of the plot for the value axis's title and its numbers. */
const PLOT_LEFT = 58;
const PLOT_RIGHT = 12;
const MAX_COLUMN_PITCH = 48;
const X_LABEL_LINE = 17;
/** The line of axis titles above the bars of a bar chart. */
const BAR_HEADER = 24;

/** "Forensics 46, General Skills 40, …" for every datum. */
export function describeData(data: readonly Datum[]): string {
  return data.map(({label, value}) => `${label} ${value}`).join(', ') + '.';
}

/** First and last month, total and busiest month: a full list of months is too long to hear. */
export function describeTimeline(data: readonly Datum[]): string {
  const first = data[0];
  const last = data.at(-1);
  if (!first || !last) return '';
  const total = data.reduce((sum, {value}) => sum + value, 0);
  const busiest = data.reduce((best, datum) => (datum.value > best.value ? datum : best), first);
  return `${total} in total from ${formatMonth(first.label)} to ${formatMonth(last.label)}; most in ${formatMonth(busiest.label)} (${busiest.value}).`;
}

type FigureProps = Omit<ChartProps, 'data' | 'highlight'> & {
  readonly rows: readonly Datum[];
  readonly summary: string;
  readonly height: number;
  /** Rows to mark in the table (the labels the prose is about). */
  readonly highlighted?: ReadonlySet<string>;
  readonly children: ReactNode;
};

/** The parts both charts share: caption, labelled SVG and the data table beside it. */
function ChartFigure({
  id,
  title,
  description,
  summary,
  labelHeader = 'Item',
  valueHeader = 'Write-ups',
  foldTable = false,
  showDescription = false,
  highlighted,
  rows,
  height,
  children,
}: FigureProps): ReactNode {
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const table = (
    <table className={styles.table}>
      <caption className="visually-hidden">{title}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          <th scope="col" className={styles.number}>
            {valueHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({label, value}) => (
          <tr key={label} className={clsx(highlighted?.has(label) && styles.highlightedRow)}>
            <th scope="row">{label}</th>
            <td className={styles.number}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <figure className={clsx(styles.figure, foldTable && styles.stacked)} id={id}>
      <figcaption className={styles.caption}>
        {title}
        {showDescription && description && <span className={styles.subtitle}>{description}</span>}
      </figcaption>
      {rows.length === 0 ? (
        <p className={styles.empty}>No write-ups yet.</p>
      ) : (
        <>
          <svg
            className={styles.chart}
            role="img"
            aria-labelledby={`${titleId} ${descId}`}
            viewBox={`0 0 ${VIEW_WIDTH} ${round(height)}`}
            width="100%"
            preserveAspectRatio="xMinYMin meet"
          >
            <title id={titleId}>{title}</title>
            <desc id={descId}>{description ?? summary}</desc>
            {children}
          </svg>
          {foldTable ? (
            <details className={styles.numbers}>
              <summary>The numbers behind the chart</summary>
              {table}
            </details>
          ) : (
            table
          )}
        </>
      )}
    </figure>
  );
}

/** Two decimals keep the server-rendered markup short; the values are deterministic either way. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Horizontal bars with the count at the end of each, and the same numbers in a table. */
export function BarChart({data, highlight = [], ...props}: ChartProps): ReactNode {
  const longest = Math.max(0, ...data.map(({label}) => estimateTextWidth(label, FONT_SIZE)));
  const labelWidth = Math.min(MAX_LABEL_WIDTH, longest + LABEL_PADDING);
  const layout = barLayout(data, {
    width: VIEW_WIDTH,
    barHeight: BAR_HEIGHT,
    gap: BAR_GAP,
    labelWidth,
  });
  return (
    <ChartFigure
      {...props}
      rows={data}
      summary={describeData(data)}
      height={layout.height + BAR_HEADER}
      highlighted={new Set(highlight)}
    >
      {/* Axis titles: what the labels are, over them, and what the bars count, over the bars. */}
      <g fontSize={FONT_SIZE} className={styles.axisTitle} aria-hidden="true">
        <text x={labelWidth - LABEL_PADDING} y={FONT_SIZE} textAnchor="end">
          {truncateLabel(props.labelHeader ?? 'Item', labelWidth - LABEL_PADDING, FONT_SIZE)}
        </text>
        <text x={labelWidth} y={FONT_SIZE}>
          {props.valueHeader ?? 'Write-ups'}
        </text>
      </g>
      <g fontSize={FONT_SIZE} transform={`translate(0 ${BAR_HEADER})`}>
        {layout.bars.map((bar) => {
          const middle = round(bar.y + BAR_HEIGHT / 2);
          return (
            <g key={bar.label}>
              <text
                x={labelWidth - LABEL_PADDING}
                y={middle}
                textAnchor="end"
                dominantBaseline="central"
              >
                {truncateLabel(bar.label, labelWidth - LABEL_PADDING, FONT_SIZE)}
              </text>
              <rect
                className={clsx(styles.bar, highlight.includes(bar.label) && styles.highlighted)}
                x={labelWidth}
                y={bar.y}
                width={round(bar.width)}
                height={BAR_HEIGHT}
              >
                <title>{`${bar.label}: ${bar.value}`}</title>
              </rect>
              <text
                className={styles.value}
                x={round(labelWidth + bar.width + 6)}
                y={middle}
                dominantBaseline="central"
              >
                {bar.value}
              </text>
            </g>
          );
        })}
      </g>
    </ChartFigure>
  );
}

/**
 * Vertical columns with a y axis: a `YYYY-MM` timeline (month and year under the
 * columns), or with `axis="labels"` any labels, each written under its column as
 * far as room allows; the table lists every value.
 */
export function ColumnChart({
  data,
  axis = 'months',
  highlight = [],
  ...props
}: ChartProps & {readonly axis?: 'months' | 'labels'}): ReactNode {
  const plotWidth = VIEW_WIDTH - PLOT_LEFT - PLOT_RIGHT;
  const pitch =
    data.length === 0 ? MAX_COLUMN_PITCH : Math.min(MAX_COLUMN_PITCH, plotWidth / data.length);
  const columnWidth = pitch * 0.7;
  const max = niceMax(Math.max(0, ...data.map(({value}) => value)));
  const layout = columnLayout(data, {
    height: PLOT_HEIGHT,
    columnWidth,
    gap: pitch - columnWidth,
    max,
  });
  // Columns one label needs: its estimated width plus a little air, over the column pitch.
  const axisLabels =
    axis === 'months'
      ? monthAxisLabels(
          data.map(({label}) => label),
          (estimateTextWidth('May', AXIS_FONT_SIZE) + 6) / pitch,
          (estimateTextWidth('2025', AXIS_FONT_SIZE) + 6) / pitch,
        )
      : spacedAxisLabels(
          data.map(({label}) => label),
          (Math.max(0, ...data.map(({label}) => estimateTextWidth(label, AXIS_FONT_SIZE))) + 4) /
            pitch,
        ).map((label) => (label === null ? null : {month: label, year: null}));
  const baseline = PLOT_TOP + PLOT_HEIGHT;
  const y = (value: number) => round(baseline - (value / max) * PLOT_HEIGHT);
  // Months take two lines under a column (month, then year); other labels one.
  const labelLines = axis === 'months' ? 2 : 1;
  const xTitleLine = baseline + (labelLines + 1) * X_LABEL_LINE + 2;
  const rows =
    axis === 'months' ? data.map(({label, value}) => ({label: formatMonth(label), value})) : data;
  return (
    <ChartFigure
      {...props}
      rows={rows}
      summary={axis === 'months' ? describeTimeline(data) : describeData(data)}
      height={xTitleLine + 6}
      highlighted={new Set(highlight)}
    >
      {/* Axis titles: the count up the left side, what the columns are under their labels. */}
      <g fontSize={AXIS_FONT_SIZE} className={styles.axisTitle} aria-hidden="true">
        <text
          transform={`rotate(-90) translate(${-round(PLOT_TOP + PLOT_HEIGHT / 2)} ${AXIS_FONT_SIZE})`}
          textAnchor="middle"
        >
          {props.valueHeader ?? 'Write-ups'}
        </text>
        <text x={round(PLOT_LEFT + plotWidth / 2)} y={xTitleLine} textAnchor="middle">
          {props.labelHeader ?? (axis === 'months' ? 'Month' : 'Item')}
        </text>
      </g>
      <g fontSize={AXIS_FONT_SIZE}>
        {axisTicks(max).map((tick) => (
          <g key={tick}>
            <line
              className={tick === 0 ? styles.axis : styles.grid}
              x1={PLOT_LEFT}
              x2={VIEW_WIDTH - PLOT_RIGHT}
              y1={y(tick)}
              y2={y(tick)}
            />
            <text x={PLOT_LEFT - 6} y={y(tick)} textAnchor="end" dominantBaseline="central">
              {tick}
            </text>
          </g>
        ))}
        {layout.columns.map((column, index) => {
          const centre = round(PLOT_LEFT + column.x + columnWidth / 2);
          const axisLabel = axisLabels[index];
          return (
            <g key={column.label}>
              <rect
                className={clsx(styles.bar, highlight.includes(column.label) && styles.highlighted)}
                x={round(PLOT_LEFT + column.x)}
                y={round(baseline - column.height)}
                width={round(columnWidth)}
                height={round(column.height)}
              >
                <title>{`${axis === 'months' ? formatMonth(column.label) : column.label}: ${column.value}`}</title>
              </rect>
              {axisLabel && (
                <text x={centre} y={baseline + X_LABEL_LINE} textAnchor="middle">
                  <tspan>{axisLabel.month}</tspan>
                  {axisLabel.year && (
                    <tspan x={centre} dy={X_LABEL_LINE}>
                      {axisLabel.year}
                    </tspan>
                  )}
                </text>
              )}
            </g>
          );
        })}
      </g>
    </ChartFigure>
  );
}
