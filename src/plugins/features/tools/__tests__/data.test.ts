import {describe, expect, it} from 'vitest';
import {buildToolPages} from '../data';
import {writeupFixture} from '../../../model/writeups/testing';
import type {Tool} from '../../../model/writeups';
import {extractShellCommands} from '../../../../utils/shellCommands';

const tools: Tool[] = [
  {
    id: 'tshark',
    name: 'tshark',
    kind: 'cli',
    docs: 'https://www.wireshark.org/docs/man-pages/tshark.html',
    commands: ['tshark'],
    spellings: [],
  },
  {
    id: 'grep',
    name: 'grep',
    kind: 'cli',
    docs: 'https://man7.org/linux/man-pages/man1/grep.1.html',
    commands: ['grep'],
    spellings: [],
  },
  {
    id: 'wireshark',
    name: 'Wireshark',
    kind: 'gui',
    docs: 'https://www.wireshark.org/docs/',
    commands: [],
    spellings: [],
  },
];

const writeup = (slug: string, toolNames: string[], blocks: [string, string][]) =>
  writeupFixture({
    title: slug,
    permalink: `/docs/pico-ctf/forensics/${slug}`,
    frontMatter: {tools: toolNames},
    commands: blocks.flatMap(([anchor, code]) =>
      extractShellCommands(code, 'bash').map((command) => ({
        ...command,
        anchor,
        section: anchor === '' ? '' : 'Solution',
      })),
    ),
  });

describe('tool pages', () => {
  const {index, pages} = buildToolPages(
    [
      writeup(
        'eavesdrop',
        ['Wireshark', 'tshark'],
        [
          [
            'solution',
            'tshark -r capture.pcap -qz follow,tcp,ascii,0\ntshark -r capture.pcap | grep -c TCP',
          ],
        ],
      ),
      writeup(
        'shark',
        ['tshark'],
        [
          ['the-stream', 'tshark  -r capture.pcap -qz follow,tcp,ascii,0'],
          ['', '# a comment\ngrep -o pico out.txt'],
        ],
      ),
    ],
    tools,
  );
  const page = (id: string) => pages.find((candidate) => candidate.id === id)!;

  it('gathers every distinct command line that runs the tool, in order, each linked to the sections it comes from', () => {
    expect(page('tshark').commands).toEqual([
      {
        text: 'tshark -r capture.pcap -qz follow,tcp,ascii,0',
        sources: [
          {
            title: 'eavesdrop',
            section: 'Solution',
            url: '/docs/pico-ctf/forensics/eavesdrop#solution',
          },
          {title: 'shark', section: 'Solution', url: '/docs/pico-ctf/forensics/shark#the-stream'},
        ],
      },
      {
        text: 'tshark -r capture.pcap | grep -c TCP',
        sources: [
          {
            title: 'eavesdrop',
            section: 'Solution',
            url: '/docs/pico-ctf/forensics/eavesdrop#solution',
          },
        ],
      },
    ]);
  });

  it('files a pipeline under every tool it runs, even one the write-up does not list', () => {
    expect(page('grep').commands.map((command) => command.text)).toEqual([
      'grep -o pico out.txt',
      'tshark -r capture.pcap | grep -c TCP',
    ]);
    expect(page('grep').writeups).toEqual([]);
    expect(page('grep').commands[0]!.sources).toEqual([
      {title: 'shark', section: '', url: '/docs/pico-ctf/forensics/shark'},
    ]);
  });

  it('lists the write-ups that name the tool, and a tool used only through its interface has no commands', () => {
    expect(page('wireshark').writeups.map((link) => link.title)).toEqual(['eavesdrop']);
    expect(page('wireshark').commands).toEqual([]);
    expect(index.map(({id, kind, writeups, commands}) => ({id, kind, writeups, commands}))).toEqual(
      [
        {id: 'grep', kind: 'cli', writeups: 0, commands: 2},
        {id: 'tshark', kind: 'cli', writeups: 2, commands: 2},
        {id: 'wireshark', kind: 'gui', writeups: 1, commands: 0},
      ],
    );
  });
});
