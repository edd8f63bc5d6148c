import {describe, expect, it} from 'vitest';
import {syntheticDocuments, topicWords} from '../../../../../scripts/bench/syntheticCorpus';
import type {SearchDocument} from '../documents';
import {buildSearchFiles} from '../indexBuilder';
import {createIndex, searchFields, toIndexedFields} from '../lunrIndex';
import {parseQuery, typingClauses, type Clause} from '../query';
import {ShardedIndex} from '../shardedIndex';
import {createTestEngine} from './searchFixtures';

const documents = syntheticDocuments(300, {wordsPerPage: 300, vocabulary: 3000});
// The index as it was before sharding: lunr's own Builder over every page, in memory.
const wholeIndex = createIndex(documents.map(toIndexedFields));
// Small shards: the 300 pages spread over many files.
const {manifest, files} = await buildSearchFiles(documents, {shardChars: 4000});
const sharded = new ShardedIndex(manifest, (file) => Promise.resolve(JSON.parse(files.get(file)!)));

/** The clauses lunr's parser reads from a query. */
function clausesOf(query: string): Clause[] {
  const reading = parseQuery(query, searchFields);
  if (!reading.ok) throw new Error(reading.error);
  return reading.query.clauses.map(({clause}) => clause);
}

const [topic, other] = topicWords;
const typed = `${other} ${topic.slice(0, 4)}`;
const queries = [
  topic,
  `${topic} ${other}`,
  `+${topic} +${other}`,
  `${topic} -${other}`,
  `-${topic}`,
  `title:${topic}`,
  `heading:${other} content:${topic}`,
  `${topic}~1`,
  `${topic.slice(0, 5)}~2`,
  `${topic}^10 ${other}`,
  `${topic.slice(0, 3)}*`,
  `*${topic.slice(-3)}`,
  `${topic.slice(0, 2)}*${topic.slice(-2)}`,
  'synthetic pages',
  '2024 era',
  'kamiro',
  'kami*',
  'nosuchwordanywhere',
  // What the engine runs while this is typed: the last word also as a prefix.
  `${typed} ${topic.slice(0, 4)}*`,
];

describe('the sharded index', () => {
  it('spreads the terms over many shards', () => {
    expect(manifest.shards.length).toBeGreaterThan(20);
  });

  it.each(queries)(
    'ranks "%s" exactly as the whole lunr index does: same pages, same scores, same order',
    async (query) => {
      const before = wholeIndex.search(query).map(({ref, score}) => [ref, score]);
      const after = await sharded.match(clausesOf(query), '');
      expect(after.results.map(({ref, score}) => [ref, score])).toEqual(before);
    },
  );

  it('runs while typing exactly the query with the last word also as a prefix', () => {
    const reading = parseQuery(typed, searchFields);
    expect(reading.ok && typingClauses(reading.query, searchFields.length)).toEqual(
      clausesOf(`${typed} ${topic.slice(0, 4)}*`),
    );
  });

  it('is the same, file for file, when the pages are read on several threads', async () => {
    const threaded = await buildSearchFiles(documents, {
      shardChars: 4000,
      parallelism: {threads: 3, textsPerThread: 100},
    });
    expect(threaded.manifest).toEqual(manifest);
    expect([...threaded.files]).toEqual([...files]);
  });

  it('fetches for a word only the shards of that word', async () => {
    const fetched: string[] = [];
    const index = new ShardedIndex(manifest, (file) => {
      fetched.push(file);
      return Promise.resolve(JSON.parse(files.get(file)!));
    });
    await index.match(clausesOf(topic), '');
    expect(fetched).toHaveLength(1);
    await index.match(clausesOf(`${topic}~1`), '');
    expect(fetched.some((file) => file === manifest.dictionary)).toBe(true);
  });
});

const page = (url: string, title: string, text: string): SearchDocument => ({
  url,
  title,
  description: '',
  keywords: '',
  breadcrumb: '',
  context: '',
  sections: [{anchor: '', heading: '', text}],
});
const {engine} = await createTestEngine([
  page(
    'a',
    'Recovering a BitLocker key',
    'BitLocker keeps its recovery key in the registry and in Active Directory.',
  ),
  page('b', 'Registry run keys', 'Run keys start programs at logon; Sysmon logs their changes.'),
  page('c', 'Memory forensics', 'Volatility reads a memory image and lists the processes.'),
]);

describe('typo tolerance', () => {
  it('retries a word found nowhere at one edit and says so', async () => {
    const outcome = await engine.search('bitloker');
    expect(outcome).toMatchObject({ok: true, correctedQuery: 'bitlocker', hits: [{url: 'a'}]});
  });

  it('allows two edits in a long word, and keeps the other words', async () => {
    expect(await engine.search('volatilty memroy')).toMatchObject({
      ok: true,
      correctedQuery: 'volatility memory',
    });
    expect(await engine.search('vlatlity processes')).toMatchObject({
      ok: true,
      correctedQuery: 'volatility processes',
    });
    expect(await engine.search('vlatlty')).toMatchObject({ok: true, hits: []});
  });

  it('never rewrites explicit syntax, found words, short words or stop words', async () => {
    for (const query of [
      '+bitloker',
      'title:bitloker',
      'bitloker~1',
      'bitlok*',
      'bitloker^2',
      '-bitloker',
      'registry',
      'kez',
      'thee',
    ]) {
      const outcome = await engine.search(query);
      expect(outcome.ok && outcome.correctedQuery, query).toBeFalsy();
    }
  });

  it('does not correct the word being typed while its prefix still finds something', async () => {
    const outcome = await engine.search('regist', {typing: true});
    expect(outcome.ok && outcome.hits[0]?.url).toBe('b');
    expect(outcome.ok && outcome.correctedQuery).toBeFalsy();
  });
});
