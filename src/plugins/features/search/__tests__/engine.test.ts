import {describe, expect, it} from 'vitest';
import type {SearchDocument} from '../documents';
import {makeSnippet} from '../engine';
import {searchFields} from '../lunrIndex';
import {highlightTerms, parseQuery, typingClauses} from '../query';
import {createTestEngine} from './searchFixtures';

/** A query as the engine reads it. */
function parsed(query: string) {
  const reading = parseQuery(query, searchFields);
  if (!reading.ok) throw new Error(reading.error);
  return reading.query;
}

type DocFields = Partial<Omit<SearchDocument, 'sections'>> & {
  url: string;
  text: string;
  more?: [anchor: string, heading: string, text: string][];
};

const doc = ({text, more = [], ...fields}: DocFields): SearchDocument => ({
  title: '',
  description: '',
  keywords: '',
  breadcrumb: '',
  context: '',
  ...fields,
  sections: [
    {anchor: '', heading: '', text},
    ...more.map(([anchor, heading, sectionText]) => ({anchor, heading, text: sectionText})),
  ],
});

const corpus: SearchDocument[] = [
  doc({
    url: 'docs/pico-ctf/forensics/disko-1',
    title: 'DISKO 1',
    description: 'Find a flag in a disk image.',
    keywords: 'The Sleuth Kit, strings',
    text: 'We run strings over the disk image and grep for the flag.',
    more: [
      ['analysis', 'Analysis', 'A raw image is a sector by sector copy of a disk, byte for byte.'],
    ],
    context: 'picoctf',
    breadcrumb: 'picoCTF › Forensics',
  }),
  doc({
    url: 'docs/root-me/network/dns-zone-transfert',
    title: 'DNS - zone transfert',
    description: 'Ask a DNS server for its whole zone.',
    keywords: 'dig',
    text: 'The dig command with AXFR asks for a zone transfer from the name server.',
    context: 'root-me',
  }),
  doc({
    url: 'docs/sysmon-splunk/rdp-brute-force',
    title: 'Detecting RDP brute force',
    text: 'Failed logons with event 4625 show the brute-force attempt against remote desktop.',
    context: 'sysmon-splunk',
  }),
  doc({
    url: 'blog/typed-paths',
    title: 'TypedPaths',
    description: 'What the TypedPaths key records.',
    text: 'Explorer writes typed paths to the registry when the window closes. Disk paths appear too.',
    context: 'blog',
  }),
];

// Small shards, so that the corpus spans several.
const {engine} = await createTestEngine(corpus, 400);

const urls = async (query: string, options = {}) => {
  const outcome = await engine.search(query, options);
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.hits.map((hit) => (hit.anchor ? `${hit.url}#${hit.anchor}` : hit.url));
};
const errorOf = async (query: string) => {
  const outcome = await engine.search(query);
  return outcome.ok ? null : outcome.error;
};

