import {useId, type ReactNode} from 'react';
import {BarChart, ColumnChart} from '@site/src/components/StatsChart';

export type Props = {
  /** `columns` for an ordered axis (letters, bytes, time steps), `bars` for a ranking of named items. */
  readonly kind: 'bars' | 'columns';
  /** The caption above the chart, also its accessible name. */
  readonly title: string;
  /** What the reader should notice: shown under the title as the chart's subtitle, and read out with it. */
  readonly description: string;
  /** The numbers, computed by the script beside the page from the original file, in display order. */
  readonly data: readonly {readonly label: string; readonly value: number}[];
  readonly labelHeader: string;
  readonly valueHeader: string;
  /** Labels of the values the prose is about: drawn in the accent colour and marked in the table. */
  readonly highlight?: string | readonly string[];
};

/**
 * A chart in a write-up (letter counts, events per ID, timings), drawn as SVG in
 * the theme's colours so it follows the colour mode, with its numbers in a
 * folded table. Available in every MDX file without an import.
 */
export default function Chart({
  kind,
  title,
  description,
  data,
  labelHeader,
  valueHeader,
  highlight,
}: Props): ReactNode {
  // A stable id from React, so two charts on a page never share one.
  const id = `chart-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const marked =
    highlight === undefined ? [] : typeof highlight === 'string' ? [highlight] : highlight;
  const common = {
    id,
    title,
    description,
    data,
    labelHeader,
    valueHeader,
    foldTable: true,
    showDescription: true,
    highlight: marked,
  } as const;
  return kind === 'columns' ? <ColumnChart {...common} axis="labels" /> : <BarChart {...common} />;
}
