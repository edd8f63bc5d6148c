import type {WriteupFrontMatter} from '../writeups/frontMatter';
import type {WriteupSummary} from './model';

/** The fields of a loaded doc this plugin reads (a subset of the docs plugin's DocMetadata). */
export type LoadedDoc = {
  readonly title: string;
  readonly description: string;
  readonly permalink: string;
  readonly unlisted?: boolean;
  readonly draft?: boolean;
  readonly frontMatter: Record<string, unknown>;
};

/** The docs plugin's loaded content, as far as the plugins built on write-ups read it. */
export type DocsContent = {readonly loadedVersions: readonly {readonly docs: readonly LoadedDoc[]}[]};

const day = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

/**
 * A doc's summary if it is a write-up (the writeups plugin has already validated
 * every write-up's front matter, so here a `platform` field is what marks one).
 */
export function toWriteupSummary(doc: LoadedDoc): WriteupSummary | null {
  if (doc.unlisted || doc.draft || typeof doc.frontMatter.platform !== 'string') return null;
  const frontMatter = doc.frontMatter as unknown as WriteupFrontMatter;
  return {
    title: doc.title,
    permalink: doc.permalink,
    description: doc.description,
    platform: frontMatter.platform,
    category: frontMatter.category,
    difficulty: frontMatter.difficulty,
    points: frontMatter.points ?? null,
    event: frontMatter.event,
    tools: frontMatter.tools,
    tags: frontMatter.tags,
    published: day(frontMatter.published),
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
    [...spellings].map(([key, variants]) => [key, [...variants].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))[0]![0]]),
  );
  return writeups.map((writeup) => ({...writeup, tools: [...new Set(writeup.tools.map((tool) => canonical.get(tool.toLowerCase())!))]}));
}