describe('query syntax', () => {
  it('finds documents by any term, stemmed (logons → logon, typed → type)', async () => {
    expect(await urls('logons')).toEqual(['docs/sysmon-splunk/rdp-brute-force']);
    expect(await urls('typing')).toContain('blog/typed-paths');
  });

  it('splits terms on whitespace and hyphens', async () => {
    expect(await urls('zone-transfert')).toEqual(await urls('zone transfert'));
    expect(await urls('brute-force')).toContain('docs/sysmon-splunk/rdp-brute-force');
  });

  it('+term is required and -term excludes', async () => {
    expect(await urls('disk')).toEqual(
      expect.arrayContaining(['blog/typed-paths', 'docs/pico-ctf/forensics/disko-1']),
    );
    expect(await urls('+disk +registry')).toEqual(['blog/typed-paths']);
    expect(await urls('disk -registry')).not.toContain('blog/typed-paths');
  });

  it('field:term searches one field, case-insensitively', async () => {
    expect(await urls('title:dns')).toEqual(['docs/root-me/network/dns-zone-transfert']);
    expect(await urls('Title:DNS')).toEqual(['docs/root-me/network/dns-zone-transfert']);
    expect(await urls('heading:analysis')).toEqual(['docs/pico-ctf/forensics/disko-1#analysis']);
    expect(await urls('keywords:dig')).toEqual(['docs/root-me/network/dns-zone-transfert']);
    expect(await urls('content:dig')).toEqual(['docs/root-me/network/dns-zone-transfert']);
    expect(await urls('title:disk')).toEqual([]);
  });

  it('term~N allows N edits', async () => {
    expect(await urls('slueth~2')).toEqual(['docs/pico-ctf/forensics/disko-1']);
    expect(await urls('sleuth~0')).toEqual(['docs/pico-ctf/forensics/disko-1']);
  });

  it('term^N boosts a term', async () => {
    const plain = await urls('disk registry');
    const boosted = await urls('disk registry^20');
    expect(boosted[0]).toBe('blog/typed-paths');
    expect(plain).toEqual(expect.arrayContaining(boosted));
  });

  it('* is a wildcard inside a term', async () => {
    expect(await urls('sle*th')).toEqual(['docs/pico-ctf/forensics/disko-1']);
    expect(await urls('reg*')).toEqual(['blog/typed-paths']);
  });

  it('ranks title matches above content matches (BM25 with field boosts)', async () => {
    expect((await urls('typedpaths'))[0]).toBe('blog/typed-paths');
    expect((await urls('disk'))[0]).toBe('docs/pico-ctf/forensics/disko-1');
  });

  it('puts a page titled exactly what was asked first, whatever its score', async () => {
    const {engine: withTechnique} = await createTestEngine([
      ...corpus,
      // Every field of this write-up matches, so BM25 alone ranks it above the technique page.
      doc({
        url: 'docs/pico-ctf/forensics/sleuthkit-intro',
        title: 'Analysis of a disk image',
        description: 'Disk image analysis, step by step.',
        keywords: 'disk image analysis',
        text: 'Disk image analysis starts with the partition table of the disk image.',
      }),
      doc({
        url: 'techniques/disk-image-analysis',
        title: 'Disk image analysis',
        text: 'Partitions and file systems.',
      }),
    ]);
    const ranked = async (query: string, typing = false) => {
      const outcome = await withTechnique.search(query, {typing});
      return outcome.ok ? outcome.hits.map((hit) => hit.url) : [];
    };
    expect((await ranked('disk image analysis'))[0]).toBe('techniques/disk-image-analysis');
    expect((await ranked('Disk Image Analysis', true))[0]).toBe('techniques/disk-image-analysis');
    // Any other query keeps the BM25 order.
    expect((await ranked('disk image analysis steps'))[0]).toBe(
      'docs/pico-ctf/forensics/sleuthkit-intro',
    );
  });

  it('puts a technique\'s lesson first, for the technique\'s name and for "learn" and its name', async () => {
    const {engine: withLesson} = await createTestEngine([
      ...corpus,
      doc({
        url: 'techniques/lsb-steganography',
        title: 'LSB steganography (least significant bits)',
        text: 'Bits of pixels.',
      }),
      doc({
        url: 'docs/pico-ctf/forensics/red',
        title: 'RED',
        keywords: 'LSB steganography, LSB steganography',
        text: 'LSB steganography in the red picture: LSB steganography again.',
      }),
      {
        // As keywordsFromModel gives it: the technique's name.
        ...doc({
          url: 'learn/lsb-steganography/',
          title: 'Least significant bits',
          keywords: 'lesson, learn, LSB steganography (least significant bits)',
          text: 'The idea of hiding in low bits.',
        }),
        context: 'learn' as const,
        titles: [
          'LSB steganography (least significant bits)',
          'LSB steganography',
          'learn LSB steganography',
        ],
      },
    ]);
    const first = async (query: string) => {
      const outcome = await withLesson.search(query);
      return outcome.ok ? outcome.hits[0]?.url : undefined;
    };
    expect(await first('LSB steganography')).toBe('learn/lsb-steganography/');
    expect(await first('LSB steganography (least significant bits)')).toBe(
      'learn/lsb-steganography/',
    );
    expect(await first('learn LSB steganography')).toBe('learn/lsb-steganography/');
  });

  it('while typing, the last plain word also matches as a prefix', async () => {
    const typed = (query: string) =>
      typingClauses(parsed(query), searchFields.length).map((clause) => clause.term);
    expect(typed('Sleuth kit')).toEqual(['sleuth', 'kit', 'kit*']);
    // A word of one or two letters is not a prefix yet: it would fetch a large part of the index.
    expect(typed('Sleuth ki')).toEqual(['sleuth', 'ki']);
    expect(typed('title:dns')).toEqual(['dns']);
    expect(typed('sleuth~1')).toEqual(['sleuth']);
    expect(await engine.search('regis', {typing: true})).toMatchObject({
      ok: true,
      hits: [{url: 'blog/typed-paths'}],
    });
    expect(await engine.search('regis')).toMatchObject({ok: true, hits: []});
  });

  it('finds words typed in full-width letters or with invisible characters, and pages written that way', async () => {
    expect(await urls('ｓｌｅｕｔｈ')).toEqual(await urls('sleuth'));
    expect(await urls('zo\u200Bne trans\u00ADfer')).toEqual(await urls('zone transfer'));
    const {engine: folded} = await createTestEngine(
      [doc({url: 'a', title: 'Ｗｉｄｅ title', text: 'ﬁle signatures'})],
      400,
    );
    expect(await folded.search('wide file')).toMatchObject({ok: true, hits: [{url: 'a'}]});
  });

  it('filters by context, within or outside', async () => {
    expect(await urls('disk', {context: {within: 'blog'}})).toEqual(['blog/typed-paths']);
    expect(await urls('disk', {context: {outside: 'blog'}})).not.toContain('blog/typed-paths');
  });

  it('fetches only the shard of each searched word, then the fragments of the hits shown', async () => {
    const {engine, fetched, manifest} = await createTestEngine(corpus, 400);
    expect(manifest.shards.length).toBeGreaterThan(3);
    expect(await engine.search('axfr')).toMatchObject({
      ok: true,
      hits: [{url: 'docs/root-me/network/dns-zone-transfert'}],
    });
    expect(fetched.filter((file) => file.startsWith('shard.'))).toHaveLength(1);
    expect(fetched.filter((file) => file.startsWith(manifest.fragments))).toEqual([
      `${manifest.fragments}/1.json`,
    ]);
    expect(fetched.some((file) => file.startsWith('dictionary.'))).toBe(false);
    // Asked again, it is answered from what was fetched.
    fetched.length = 0;
    await engine.search('axfr');
    expect(fetched).toEqual([]);
  });
});

