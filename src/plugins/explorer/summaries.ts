import {toDay} from '../../utils/dates';
import type {Writeup} from '../writeups/model';
import type {WriteupSummary} from './model';

/** What the explorer, the statistics and the feeds show of a write-up. */
export function toWriteupSummary({title, permalink, description, location, frontMatter}: Writeup): WriteupSummary {
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

/**
 * Authors spell a tool differently from page to page ("ExifTool", "exiftool");
 * the facets and the statistics count it once, under its most used spelling
 * (ties: the first in alphabetical order).
 */
export function unifyToolSpellings(writeups: readonly WriteupSummary[]): WriteupSummary[] {
  const spellings = new Map<string, Map<string, number>>();
  for (const tool of writeups.flatMap((writeup) => writeup.tools)) {
    const variants = spellings.get(tool.toLowerCase()) ?? new Map<string, number>();
    variants.set(tool, (variants.get(tool) ?? 0) + 1);
    spellings.set(tool.toLowerCase(), variants);
  }
  const canonical = new Map(
    [...spellings].map(([key, variants]) => [
      key,
      [...variants].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))[0]![0],
    ]),
  );
  return writeups.map((writeup) => ({...writeup, tools: [...new Set(writeup.tools.map((tool) => canonical.get(tool.toLowerCase())!))]}));
}
