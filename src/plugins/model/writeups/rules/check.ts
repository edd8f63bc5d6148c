import {platforms} from '../../../../config/writeups';
import {analyzeWriteupBody, type WriteupBody} from '../body';
import type {Vocabulary, WriteupFrontMatter} from '../frontMatter';
import type {WriteupSource} from '../load';
import {readWriteup} from '../model';
import type {WriteupLocation} from '../paths';
import {findContentProblems} from './content';
import {findMissingFigure} from './figureRequirement';

export type CheckedWriteup = {
  readonly source: WriteupSource;
  readonly location: WriteupLocation;
  readonly frontMatter?: WriteupFrontMatter;
  readonly analysis: WriteupBody;
  /** Front-matter problems: these fail the build. */
  readonly frontMatterProblems: readonly string[];
  /** Content-standard problems: these fail the content test. */
  readonly contentProblems: readonly string[];
};

/** The write-ups among the sources, each checked against the schema and the content standard; other docs are left out. */
export function checkWriteups(
  sources: readonly WriteupSource[],
  vocabulary: Vocabulary,
): CheckedWriteup[] {
  return sources.flatMap((source): CheckedWriteup[] => {
    const reading = readWriteup(source.relativePath, source.rawFrontMatter, vocabulary);
    if (reading.kind === 'not-a-writeup') return [];
    const analysis = analyzeWriteupBody(source.body, {firstLine: source.bodyStartLine});
    if (reading.kind === 'invalid') {
      return [
        {
          source,
          location: reading.location,
          analysis,
          frontMatterProblems: reading.problems,
          contentProblems: [],
        },
      ];
    }
    const kind = platforms[reading.location.platform].kind;
    return [
      {
        source,
        location: reading.location,
        analysis,
        frontMatter: reading.frontMatter,
        frontMatterProblems: [],
        contentProblems: [
          ...findContentProblems(reading.frontMatter, analysis, kind),
          ...findMissingFigure(reading.frontMatter, reading.location, analysis),
        ],
      },
    ];
  });
}

const minimumWordsForDuplicateCheck = 20;

/**
 * Paragraphs of 20 words or more that appear more than once across the write-ups
 * (CONTENT.md: no two write-ups share paragraphs), keyed by the files that share them.
 */
export function findSharedParagraphs(writeups: readonly CheckedWriteup[]): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  for (const writeup of writeups) {
    for (const paragraph of writeup.analysis.paragraphs) {
      const normalized = paragraph
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
      if (normalized.split(' ').length < minimumWordsForDuplicateCheck) continue;
      seen.set(normalized, [...(seen.get(normalized) ?? []), writeup.source.relativePath]);
    }
  }
  return new Map([...seen].filter(([, files]) => files.length > 1));
}
