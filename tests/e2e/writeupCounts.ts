import path from 'node:path';
import {readVocabulary, readWriteupSources} from '../../src/plugins/writeups/load';
import {isListed, readWriteup} from '../../src/plugins/writeups/model';
import type {WriteupLocation} from '../../src/plugins/writeups/paths';

const docsDir = path.resolve(__dirname, '../../docs');

/** How many listed write-ups the site has, in all and per platform or category: what the pages should say, from the content itself. */
export async function loadWriteupCounts(): Promise<{total: number; where: (match: Partial<WriteupLocation>) => number}> {
  const vocabulary = await readVocabulary(docsDir);
  const locations = (await readWriteupSources(docsDir)).flatMap((source) => {
    const reading = readWriteup(source.relativePath, source.rawFrontMatter, vocabulary);
    return reading.kind === 'writeup' && isListed(source.rawFrontMatter) ? [reading.location] : [];
  });
  return {
    total: locations.length,
    where: (match) =>
      locations.filter(
        (location) =>
          (match.platform ?? location.platform) === location.platform && (match.category ?? location.category) === location.category,
      ).length,
  };
}
