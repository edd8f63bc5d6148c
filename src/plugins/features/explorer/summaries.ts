import {toDay} from '../../../utils/dates';
import type {Writeup} from '../../model/writeups';
import type {WriteupSummary} from './model';

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
