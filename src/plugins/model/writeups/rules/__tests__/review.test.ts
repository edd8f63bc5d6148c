import {describe, expect, it} from 'vitest';
import {analyzeWriteupBody} from '../../body';
import {
  findChartProblems,
  findEncodedFlags,
  findEnvironmentWording,
  findFigureProblems,
  findRevealedFlagText,
  findSolvingHints,
  findTrimmedOutput,
} from '../review';

const perPlayerFlag = '## Flag\n\n<Flag value="picoCTF{h1dd3n_" varies suffix="[0-9a-f]{8}" />\n';
const fixedFlag = '## Flag\n\n<Flag value="picoCTF{h1dd3n_3a5c7e11}" />\n';
const flag = 'picoCTF{h1dd3n_3a5c7e11}';
const hex = Buffer.from(flag).toString('hex');

describe('findEncodedFlags', () => {
  it.each([
    [
      'a hex dump (xxd), the flag split over lines',
      `\`\`\`text\n${[0, 32]
        .map(
          (offset) =>
            `${offset.toString(16).padStart(8, '0')}: ${hex
              .slice(offset, offset + 32)
              .match(/.{1,4}/g)!
              .join(' ')}  ................`,
        )
        .join('\n')}\n\`\`\`\n`,
    ],
    ['hex bytes in prose', `The bytes are \`${hex.match(/../g)!.join(' ')}\`.\n`],
    ['Base64 in output', `\`\`\`text\nLicense : ${Buffer.from(flag).toString('base64')}\n\`\`\`\n`],
    [
      'decimal character codes',
      `\`\`\`text\n${[...flag].map((char) => char.charCodeAt(0)).join(' ')}\n\`\`\`\n`,
    ],
  ])('reports %s on a per-player page', (_name, text) => {
    expect(
      findEncodedFlags(analyzeWriteupBody(`## Solution\n\n${text}\n${perPlayerFlag}`)),
    ).toEqual([
      expect.stringContaining(
        "decodes to a complete flag (picoCTF{h1…}), and this page's flag is per player",
      ),
    ]);
  });

  it('leaves encoded output alone where the flag is fixed and where nothing decodes to a flag', () => {
    expect(
      findEncodedFlags(
        analyzeWriteupBody(
          `## Solution\n\nLicense: ${Buffer.from(flag).toString('base64')}\n\n${fixedFlag}`,
        ),
      ),
    ).toEqual([]);
    expect(
      findEncodedFlags(
        analyzeWriteupBody(
          `## Solution\n\n\`\`\`text\n89504e470d0a1a0a0000000d49484452\n\`\`\`\n\n${perPlayerFlag}`,
        ),
      ),
    ).toEqual([]);
  });
});

describe('findTrimmedOutput', () => {
  const page = (lead: string, output: string) =>
    analyzeWriteupBody(`## Solution\n\n${lead}\n\n\`\`\`text\n${output}\n\`\`\`\n`);

  it('reports an output shorter than the prose says, with no omission marker', () => {
    expect(findTrimmedOutput(page('The script prints eleven lines:', 'one\ntwo\nthree'))).toEqual([
      'output at line 5: the prose says "prints eleven lines" but the block shows 3; paste the whole output, or mark what is cut with [... 8 lines omitted ...]',
    ]);
  });

  it('accepts the whole output, a marked cut, and prose that counts something else', () => {
    expect(findTrimmedOutput(page('It prints 3 lines:', 'a\nb\nc'))).toEqual([]);
    expect(
      findTrimmedOutput(page('It prints 11 lines:', 'a\n[... 9 lines omitted ...]\nk')),
    ).toEqual([]);
    expect(findTrimmedOutput(page('The picture shows three lines of numbers.', '16 9 3'))).toEqual(
      [],
    );
  });
});

describe('findSolvingHints', () => {
  const solve = {
    method: 'artifact',
    date: new Date(),
    artifacts: [
      {
        name: 'cat.jpg',
        sha256: 'a'.repeat(64),
        source:
          'https://github.com/example/archive/blob/0123456789abcdef0123456789abcdef01234567/cat.jpg',
        mirrors: [],
      },
    ],
    sources: [],
  } as const;
  const page = (texts: readonly string[], solution = '') =>
    analyzeWriteupBody(
      `## Hints\n\n<Hints>\n${texts.map((text) => `  <Hint>${text}</Hint>`).join('\n')}\n</Hints>\n\n## Solution\n\n${solution}\n`,
    );
  const advice =
    'a hint says where to look, then the idea, then names the technique or the tool family, and leaves the rest to the reader';

  it.each([
    [
      'the service address',
      'Connect with `nc mercury.picoctf.net 48491`.',
      'the challenge\'s address "nc mercury.picoctf.net 48491"',
    ],
    [
      'a host and port',
      'Then `nc challenge01.example.org 2222` and read.',
      'the challenge\'s address "nc challenge01.example.org 2222"',
    ],
    [
      "the challenge's own file",
      'Finish with `exiftool -b -License cat.jpg | base64 -d`.',
      'the challenge\'s own file "cat.jpg"',
    ],
    [
      'a command the page runs',
      'Then `git log --oneline` tells the story.',
      'the command "git log --oneline", which the page itself runs',
    ],
    [
      "the flag's format",
      'Filter what `strings` prints for `picoCTF`.',
      'the flag\'s format ("`picoCTF`"), which sends the reader to search for it',
    ],
    [
      'the flag prefix in words',
      'Search the output for the flag prefix.',
      'the flag\'s format ("flag prefix"), which sends the reader to search for it',
    ],
    ['a passphrase', 'Try it with an empty passphrase.', 'a secret ("empty passphrase")'],
  ])('reports a hint that gives %s', (_name, text, given) => {
    expect(
      findSolvingHints(page(['Look at the metadata.', text], '```bash\n$ git log --oneline\n```'), {
        solve,
      }),
    ).toEqual([`hints: hint 2 gives ${given}; ${advice}`]);
  });

  it('accepts a ladder that leads: where to look, the idea, the tool family', () => {
    const ladder = [
      'A photo carries more than pixels.',
      'Some fields are free text that a camera never fills in.',
      'Tools such as `exiftool` list every field.',
    ];
    expect(findSolvingHints(page(ladder, '```bash\nexiftool cat.jpg\n```'), {solve})).toEqual([]);
  });

  it('reads an extension-less file name only where the hint shows it as code', () => {
    const unnamed = {...solve, artifacts: [{...solve.artifacts[0], name: 'mystery'}]};
    expect(
      findSolvingHints(
        page(['Every file is a mystery until you look at its bytes.', 'Look at it.']),
        {solve: unnamed},
      ),
    ).toEqual([]);
    expect(
      findSolvingHints(page(['Open `mystery` in a hex viewer.', 'Look at it.']), {solve: unnamed}),
    ).toEqual([`hints: hint 1 gives the challenge's own file "mystery"; ${advice}`]);
  });
});

