import type {SearchContextId} from './contexts';
import type {SearchDocument} from './documents';
import {createIndex, type IndexedFields} from './lunrIndex';

/**
 * What a hit shows and what the full index is rebuilt from, stored compactly:
 * [url, title, breadcrumb, context, description, keywords, [anchor, heading][]].
 */
export type StoredDocument = readonly [
  string,
  string,
  string,
  SearchContextId | '',
  string,
  string,
  readonly (readonly [string, string])[],
];

/**
 * The first file a reader downloads: every page's title, headings, description and
 * keywords, with a prebuilt index of them. Small, so suggestions appear at once.
 */
export type TitlesFile = {readonly documents: readonly StoredDocument[]; readonly index: object};

/** The second file: each page's section texts, from which the search worker builds the full index. */
export type ContentFile = {readonly contents: readonly (readonly string[])[]};

/** Where the hashed index files are; fetched first, never cached for long. */
export type SearchManifest = {readonly titles: string; readonly content: string; readonly documents: number};

/** The fields lunr indexes for a stored page, with or without its text. */
export function toIndexedFields(document: StoredDocument, texts: readonly string[] | null): IndexedFields {
  const [, title, , , description, keywords, sections] = document;
  return {
    title,
    heading: sections.map(([, heading]) => heading).join(' '),
    description,
    keywords,
    content: texts ? texts.join(' ') : '',
  };
}

/** Scores to 4 significant digits: ranking is unchanged, the file shrinks by a third. */
function roundScores(serialized: object): object {
  const json = serialized as {fieldVectors: [string, number[]][]};
  return {
    ...json,
    fieldVectors: json.fieldVectors.map(([ref, elements]) => [
      ref,
      elements.map((value, index) => (index % 2 === 1 ? Number(value.toPrecision(4)) : value)),
    ]),
  };
}

export function buildSearchFiles(documents: readonly SearchDocument[]): {titles: TitlesFile; content: ContentFile} {
  const stored = documents.map((d): StoredDocument => [
    d.url,
    d.title,
    d.breadcrumb,
    d.context,
    d.description,
    d.keywords,
    d.sections.map((s) => [s.anchor, s.heading] as const),
  ]);
  return {
    titles: {documents: stored, index: roundScores(createIndex(stored.map((document) => toIndexedFields(document, null))).toJSON())},
    content: {contents: documents.map((d) => d.sections.map((section) => section.text))},
  };
}
