import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {describe, expect, it} from 'vitest';
import {corpusSchema, createCorpus, createLlmsTxt} from '../corpus';
import {writeupFixture} from '../../../model/writeups/testing';
import type {Tool} from '../../../model/writeups';

const site = {title: 'Kestrel Notes', url: 'https://kestrel-sec.github.io/my-small-blog/'};
const tools: Tool[] = [
  {
    id: 'file',
    name: 'file',
    kind: 'cli',
    docs: 'https://man7.org/linux/man-pages/man1/file.1.html',
    commands: ['file'],
    spellings: [],
  },
];
const techniques = [
  {id: 'file-signatures', name: 'File signatures', explanation: 'Formats start with magic bytes.'},
];
const older = writeupFixture({
  title: 'Older',
  permalink: '/my-small-blog/docs/pico-ctf/forensics/older',
  frontMatter: {published: new Date('2025-01-01')},
});
const newer = writeupFixture({
  title: 'Newer [draft] ]]>',
  description: 'Two\nlines.',
  permalink: '/my-small-blog/docs/pico-ctf/forensics/newer/',
  frontMatter: {published: new Date('2025-06-01'), points: undefined},
});

const validate = addFormats(new Ajv2020({allErrors: true, strict: true})).compile(corpusSchema);

describe('writeups.json', () => {
  const corpus = createCorpus([older, newer], techniques, tools, site);

  it('matches its published JSON Schema', () => {
    expect(validate(JSON.parse(JSON.stringify(corpus))), JSON.stringify(validate.errors)).toBe(
      true,
    );
  });

  it('lists the write-ups newest first, with absolute links to each page, technique and tool', () => {
    expect(corpus.writeups.map((writeup) => writeup.title)).toEqual(['Newer [draft] ]]>', 'Older']);
    expect(corpus.writeups[0]).toMatchObject({
      url: 'https://kestrel-sec.github.io/my-small-blog/docs/pico-ctf/forensics/newer/',
      points: null,
      location: 'picoCTF Forensics',
      techniques: [
        {
          id: 'file-signatures',
          name: 'File signatures',
          url: 'https://kestrel-sec.github.io/my-small-blog/techniques/file-signatures',
        },
      ],
      tools: [
        {id: 'file', name: 'file', url: 'https://kestrel-sec.github.io/my-small-blog/tools/file'},
      ],
      verification: 'artifact',
    });
    expect(corpus.$schema).toBe('https://kestrel-sec.github.io/my-small-blog/writeups.schema.json');
  });

  it('fails the schema when a field is missing or of the wrong kind', () => {
    const [first] = corpus.writeups;
    const withoutUrl: Record<string, unknown> = {...first};
    delete withoutUrl.url;
    expect(validate({...corpus, writeups: [withoutUrl]})).toBe(false);
    expect(validate({...corpus, writeups: [{...first, difficulty: 'impossible'}]})).toBe(false);
  });
});

describe('llms.txt', () => {
  const text = createLlmsTxt(
    createCorpus([older, newer], techniques, tools, site),
    'A student’s CTF notes.',
  );
  const lines = text.split('\n');

  it('follows llmstxt.org: a title, a summary, then sections of links', () => {
    expect(lines[0]).toBe('# Kestrel Notes');
    expect(lines[2]).toBe('> A student’s CTF notes.');
    expect(lines.filter((line) => line.startsWith('## '))).toEqual([
      '## Start here',
      '## picoCTF Forensics',
      '## Optional',
    ]);
    for (const line of lines.filter((candidate) => candidate.startsWith('- '))) {
      expect(line).toMatch(
        /^- \[(?:\\.|[^\]\\])+\]\(https:\/\/kestrel-sec\.github\.io\/my-small-blog\/[^)\s]*\)(: .+)?$/,
      );
    }
  });

  it('links every write-up once, on one line, whatever its title holds', () => {
    expect(lines.filter((line) => line.includes('/docs/pico-ctf/'))).toEqual([
      '- [Newer \\[draft\\] \\]\\]>](https://kestrel-sec.github.io/my-small-blog/docs/pico-ctf/forensics/newer/): Two lines.',
      '- [Older](https://kestrel-sec.github.io/my-small-blog/docs/pico-ctf/forensics/older): A write-up used by the tests.',
    ]);
  });
});