describe('findEnvironmentWording', () => {
  const prose = (text: string) =>
    findEnvironmentWording(analyzeWriteupBody(`## Solution\n\n${text}\n`));

  it.each([
    [
      'steghide cannot be installed here, so the output below is from the writeup.',
      '"cannot be installed here"',
    ],
    [
      'The challenge server is gone, so this exchange is illustrative.',
      '"challenge server is gone"',
    ],
    ['The instance no longer answers.', '"instance no longer answers"'],
    ['It is not reachable from here.', '"reachable from here"'],
  ])('reports "%s"', (text, quoted) => {
    expect(prose(text)).toEqual([
      expect.stringContaining(`prose: ${quoted} is about the solving machine`),
    ]);
  });

  it('accepts technical uses of the same words', () => {
    expect(
      prose('The deleted directory entries are gone, but their clusters are still on the disk.'),
    ).toEqual([]);
    expect(
      prose(
        'The service is not reachable from where this was solved; the exchange below is illustrative.',
      ),
    ).toEqual([]);
  });
});

describe('findFigureProblems', () => {
  const figure = (
    alt: string,
    caption = 'Only row 0 holds a pattern: the message sits in the lowest bit',
  ) =>
    findFigureProblems(
      analyzeWriteupBody(`## Solution\n\n![${alt}](./_figures/red/planes.png "${caption}")\n`),
    );

  it.each([
    ['', 'needs alt text saying what the reader should notice'],
    ['Screenshot of the page', 'names the picture'],
    ['bit planes', 'names the picture'],
  ])('reports the alt text "%s"', (alt, problem) => {
    expect(figure(alt)).toEqual([expect.stringContaining(problem)]);
  });

  it('accepts alt text that says what to notice', () => {
    expect(
      figure('Only row 0 of the red bit plane holds a pattern; every other row is flat'),
    ).toEqual([]);
  });

  it.each([
    ['Bit planes', 'only labels the picture'],
    [
      'Only row 0 of the red bit plane holds a pattern; every other row is flat',
      'repeats the alt text',
    ],
  ])('reports the caption "%s"', (caption, problem) => {
    expect(
      figure('Only row 0 of the red bit plane holds a pattern; every other row is flat', caption),
    ).toEqual([expect.stringContaining(problem)]);
  });
});

describe('findChartProblems', () => {
  const chart = (props: string) =>
    findChartProblems(
      analyzeWriteupBody(
        `## Solution\n\n<Chart kind="bars" title="Counts" ${props} data={counts} />\n`,
      ),
    );

  it('reports a chart without its point or its marked value', () => {
    expect(chart('')).toEqual([expect.stringContaining('needs description and highlight')]);
    expect(chart('description="E leads."')).toEqual([expect.stringContaining('needs highlight')]);
  });

  it('accepts a chart that says its point and marks the value', () => {
    expect(chart('description="E leads, as in English." highlight="E"')).toEqual([]);
  });
});

describe('findRevealedFlagText', () => {
  const page = (text: string) =>
    analyzeWriteupBody(
      `## Solution\n\n${text}\n\n## Flag\n\n<Flag value="picoCTF{w4rm1ng_Up_w1tH_" varies />\n`,
    );

  it('reports what the reveal hides, shown in output or prose', () => {
    expect(
      findRevealedFlagText(page('```text\nreturn password.equals("w4rm1ng_Up_w1tH_3a5c");\n```')),
    ).toEqual([expect.stringContaining('"w4rm1ng_" is part of what <Flag> hides')]);
  });

  it('leaves an ordinary word the flag contains, and the solver script, alone', () => {
    expect(
      findRevealedFlagText(page('The warming up is done; the flag is printed below.')),
    ).toEqual([]);
    expect(
      findRevealedFlagText(
        page('```python title="solve.py"\nprint("picoCTF{w4rm1ng_Up_w1tH_")\n```'),
      ),
    ).toEqual([]);
  });
});
