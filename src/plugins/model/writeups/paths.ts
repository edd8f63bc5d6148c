import {
  categoryLabel,
  difficultyLabels,
  platforms,
  platformIds,
  type Difficulty,
  type PlatformId,
} from '../../../config/writeups';

export type WriteupLocation = {
  readonly platform: PlatformId;
  /** Category folder name, e.g. `forensics`, or the platform id for single-category platforms. */
  readonly category: string;
};

const markdownExtension = /\.mdx?$/;

/**
 * Tells whether a doc (path relative to `docs/`, POSIX separators) is a write-up
 * and, if so, which platform and category its folder says it belongs to.
 * A platform folder's own `index.mdx` is its landing page, not a write-up.
 */
export function locateWriteup(relativeDocPath: string): WriteupLocation | null {
  if (!markdownExtension.test(relativeDocPath)) {
    return null;
  }
  const segments = relativeDocPath.split('/');
  const platform = platformIds.find((id) => platforms[id].docsDir === segments[0]);
  if (!platform || segments.length < 2) {
    return null;
  }
  if (segments.length === 2 && /^index\.mdx?$/.test(segments[1]!)) {
    return null;
  }
  const categories = Object.keys(platforms[platform].categories);
  const category =
    categories.length === 1 ? categories[0]! : segments.length > 2 ? segments[1]! : '';
  return {platform, category};
}

/** The sidebar levels above a write-up, as its breadcrumbs show them: ["picoCTF", "Forensics"], or just the platform when it has one category. */
export function writeupLocationCrumbs({platform, category}: WriteupLocation): readonly string[] {
  const {label, categories} = platforms[platform];
  const categoryName = categoryLabel(platform, category);
  return Object.keys(categories).length > 1 && categoryName ? [label, categoryName] : [label];
}

/** Where a write-up comes from, for readers: "picoCTF Forensics", or just the platform when it has one category. */
export function describeWriteupLocation(location: WriteupLocation): string {
  return writeupLocationCrumbs(location).join(' ');
}

/** The line under a write-up's title in every list: "picoCTF Forensics · Medium · 150 points" (no points, no third part). */
export function describeWriteupFacts(
  location: WriteupLocation,
  difficulty: Difficulty,
  points?: number | null,
): string {
  const facts = [describeWriteupLocation(location), difficultyLabels[difficulty]];
  if (points !== undefined && points !== null) facts.push(`${points} points`);
  return facts.join(' · ');
}

/**
 * A write-up's address, as the docs plugin makes it from the file's path: `x/x.mdx` (or `x/index.mdx`) is
 * its folder's index, `/docs/…/x/`; any other file is `/docs/…/name`. For checks made without a build.
 */
export function writeupPermalink(
  relativeDocPath: string,
  baseUrl: string,
  routeBasePath = 'docs',
): string {
  const segments = relativeDocPath.replace(markdownExtension, '').split('/');
  const isFolderIndex =
    segments.length >= 2 && (segments.at(-1) === segments.at(-2) || segments.at(-1) === 'index');
  const path = isFolderIndex ? `${segments.slice(0, -1).join('/')}/` : segments.join('/');
  return `${baseUrl}${routeBasePath}/${path}`;
}