describe('query errors, in the words of the spec', () => {
  it.each([
    [
      'colour:red',
      "unrecognised field 'colour', possible fields: 'title', 'heading', 'description', 'keywords', 'content'",
    ],
    ['~1 disk', "expected either a field or a term, found EDIT_DISTANCE with value '1'"],
    ['+', 'expecting term or field, found nothing'],
    ['title:', 'expecting term, found nothing'],
    ['disk~x', 'edit distance must be numeric'],
    ['disk^x', 'boost must be numeric'],
  ])('%s → %s', async (query, message) => {
    expect(await errorOf(query)).toBe(message);
  });

  it('an empty query is no search, not an error', async () => {
    expect(await engine.search('   ')).toEqual({ok: true, hits: [], total: 0, terms: []});
  });
});

describe('snippets and highlighting', () => {
  it('cuts about 50 characters around the first searched word and marks the words', async () => {
    const text =
      'Explorer writes typed paths to the registry when the window closes, and much more text follows after that.';
    const parts = makeSnippet(text, ['registry']);
    const joined = parts.map((part) => part.text).join('');
    expect(joined.replace(/…/g, '').length).toBeLessThanOrEqual(50);
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual(['registry']);
    expect(joined.startsWith('…')).toBe(true);
  });

  it('marks words that start with a searched word', async () => {
    expect(
      makeSnippet('Logons and logon failures', ['logon'])
        .filter((p) => p.marked)
        .map((p) => p.text),
    ).toEqual(['Logons', 'logon']);
  });

  it('highlights the searched words, not operators, fields or excluded words', async () => {
    expect(
      highlightTerms(parsed('+Sleuth title:disk -registry boost^10 slueth~2 reg* zone-transfer')),
    ).toEqual(['sleuth', 'disk', 'boost', 'slueth', 'reg', 'zone', 'transfer']);
  });

  it('opens the section whose heading and text best match', async () => {
    expect(await urls('byte sector')).toEqual(['docs/pico-ctf/forensics/disko-1#analysis']);
    expect(await urls('grep strings')).toEqual(['docs/pico-ctf/forensics/disko-1']);
    expect(await engine.search('sector')).toMatchObject({
      ok: true,
      hits: [{heading: 'Analysis', anchor: 'analysis'}],
    });
  });

  it('gives every hit its breadcrumb and a snippet', async () => {
    const outcome = await engine.search('strings');
    expect(outcome).toMatchObject({
      ok: true,
      hits: [{breadcrumb: 'picoCTF › Forensics', title: 'DISKO 1'}],
    });
    if (outcome.ok)
      expect(outcome.hits[0]!.snippet.some((part) => part.marked && part.text === 'strings')).toBe(
        true,
      );
  });
});

describe('cost', () => {
  it('builds snippets only for the hits it returns, and counts the rest', async () => {
    const outcome = await engine.search('disk', {limit: 1});
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.hits).toHaveLength(1);
    expect(outcome.total).toBeGreaterThan(1);
  });

  it('refuses a query beyond the limits before it reaches the index', async () => {
    expect(await engine.search('registry~12')).toEqual({
      ok: false,
      error: 'An edit distance of 12 matches nearly every word: use ~1 or ~2.',
    });
  });
});
