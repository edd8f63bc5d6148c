import {describe, expect, it} from 'vitest';
import {checkWriteupFrontMatter, formatFrontMatterProblems} from '../validate';
import type {WriteupLocation} from '../paths';

const vocabulary = {
  tags: ['forensics', 'network', 'web'],
  techniques: ['pcap-analysis', 'symmetric-decryption', 'file-signatures'],
  tools: {
    wireshark: 'Wireshark',
    openssl: 'OpenSSL',
    exiftool: 'ExifTool',
    python3: 'Python',
    python: 'Python',
  },
};
const location: WriteupLocation = {platform: 'picoctf', category: 'forensics'};
const valid = {
  title: 'Eavesdrop',
  description: 'Rebuild a file sent over a chat captured in a packet capture.',
  platform: 'picoctf',
  category: 'forensics',
  difficulty: 'medium',
  points: 300,
  event: 'picoCTF 2022',
  year: 2022,
  tools: ['Wireshark', 'OpenSSL'],
  tags: ['forensics', 'network'],
  techniques: ['pcap-analysis', 'symmetric-decryption'],
  published: new Date('2025-03-18'),
  solve: {
    method: 'artifact',
    date: '2026-11-22',
    artifacts: [
      {
        name: 'capture.flag.pcap',
        sha256: 'a'.repeat(64),
        source:
          'https://github.com/example/archive/blob/0123456789abcdef0123456789abcdef01234567/capture.flag.pcap',
      },
    ],
  },
};

function problemsOf(frontMatter: Record<string, unknown>, where = location): readonly string[] {
  const result = checkWriteupFrontMatter(frontMatter, where, vocabulary);
  return result.ok ? [] : result.problems;
}

