/**
 * The second reader's mechanical checks (CONTENT.md, "Truth"): what an outside
 * audit found on reviewed pages and a machine can catch. Each returns problems
 * in the words the author sees; rules/content.ts runs them with the other rules.
 */
import type {CodeBlock, WriteupBody} from '../body';
import type {WriteupFrontMatter} from '../frontMatter';

/** A complete flag: a flag format, a body without braces, a closing brace. */
const completeFlag = /\b(?:picoCTF|PICOCTF|picoctf|flag|FLAG|CTF)\{[A-Za-z0-9_\-!@#$%&?'’.^]{3,}\}/;

/** Where a page can hold text in an encoding a reader can undo at once. */
type Decoded = {readonly encoding: string; readonly text: string};

const isPrintable = (text: string) => /^[\x20-\x7e\r\n\t]*$/.test(text);

/** Every run of hex bytes (`70 69 63`, `706963`, `70:69:63`), and the hex columns of an xxd or hexdump listing read together. */
function hexRuns(text: string): Decoded[] {
  const runs = [...text.matchAll(/(?:\b[0-9a-fA-F]{2}(?:[ :]?)){8,}/g)].map((match) =>
    match[0].replace(/[\s:]/g, ''),
  );
  const dumpLines = text
    .split('\n')
    .map((line) =>
      /^\s*(?:0x)?[0-9a-fA-F]{4,16}:?\s+((?:[0-9a-fA-F]{2,4}\s?){2,16})/
        .exec(line)?.[1]
        ?.replace(/\s/g, ''),
    )
    .filter((hex): hex is string => hex !== undefined);
  return [...runs, dumpLines.join('')]
    .filter((hex) => hex.length >= 16)
    .map((hex) => ({
      encoding: 'hex',
      text: Buffer.from(hex.length % 2 === 0 ? hex : hex.slice(0, -1), 'hex').toString('latin1'),
    }));
}

/** Every Base64 word long enough to hold a flag. */
function base64Words(text: string): Decoded[] {
  return [...text.matchAll(/[A-Za-z0-9+/]{16,}={0,2}/g)]
    .map((match) => Buffer.from(match[0], 'base64').toString('latin1'))
    .filter(isPrintable)
    .map((decoded) => ({encoding: 'Base64', text: decoded}));
}

/** Runs of character codes in decimal (`112 105 99 111`) or as 8-bit binary (`01110000 01101001`). */
function characterCodes(text: string): Decoded[] {
  const decimal = [
    ...text.matchAll(/(?:\b(?:3[2-9]|[4-9]\d|1[01]\d|12[0-6])\b[\s,;]+){7,}\b\d{2,3}\b/g),
  ].map((match) => String.fromCharCode(...match[0].split(/[\s,;]+/).map(Number)));
  const binary = [...text.matchAll(/(?:\b[01]{8}\b[\s,]*){8,}/g)].map((match) =>
    String.fromCharCode(
      ...match[0]
        .trim()
        .split(/[\s,]+/)
        .map((bits) => parseInt(bits, 2)),
    ),
  );
  return [
    ...decimal.map((decoded) => ({encoding: 'decimal character codes', text: decoded})),
    ...binary.map((decoded) => ({encoding: 'binary', text: decoded})),
  ];
}

/**
 * On a page whose flag is per player (shown as its common part), a complete flag
 * anywhere outside the `<Flag>` reveal in an encoding a reader undoes at once
 * (hex, a hex dump, Base64, character codes). Plain text is checked with the
 * other flag rules, on every page.
 */
export function findEncodedFlags(body: Pick<WriteupBody, 'textOutsideFlags' | 'flags'>): string[] {
  // A fixed flag may sit encoded in real output (decoding it is the solve); a per-player flag never may.
  if (!body.flags.some((flag) => flag.varies)) return [];
  const decoded = [
    ...hexRuns(body.textOutsideFlags),
    ...base64Words(body.textOutsideFlags),
    ...characterCodes(body.textOutsideFlags),
  ];
  const found = new Map<string, string>();
  for (const {encoding, text} of decoded) {
    const flag = completeFlag.exec(text)?.[0];
    if (flag && !found.has(flag)) found.set(flag, encoding);
  }
  return [...found].map(
    ([flag, encoding]) =>
      `flag: text in ${encoding} on the page decodes to a complete flag (${flag.slice(0, flag.indexOf('{') + 3)}…}), and this page's flag is per player: cut that output with a marker such as [... 2 lines omitted ...]`,
  );
}

/** Characters of a flag's hidden part that, read anywhere on the page, give it away. */
const revealingRun = 8;

/**
 * What `<Flag>` hides, read in the page's own text (prose, code, output, captions): any eight characters
 * of it that hold a digit or a word break (`5717u710`, `w4rm1ng_`), which no ordinary word does. An
 * English word the flag happens to contain (`analysis`) is not a giveaway and is left alone.
 */
export function findRevealedFlagText(
  body: Pick<WriteupBody, 'textOutsideFlags' | 'flags' | 'codeBlocks'>,
): string[] {
  // The solver script is the solve written out: reading it is choosing to see the answer, like opening the reveal.
  const solver = body.codeBlocks
    .filter((block) => block.title === 'solve.py')
    .map((block) => block.code);
  const text = solver
    .reduce((remaining, code) => remaining.replace(code, ''), body.textOutsideFlags)
    .toLowerCase();
  const found = new Set<string>();
  for (const {value} of body.flags) {
    const hidden = value?.includes('{')
      ? value
          .slice(value.indexOf('{') + 1)
          .replace(/\}$/, '')
          .toLowerCase()
      : '';
    for (let start = 0; start + revealingRun <= hidden.length; start += 1) {
      const run = hidden.slice(start, start + revealingRun);
      if (/[0-9]|.[_-]./.test(run) && text.includes(run)) {
        found.add(run);
        break;
      }
    }
  }
  return [...found].map(
    (run) =>
      `flag: "${run}" is part of what <Flag> hides, and the page shows it outside the reveal; cut that output with a marker such as [... 1 line omitted ...] or reword`,
  );
}

const numberWords: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};

