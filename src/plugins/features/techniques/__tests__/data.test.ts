import {describe, expect, it} from 'vitest';
import {buildTechniquePages} from '../data';
import {writeupFixture} from '../../../model/writeups/testing';
import type {Technique} from '../../../model/writeups';
import type {Tool} from '../../../model/writeups';

const techniques: Technique[] = [
  {
    id: 'file-signatures',
    name: 'File signatures',
    explanation: 'Formats start with magic bytes.',
    attack: 'T1036.008',
  },
  {
    id: 'format-string',
    name: 'Format string',
    explanation: 'printf with a user format.',
    cwe: 'CWE-134',
  },
  {id: 'appended-data', name: 'Appended data', explanation: 'Data after the end of a file.'},
];
const tools: Tool[] = ['file', 'binwalk', 'xxd'].map((name) => ({
  id: name,
  name,
  kind: 'cli',
  docs: 'https://example.org',
  commands: [name],
  spellings: [],
}));
const writeup = (slug: string, used: string[], toolNames: string[]) =>
  writeupFixture({
    title: slug,
    permalink: `/docs/pico-ctf/forensics/${slug}`,
    frontMatter: {techniques: used, tools: toolNames},
  });

describe('technique pages', () => {
  const {index, pages} = buildTechniquePages(
    [
      writeup('one', ['file-signatures', 'appended-data'], ['file', 'binwalk']),
      writeup('two', ['file-signatures'], ['file', 'xxd']),
      writeup('three', ['appended-data'], ['binwalk']),
    ],
    techniques,
    tools,
  );
  const page = (id: string) => pages.find((candidate) => candidate.id === id)!;

  it('lists every technique of the vocabulary by name, with how many write-ups use it, unused ones included', () => {
    expect(index.map(({id, count}) => [id, count])).toEqual([
      ['appended-data', 2],
      ['file-signatures', 2],
      ['format-string', 0],
    ]);
  });

  it('links the ATT&CK technique or the CWE entry', () => {
    expect(page('file-signatures').reference).toEqual({
      label: 'MITRE ATT&CK T1036.008',
      url: 'https://attack.mitre.org/techniques/T1036/008/',
    });
    expect(page('format-string').reference).toEqual({
      label: 'CWE-134',
      url: 'https://cwe.mitre.org/data/definitions/134.html',
    });
    expect(page('appended-data').reference).toBeUndefined();
  });

  it('shows the write-ups that use it, their tools most used first, and the techniques that go with it', () => {
    const signatures = page('file-signatures');
    expect(signatures.writeups.map((link) => link.title)).toEqual(['one', 'two']);
    expect(signatures.tools).toEqual([
      {id: 'file', name: 'file', count: 2},
      {id: 'binwalk', name: 'binwalk', count: 1},
      {id: 'xxd', name: 'xxd', count: 1},
    ]);
    expect(signatures.related).toEqual([{id: 'appended-data', name: 'Appended data', count: 1}]);
    expect(page('format-string').writeups).toEqual([]);
  });
});
