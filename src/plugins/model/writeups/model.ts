import type {AllContent} from '@docusaurus/types';
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';
import type {Vocabulary, WriteupFrontMatter} from './frontMatter';
import {checkWriteupFrontMatter} from './validate';
import {locateWriteup, type WriteupLocation} from './paths';
import type {WriteupCommand} from './commands';
import type {Technique} from './techniques';
import type {Tool} from './tools';

/**
 * A write-up: a doc under a platform folder whose front matter passed the
 * write-up schema. The one shape every plugin and page reads; made once, when
 * the docs load, by src/plugins/model/writeups.
 */
export type Writeup = {
  /** The doc id, e.g. `pico-ctf/forensics/enhance`. */
  readonly id: string;
  /** The source file relative to the docs folder, POSIX separators. */
  readonly relativePath: string;
  readonly permalink: string;
  readonly title: string;
  readonly description: string;
  readonly location: WriteupLocation;
  readonly frontMatter: WriteupFrontMatter;
  /** False for an unlisted or draft page: reachable by its URL, shown in no listing. */
  readonly listed: boolean;
  /** The command lines of its shell blocks and session transcripts (what the tool pages collect). */
  readonly commands: readonly WriteupCommand[];
};

/** The docs plugin's content, with the write-ups it holds and the technique and tool vocabularies they use. */
export type WriteupsContent = LoadedContent & {
  readonly writeups: readonly Writeup[];
  readonly techniques: readonly Technique[];
  readonly tools: readonly Tool[];
};

/** Where a doc's source file is, relative to the docs folder (`@site/docs/a/b.mdx` → `a/b.mdx`). */
export function docRelativePath(source: string, docsPath: string): string {
  const prefix = `@site/${docsPath.replace(/^\.\/|\/$/g, '')}/`;
  return source.startsWith(prefix) ? source.slice(prefix.length) : source;
}

export type WriteupReading =
  | {readonly kind: 'not-a-writeup'}
  | {
      readonly kind: 'invalid';
      readonly location: WriteupLocation;
      readonly problems: readonly string[];
    }
  | {
      readonly kind: 'writeup';
      readonly location: WriteupLocation;
      readonly frontMatter: WriteupFrontMatter;
    };

/**
 * The one answer to "is this doc a write-up, and what does it say?": a file under
 * a platform's category folder, read with the write-up schema. Used when the docs
 * load, by the sidebar order and by the remark plugin that inserts the card.
 */
export function readWriteup(
  relativePath: string,
  rawFrontMatter: Readonly<Record<string, unknown>>,
  vocabulary: Vocabulary,
): WriteupReading {
  const location = locateWriteup(relativePath);
  if (!location) return {kind: 'not-a-writeup'};
  const check = checkWriteupFrontMatter({...rawFrontMatter}, location, vocabulary);
  return check.ok
    ? {kind: 'writeup', location, frontMatter: check.frontMatter}
    : {kind: 'invalid', location, problems: check.problems};
}

/** `readWriteup` against one vocabulary, for a caller that asks about the same files more than once. */
export type WriteupReader = (
  relativePath: string,
  rawFrontMatter: Readonly<Record<string, unknown>>,
) => WriteupReading;

/**
 * A reader that validates each file's front matter once: the docs' load, the sidebar and the remark
 * steps of one build ask it about the same file and get the same reading. A file whose front matter
 * changed (an edit under `npm start`) is read again.
 */
export function createWriteupReader(vocabulary: Vocabulary): WriteupReader {
  const readings = new Map<
    string,
    {readonly frontMatter: string; readonly reading: WriteupReading}
  >();
  return (relativePath, rawFrontMatter) => {
    const frontMatter = JSON.stringify(rawFrontMatter);
    const known = readings.get(relativePath);
    if (known?.frontMatter === frontMatter) return known.reading;
    const reading = readWriteup(relativePath, rawFrontMatter, vocabulary);
    readings.set(relativePath, {frontMatter, reading});
    return reading;
  };
}

/** A page is listed unless its front matter makes it unlisted or a draft: then it is in no listing, feed, card or index. */
export function isListed(rawFrontMatter: Readonly<Record<string, unknown>>): boolean {
  return rawFrontMatter.unlisted !== true && rawFrontMatter.draft !== true;
}

const docsPluginName = 'docusaurus-plugin-content-docs';

/**
 * Every listed write-up of the site, in the docs' order: the only way a plugin
 * gets write-ups. Unlisted and draft pages are left out here, so every listing
 * (home counts, explorer, statistics, feeds, social cards, search) agrees.
 */
export function getWriteups(allContent: AllContent): readonly Writeup[] {
  return writeupsContentOf(allContent).writeups.filter((writeup) => writeup.listed);
}

/** Every listed doc (write-ups and the other pages of the docs), as the docs plugin loaded it. */
export function getListedDocs(allContent: AllContent): readonly DocMetadata[] {
  return writeupsContentOf(allContent)
    .loadedVersions.flatMap((version) => version.docs)
    .filter((doc) => isListed(doc.frontMatter));
}

/** The technique vocabulary (docs/techniques.yml), in file order. */
export function getTechniques(allContent: AllContent): readonly Technique[] {
  return writeupsContentOf(allContent).techniques;
}

/** The tool vocabulary (docs/tools.yml), in file order. */
export function getTools(allContent: AllContent): readonly Tool[] {
  return writeupsContentOf(allContent).tools;
}

function writeupsContentOf(allContent: AllContent): WriteupsContent {
  const content = allContent[docsPluginName]?.default as WriteupsContent | undefined;
  if (!content?.writeups) {
    throw new Error(
      "No write-ups: src/plugins/model/writeups must load the docs (it replaces the preset's docs plugin).",
    );
  }
  return content;
}