describe('checkWriteupFrontMatter', () => {
  it('turns every tool spelling into the name docs/tools.yml gives it, and refuses an unknown tool', () => {
    const result = checkWriteupFrontMatter(
      {...valid, tools: ['exiftool', 'python3']},
      location,
      vocabulary,
    );
    expect(result.ok && result.frontMatter.tools).toEqual(['ExifTool', 'Python']);
    expect(problemsOf({...valid, tools: ['Wireshark', 'wirshark']})).toEqual([
      'tools: must only use tools from docs/tools.yml (add the tool there first, or use its name or a listed spelling) (got "wirshark"); did you mean "Wireshark"?',
    ]);
    // Two spellings of one tool are one tool.
    expect(problemsOf({...valid, tools: ['python3', 'Python']})).toEqual([
      'tools: must not repeat a tool (got "Python")',
    ]);
  });

  it('accepts a complete write-up and returns typed values', () => {
    const result = checkWriteupFrontMatter(valid, location, vocabulary);
    expect(result).toMatchObject({
      ok: true,
      frontMatter: {title: 'Eavesdrop', points: 300, tags: ['forensics', 'network']},
    });
  });

  it.each([
    ['points may be omitted', {points: undefined}],
    ['year may be omitted (picoGym exclusives)', {year: undefined}],
    ['tags may be omitted', {tags: undefined}],
    ['published may be an ISO string', {published: '2025-04-02'}],
    ['numbers written as strings convert', {points: '100'}],
    ['Docusaurus sidebar fields are allowed', {sidebar_position: 3}],
    ['ATT&CK technique ids', {attack: ['T1059.001', 'T1110']}],
    [
      'a sources record',
      {
        solve: {
          method: 'sources',
          date: '2026-11-22',
          sources: ['https://play.picoctf.org/practice'],
        },
      },
    ],
    ['an instance record without files', {solve: {method: 'instance', date: '2026-11-22'}}],
    [
      'a file no public archive keeps, named and hashed',
      {
        solve: {
          method: 'artifact',
          date: '2026-11-22',
          artifacts: [{name: 'a.png', sha256: 'a'.repeat(64), source: 'not archived'}],
        },
      },
    ],
    [
      'an upper-case digest (it is normalised)',
      {
        solve: {
          method: 'artifact',
          date: '2026-11-22',
          artifacts: [
            {
              name: 'a.png',
              sha256: 'AB'.repeat(32),
              source:
                'https://github.com/example/archive/blob/0123456789abcdef0123456789abcdef01234567/a.png',
            },
          ],
        },
      },
    ],
  ])('accepts: %s', (_name, change) => {
    expect(problemsOf({...valid, ...change})).toEqual([]);
  });

  it.each([
    [
      {difficulty: 'meduim'},
      'difficulty: must be one of very-easy, easy, medium, hard, very-hard (got "meduim"); did you mean "medium"?',
    ],
    [
      {difficulty: undefined},
      'difficulty: is required: one of very-easy, easy, medium, hard, very-hard',
    ],
    [
      {platform: 'hackthebox'},
      'platform: must be one of picoctf, root-me, sysmon-splunk (got "hackthebox")',
    ],
    [{title: undefined}, 'title: is required: the challenge name as the platform shows it'],
    [
      {description: 'Too short.'},
      'description: must be a full sentence of at least 30 characters (got "Too short.")',
    ],
    [
      {description: 'A description that never ends with a full stop'},
      'description: must be one sentence ending with a full stop (got "A description that never ends with a full stop")',
    ],
    [{points: -5}, 'points: must not be negative (got -5)'],
    [
      {points: 'lots'},
      'points: must be a whole number (omit the field when the platform shows no points) (got "lots")',
    ],
    [{tools: []}, 'tools: must name at least one tool'],
    [{tools: 'Wireshark'}, 'tools: must be a list, e.g. [Wireshark, tshark] (got "Wireshark")'],
    [
      {tags: ['forensic']},
      'tags: must only use tags from docs/tags.yml: forensics, network, web (got "forensic"); did you mean "forensics"?',
    ],
    [
      {published: 'last spring'},
      'published: must be a date written as YYYY-MM-DD (got "last spring")',
    ],
    [
      {attack: ['1059']},
      'attack: must list MITRE ATT&CK technique ids such as T1059 or T1059.001 (got "1059")',
    ],
    [
      {dificulty: 'easy'},
      'dificulty: is not a write-up field (check the spelling; see CONTRIBUTING.md "Write-up reference") (got "easy")',
    ],
    [{title: 'Bell\u0007'}, 'title: must not contain control characters (got "Bell\\u0007")'],
    [
      {description: 'A sentence long enough to pass, with a \u001b escape in it.'},
      'description: must not contain control characters (got "A sentence long enough to pass, with a \\u001b escape in it.")',
    ],
    [
      {techniques: undefined},
      'techniques: is required: 1 to 4 technique ids from docs/techniques.yml, e.g. [file-signatures]',
    ],
    [
      {techniques: ['steganography']},
      'techniques: must only use technique ids from docs/techniques.yml (add a new one there first) (got "steganography")',
    ],
    [{techniques: []}, 'techniques: must name at least one technique'],
    [
      {solve: undefined},
      'solve: is required: how the page was verified (method, date, and artifacts or sources; see CONTRIBUTING.md "Front matter")',
    ],
    [
      {solve: {method: 'memory', date: '2026-11-22'}},
      'solve.method: must be one of artifact, sources, instance, worked-example, lab (got "memory")',
    ],
    [
      {solve: {method: 'artifact', date: '2026-11-22'}},
      'solve.artifacts: must list at least one original file (name and sha256) when method is artifact',
    ],
    [
      {
        solve: {
          method: 'artifact',
          date: '2026-11-22',
          artifacts: [{name: 'a.png', sha256: 'e7a3'}],
        },
      },
      'solve.artifacts.sha256: must be a SHA-256 digest: 64 hex digits (got "e7a3")',
    ],
    [
      {
        solve: {
          method: 'artifact',
          date: '2026-11-22',
          artifacts: [
            {name: 'dolls.jpg', sha256: 'a'.repeat(64), source: 'not archived'},
            {name: 'b.txt', sha256: 'b'.repeat(64), source: 'not archived'},
            {name: 'dolls-copy.jpg', sha256: 'A'.repeat(64), source: 'not archived'},
          ],
        },
      },
      "solve.artifacts.sha256: artifact 3 (dolls-copy.jpg) is the same file as artifact 1 (dolls.jpg): give its address under artifact 1's mirrors",
    ],
    [
      {
        solve: {
          method: 'artifact',
          date: '2026-11-22',
          artifacts: [
            {
              name: 'a.png',
              sha256: 'a'.repeat(64),
              source: 'https://github.com/o/r/blob/main/a.png',
            },
          ],
        },
      },
      'solve.artifacts.source: must name the file at a commit on GitHub (…/blob/<40-hex commit>/path), not at a branch (got "https://github.com/o/r/blob/main/a.png")',
    ],
    [
      {
        solve: {
          method: 'artifact',
          date: '2026-11-22',
          artifacts: [{name: 'a.png', sha256: 'a'.repeat(64), source: 'ftp://example.org/a.png'}],
        },
      },
      'solve.artifacts.source: must be a web address (https://…) or "not archived" (got "ftp://example.org/a.png")',
    ],
    [
      {
        solve: {
          method: 'artifact',
          date: '2026-11-22',
          artifacts: [
            {name: 'a.png', sha256: 'a'.repeat(64), source: 'https://example.com/files/a.png'},
          ],
        },
      },
      'solve.artifacts.source: must be where the file can really be downloaded, not a placeholder; write "not archived" for a file no public archive keeps (got "https://example.com/files/a.png")',
    ],
    [
      {
        solve: {
          method: 'artifact',
          date: '2026-11-22',
          artifacts: [
            {
              name: 'a.png',
              sha256: 'a'.repeat(64),
              source: 'https://files.ctf-archive.net/…/a.png',
            },
          ],
        },
      },
      'solve.artifacts.source: must be where the file can really be downloaded, not a placeholder; write "not archived" for a file no public archive keeps (got "https://files.ctf-archive.net/…/a.png")',
    ],
    [
      {
        solve: {
          method: 'artifact',
          date: '2026-11-22',
          artifacts: [
            {
              name: 'dolls.jpg',
              sha256: 'a'.repeat(64),
              source: `https://github.com/o/r/blob/${'b'.repeat(40)}/Matryoshka doll/dolls.jpg`,
            },
          ],
        },
      },
      `solve.artifacts.source: must be written as a link, with each space as %20: https://github.com/o/r/blob/${'b'.repeat(40)}/Matryoshka%20doll/dolls.jpg (got "https://github.com/o/r/blob/${'b'.repeat(40)}/Matryoshka doll/dolls.jpg")`,
    ],
    [
      {
        solve: {
          method: 'sources',
          date: '2026-11-22',
          sources: ['https://example.org/a write-up'],
        },
      },
      'solve.sources: must be written as a link, with each space as %20: https://example.org/a%20write-up (got "https://example.org/a write-up")',
    ],
    [
      {
        solve: {
          method: 'artifact',
          date: '2026-11-22',
          artifacts: [{name: 'a.png', sha256: 'a'.repeat(64), source: 'https://play.picoctf.org/'}],
        },
      },
      'solve.artifacts.source: must name the file itself, not a site\'s home page (got "https://play.picoctf.org/")',
    ],
    [
      {
        solve: {
          method: 'artifact',
          date: '2026-11-22',
          artifacts: [
            {
              name: 'a.png',
              sha256: 'a'.repeat(64),
              mirrors: ['https://raw.githubusercontent.com/o/r/HEAD/a.png'],
            },
          ],
        },
      },
      'solve.artifacts.mirrors: must name the file at a commit on GitHub (…/blob/<40-hex commit>/path), not at a branch (got "https://raw.githubusercontent.com/o/r/HEAD/a.png")',
    ],
    [
      {
        solve: {
          method: 'artifact',
          date: '2026-11-22',
          artifacts: [{name: 'a.png', sha256: 'a'.repeat(64)}],
        },
      },
      'solve.artifacts.source: is required: the public address of this exact file, so a reader can download it and compare the hash, or "not archived"',
    ],
    [
      {solve: {method: 'sources', date: '2026-11-22'}},
      'solve.sources: must name at least one public source when method is sources',
    ],
    [
      {solve: {method: 'sources', date: '2026-11-22', sources: ['a blog']}},
      'solve.sources: must be a web address (https://…) (got "a blog")',
    ],
    [
      {solve: {method: 'instance'}},
      'solve.date: is required: the day the solve was run or checked, as YYYY-MM-DD',
    ],
  ])('rejects %o with a message naming the field', (change, message) => {
    expect(problemsOf({...valid, ...change})).toContain(message);
  });

  it('reports every problem at once, not only the first', () => {
    expect(problemsOf({...valid, difficulty: 'x', tools: [], title: ''})).toHaveLength(3);
  });

  it('requires platform and category to match the folder the file is in', () => {
    expect(problemsOf({...valid, category: 'web-exploitation'})).toEqual([
      'category: must be "forensics", the folder the file is in (got "web-exploitation")',
    ]);
    expect(problemsOf(valid, {platform: 'root-me', category: 'forensic'})).toEqual([
      'platform: must be "root-me" for a file under docs/root-me/ (got "picoctf")',
      'category: must be "forensic", the folder the file is in (got "forensics")',
    ]);
  });

  it('formats problems with the file path first', () => {
    expect(formatFrontMatterProblems('docs/x.mdx', ['a: b', 'c: d'])).toBe(
      'Invalid write-up front matter in docs/x.mdx:\n  - a: b\n  - c: d',
    );
  });
});
