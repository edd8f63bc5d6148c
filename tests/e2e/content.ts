import path from 'node:path';
import {readVocabulary, readWriteupSources} from '../../src/plugins/model/writeups';
import {isListed, readWriteup} from '../../src/plugins/model/writeups';
import type {WriteupLocation} from '../../src/plugins/model/writeups';

const docsDir = path.resolve(__dirname, '../../docs');

type ListedWriteup = {
  readonly title: string;
  readonly description: string;
  readonly location: WriteupLocation;
};

/** The listed write-ups, read from the content itself: what the pages should show, without restating it in the tests. */
export async function loadWriteups(): Promise<ListedWriteup[]> {
  const vocabulary = await readVocabulary(docsDir);
  return (await readWriteupSources(docsDir)).flatMap((source) => {
    const reading = readWriteup(source.relativePath, source.rawFrontMatter, vocabulary);
    return reading.kind === 'writeup' && isListed(source.rawFrontMatter)
      ? [
          {
            title: reading.frontMatter.title,
            description: reading.frontMatter.description,
            location: reading.location,
          },
        ]
      : [];
  });
}

/** How many listed write-ups the site has, in all and per platform or category. */
export async function loadWriteupCounts(): Promise<{
  total: number;
  where: (match: Partial<WriteupLocation>) => number;
}> {
  const locations = (await loadWriteups()).map((writeup) => writeup.location);
  return {
    total: locations.length,
    where: (match) =>
      locations.filter(
        (location) =>
          (match.platform ?? location.platform) === location.platform &&
          (match.category ?? location.category) === location.category,
      ).length,
  };
}