/** "prints 11 lines", "outputs eleven lines", "returns 8 rows": the line count prose gives for a program's output. */
const statedLineCount =
  /\b(?:print(?:s|ed)?|output(?:s|ted)?|return(?:s|ed)?|emit(?:s|ted)?)\s+(?:\w+\s+){0,3}?(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+(?:\w+\s)?(lines|rows|results|events|records)\b/i;

const omission = /\[\s*(?:\.\.\.|…)[^\]]*(?:omitted|trimmed|cut|elided|skipped)[^\]]*\]/i;

/**
 * An output block shorter than the prose next to it says the output is,
 * without an omission marker: "the script prints 11 lines" over three lines.
 */
export function findTrimmedOutput(body: Pick<WriteupBody, 'codeBlocks'>): string[] {
  const problems: string[] = [];
  body.codeBlocks.forEach((block, index) => {
    if (block.language !== 'text' || omission.test(block.code)) return;
    const after = body.codeBlocks[index + 1]?.lead ?? '';
    for (const prose of [block.lead, after]) {
      const match = statedLineCount.exec(prose);
      if (!match) continue;
      const stated = numberWords[match[1]!.toLowerCase()] ?? Number(match[1]);
      const shown = block.code.split('\n').filter((line) => line.trim() !== '').length;
      if (shown < stated) {
        problems.push(
          `output at line ${block.line}: the prose says "${match[0]}" but the block shows ${shown}; paste the whole output, or mark what is cut with [... ${stated - shown} lines omitted ...]`,
        );
        return;
      }
    }
  });
  return problems;
}

