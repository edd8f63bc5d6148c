import {toDay} from '../../../utils/dates';
import type {WriteupFrontMatter} from './frontMatter';
import type {AllContent} from '@docusaurus/types';
import {getWriteups, type Writeup} from './model';

/**
 * What the explorer, the statistics page and the write-ups feed know of one write-up: the front
 * matter's own fields (frontMatter.ts), the doc's title, address and description, and JSON-ready
 * forms of the number and the day.
 */
export type WriteupSummary = Readonly<
  Pick<
    WriteupFrontMatter,
    'platform' | 'category' | 'difficulty' | 'event' | 'tools' | 'tags' | 'techniques'
  >
> & {
  readonly title: string;
  readonly permalink: string;
  readonly description: string;
  readonly points: number | null;
  /** Publication day, `YYYY-MM-DD`. */
  readonly published: string;
};

/** What the explorer, the statistics and the feeds show of a write-up. */
export function toWriteupSummary({
  title,
  permalink,
  description,
  location,
  frontMatter,
}: Writeup): WriteupSummary {
  return {
    title,
    permalink,
    description,
    platform: location.platform,
    category: location.category,
    difficulty: frontMatter.difficulty,
    points: frontMatter.points ?? null,
    event: frontMatter.event,
    tools: frontMatter.tools,
    tags: frontMatter.tags,
    techniques: frontMatter.techniques,
    published: toDay(frontMatter.published),
  };
}

const summariesOf = new WeakMap<AllContent, readonly WriteupSummary[]>();

/**
 * Every listed write-up's summary, made once per content load and shared by the plugins that
 * show summaries (explorer, statistics, feeds).
 */
export function getWriteupSummaries(allContent: AllContent): readonly WriteupSummary[] {
  let summaries = summariesOf.get(allContent);
  if (!summaries) {
    summaries = getWriteups(allContent).map(toWriteupSummary);
    summariesOf.set(allContent, summaries);
  }
  return summaries;
}
