import type {WriteupFrontMatter} from '../../model/writeups/client';

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