/** A challenge service's address: picoCTF's and Root-Me's hosts, or a host and port given to nc, ssh or curl. */
const serviceAddress =
  /\b[\w-]+\.(?:picoctf\.(?:net|org|com)|root-me\.org)\b|\bnc\s+\S+\s+\d{2,5}\b|\bssh\b[^`]*\s-p\s*\d{2,5}\b|\bhttps?:\/\/[\w.-]+:\d{2,5}\b/i;

/** Every piece of code a hint shows: inline code, and the lines of a fenced block inside it. */
const codeIn = (hint: string) => [...hint.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.trim());

/** A command line as typed, for comparison: prompt and surrounding spaces dropped, runs of spaces as one. */
const normalizeCommand = (line: string) =>
  line
    .replace(/^\s*(?:\$|PS [^>]*>|>>>)\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The sections where a page runs its commands: what a hint may point towards but never hand over. */
const solvingSections = new Set(['Solution', 'Worked example', 'Analysis', 'Detection']);

/** A flag's format in a hint ("filter for `picoCTF`", "find `flag{`"), or words that send the reader to grep for it. */
const flagFormatMention =
  /\b(?:picoCTF|flag|CTF|RM)\{|`picoCTF`|\bflag (?:prefix|format)\b|\bprefix of the flag\b/i;

/** A secret in a hint: a password or passphrase given, or said to be empty. */
const secretMention =
  /\b(?:empty|blank|no) (?:password|passphrase)\b|\b(?:password|passphrase|key)\s+(?:is|was|of)\s+[`"'][^`"']+[`"']/i;

/**
 * Hints are a ladder, and no rung is the answer (CONTENT.md, "Truth"): none gives the challenge's own
 * host or port, names its own file, shows a command the page itself runs, points at the flag's format
 * or hands over a password. The checks a machine can make; the second reader does the rest.
 */
export function findSolvingHints(
  body: Pick<WriteupBody, 'hints' | 'codeBlocks'>,
  frontMatter: Pick<WriteupFrontMatter, 'solve'>,
): string[] {
  const artifactNames = frontMatter.solve.artifacts
    .map((artifact) => artifact.name)
    .filter((name) => (name.includes('.') ? name.length > 3 : name.length > 4));
  const pageCommands = body.codeBlocks
    .filter((block) => solvingSections.has(block.section))
    .flatMap((block) => block.code.split('\n'))
    .map(normalizeCommand)
    .filter(Boolean);
  return body.hints.flatMap(({texts}) =>
    texts.flatMap((text, index) => {
      const address = serviceAddress.exec(text)?.[0];
      // A name like `file` or `mystery` is a plain word too: without an extension it counts only as code.
      const artifact = artifactNames.find((name) =>
        name.includes('.')
          ? text.includes(name)
          : codeIn(text).some((code) => code.split(/[\s/]+/).includes(name)),
      );
      const command = codeIn(text)
        .map(normalizeCommand)
        .find((code) => code.includes(' ') && pageCommands.some((line) => line.includes(code)));
      const flagFormat = flagFormatMention.exec(text)?.[0];
      const secret = secretMention.exec(text)?.[0];
      const given = address
        ? `the challenge's address "${address}"`
        : artifact
          ? `the challenge's own file "${artifact}"`
          : command
            ? `the command "${command}", which the page itself runs`
            : flagFormat
              ? `the flag's format ("${flagFormat}"), which sends the reader to search for it`
              : secret
                ? `a secret ("${secret}")`
                : null;
      return given
        ? [
            `hints: hint ${index + 1} gives ${given}; a hint says where to look, then the idea, then names the technique or the tool family, and leaves the rest to the reader`,
          ]
        : [];
    }),
  );
}

/** Sentences about what the author's machine lacked, or a live service called gone (CONTENT.md, "Truth"). */
const environmentWording: readonly [RegExp, string][] = [
  [
    /\b(?:cannot|can['’]t|could not|couldn['’]t) be (?:installed|run|used) here\b/i,
    'install the tool or an equivalent and name it, or mark the block illustrative',
  ],
  [
    /\bnot (?:installed|installable|available) (?:here|on this machine)\b/i,
    'install the tool or an equivalent and name it, or mark the block illustrative',
  ],
  [
    /\b(?:service|server|instance|challenge|host|site)s?\b[^.]{0,30}?\b(?:is|are|was|were|has|have) (?:now |long |been )?gone\b/i,
    'a service that cannot be reached is "not reachable from where this was solved"',
  ],
  [
    /\b(?:service|server|instance|challenge|host|site)s?\b[^.]{0,30}?\bno longer (?:runs?|running|exists?|online|up|answers?|available)\b/i,
    'a service that cannot be reached is "not reachable from where this was solved"',
  ],
  [
    /\b(?:server|service|instance|challenge)s? (?:has been |have been |was |were |is |are )?shut down\b/i,
    'a service that cannot be reached is "not reachable from where this was solved"',
  ],
  [/\breachable from here\b/i, 'say "from where this was solved", not "here"'],
];

export function findEnvironmentWording(
  body: Pick<WriteupBody, 'paragraphs' | 'codeBlocks'>,
): string[] {
  const texts = [
    ...body.paragraphs,
    ...body.codeBlocks.map((block: CodeBlock) => block.title ?? ''),
  ];
  return texts.flatMap((text) =>
    environmentWording.flatMap(([pattern, advice]) => {
      const match = pattern.exec(text);
      return match
        ? [`prose: "${match[0]}" is about the solving machine, not the challenge: ${advice}`]
        : [];
    }),
  );
}

/** Alt text that names the medium instead of what to notice. */
const genericAlt =
  /^(?:an? )?(?:screenshot|image|picture|photo|figure|chart|graph|diagram)(?: of\b|$)/i;

/** A caption shorter than this only labels the picture; it cannot also say what to notice. */
const minimumCaptionWords = 6;

const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * A figure's alt text and its visible caption both say what the reader should notice (CONTENT.md, "Show
 * what the solver saw"): alt text present, more than a label and not "screenshot of…"; a caption of a
 * sentence, not a copy of the alt text (sighted readers see only the caption).
 */
export function findFigureProblems(body: Pick<WriteupBody, 'images'>): string[] {
  return body.images.flatMap(({url, alt, title, line}) => {
    const words = alt.trim().split(/\s+/).filter(Boolean).length;
    if (words === 0)
      return [
        `figure at line ${line} (${url}): needs alt text saying what the reader should notice`,
      ];
    if (genericAlt.test(alt.trim()) || words < 4) {
      return [
        `figure at line ${line} (${url}): "${alt}" names the picture; say what the reader should notice in it`,
      ];
    }
    const captionWords = (title ?? '').trim().split(/\s+/).filter(Boolean).length;
    if (captionWords < minimumCaptionWords) {
      return [
        `figure at line ${line} (${url}): ${title ? `the caption "${title}" only labels the picture` : 'has no caption'}; give it one (![alt](./file.png "Caption")) that says what to notice`,
      ];
    }
    if (comparable(title!) === comparable(alt)) {
      return [
        `figure at line ${line} (${url}): the caption repeats the alt text; the caption tells sighted readers what to notice, the alt text describes the picture`,
      ];
    }
    return [];
  });
}

/**
 * A chart says its point and marks the value the prose is about (CONTENT.md, "Show what the solver saw"):
 * every `<Chart>` has a `description` (shown as its subtitle) and a `highlight`.
 */
export function findChartProblems(body: Pick<WriteupBody, 'textOutsideFlags'>): string[] {
  return [...body.textOutsideFlags.matchAll(/<Chart\b[\s\S]*?\/>/g)].flatMap((match) => {
    const title = /\btitle="([^"]*)"/.exec(match[0])?.[1] ?? 'a chart';
    const missing = ['description', 'highlight'].filter(
      (prop) => !new RegExp(`\\b${prop}=`).test(match[0]),
    );
    return missing.length > 0
      ? [
          `chart "${title}": needs ${missing.join(' and ')} (description: the point, shown as the subtitle; highlight: the label of the value the prose is about)`,
        ]
      : [];
  });
}
