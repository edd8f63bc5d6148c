import type {SearchContextId} from '../../src/plugins/features/search/contexts';
import type {SearchDocument} from '../../src/plugins/features/search/documents';

/**
 * Deterministic synthetic pages for the search benchmark and the index tests:
 * about 1,200 words each, in six sections, drawn from a Zipf-distributed
 * vocabulary of made-up words with the site's own security words mixed in, so
 * that the index has the shape of real prose (a few very common words, a long
 * tail of rare ones) at any number of pages.
 */

/** Words a reader of this site searches for; each page uses some of them. */
export const topicWords = [
  'registry',
  'sleuth',
  'bitlocker',
  'wireshark',
  'steganography',
  'buffer',
  'overflow',
  'format',
  'string',
  'cipher',
  'base64',
  'sysmon',
  'splunk',
  'powershell',
  'exiftool',
  'binwalk',
  'ghidra',
  'pcap',
  'injection',
  'cookie',
  'token',
  'forensics',
  'memory',
  'volatility',
  'kernel',
  'payload',
  'shellcode',
  'decoder',
  'checksum',
  'partition',
] as const;

/** mulberry32: a small, fast PRNG with a 32-bit state; the same seed gives the same pages. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const syllables = [
  'ka',
  'ro',
  'mi',
  'tan',
  'vel',
  'or',
  'shi',
  'pu',
  'len',
  'da',
  'qu',
  'ix',
  'bra',
  'en',
  'sol',
  'ter',
  'am',
  'ny',
  'gor',
  'fe',
];

/** The made-up vocabulary: distinct words of two to four syllables. */
function makeVocabulary(size: number, random: () => number): string[] {
  const words = new Set<string>();
  while (words.size < size) {
    const length = 2 + Math.floor(random() * 3);
    let word = '';
    for (let index = 0; index < length; index += 1)
      word += syllables[Math.floor(random() * syllables.length)];
    words.add(word);
  }
  return [...words];
}

/** Draws word ranks with probability proportional to 1 / rank (Zipf, s = 1). */
function createZipf(size: number, random: () => number): () => number {
  const cumulative = new Float64Array(size);
  let total = 0;
  for (let rank = 0; rank < size; rank += 1) cumulative[rank] = total += 1 / (rank + 1);
  return () => {
    const target = random() * total;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

const contexts: readonly (SearchContextId | '')[] = [
  'picoctf',
  'root-me',
  'sysmon-splunk',
  'blog',
  '',
];

export type SyntheticOptions = {
  readonly seed?: number;
  readonly wordsPerPage?: number;
  readonly vocabulary?: number;
};

export function syntheticDocuments(
  count: number,
  {seed = 2026, wordsPerPage = 1200, vocabulary = 40_000}: SyntheticOptions = {},
): SearchDocument[] {
  const random = createRandom(seed);
  const words = makeVocabulary(vocabulary, random);
  const zipf = createZipf(words.length, random);
  const word = () =>
    random() < 0.03 ? topicWords[Math.floor(random() * topicWords.length)]! : words[zipf()]!;
  const phrase = (length: number) => Array.from({length}, word).join(' ');
  const sentence = () => {
    const text = phrase(6 + Math.floor(random() * 14));
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}${random() < 0.1 ? ', 2024-era' : ''}.`;
  };
  const paragraph = (wordCount: number) => {
    const sentences: string[] = [];
    let written = 0;
    while (written < wordCount) {
      const next = sentence();
      sentences.push(next);
      written += next.split(' ').length;
    }
    return sentences.join(' ');
  };
  return Array.from({length: count}, (_, id): SearchDocument => {
    const title = `${phrase(2 + Math.floor(random() * 4))} ${id}`;
    const sectionWords = Math.round(wordsPerPage / 6);
    return {
      url: `docs/synthetic/page-${id}`,
      title: title.charAt(0).toUpperCase() + title.slice(1),
      description: sentence(),
      keywords: phrase(5).split(' ').join(', '),
      breadcrumb: 'Synthetic › Pages',
      context: contexts[id % contexts.length]!,
      sections: [
        {anchor: '', heading: '', text: paragraph(sectionWords)},
        ...Array.from({length: 5}, (_, section) => {
          const heading = phrase(2 + Math.floor(random() * 3));
          return {anchor: `section-${section + 1}`, heading, text: paragraph(sectionWords)};
        }),
      ],
    };
  });
}
