/**
 * The write-up taxonomy: platforms, their categories and the difficulty scale.
 * Front matter is validated against these lists, and the challenge card,
 * sidebar ordering and search contexts read their labels from here.
 */

/** The vocabularies, in the docs folder: tags (Docusaurus's own tags file), techniques and tools. */
export const tagsFile = 'tags.yml';
export const techniquesFile = 'techniques.yml';
export const toolsFile = 'tools.yml';

export const difficulties = ['very-easy', 'easy', 'medium', 'hard', 'very-hard'] as const;
export type Difficulty = (typeof difficulties)[number];

export const difficultyLabels: Record<Difficulty, string> = {
  'very-easy': 'Very easy',
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  'very-hard': 'Very hard',
};

export type WriteupKind = 'ctf' | 'method' | 'lab';

type PlatformDefinition = {
  readonly label: string;
  /** Folder under docs/ that holds the platform's write-ups. */
  readonly docsDir: string;
  /** Category folder name → label shown on the card and in the sidebar. */
  readonly categories: Readonly<Record<string, string>>;
  /**
   * The page shape (CONTENT.md): `ctf` pages solve the challenge; `method` pages
   * (Root-Me, whose rules forbid published solutions) teach the technique on a
   * worked example of our own; `lab` pages are detection exercises with no flag.
   */
  readonly kind: WriteupKind;
  /** The `<Flag>` a new write-up starts with, for the author to fill in. */
  readonly newFlag?: string;
};

export const platforms = {
  picoctf: {
    label: 'picoCTF',
    docsDir: 'pico-ctf',
    kind: 'ctf',
    newFlag: '<Flag value="picoCTF{" varies />',
    categories: {
      forensics: 'Forensics',
      'general-skills': 'General Skills',
      cryptography: 'Cryptography',
      'web-exploitation': 'Web Exploitation',
      'reverse-engineering': 'Reverse Engineering',
      'binary-exploitation': 'Binary Exploitation',
    },
  },
  'root-me': {
    label: 'Root-Me',
    docsDir: 'root-me',
    kind: 'method',
    categories: {
      'app-script': 'App - Script',
      cryptanalysis: 'Cryptanalysis',
      forensic: 'Forensic',
      network: 'Network',
      realist: 'Realist',
      steganography: 'Steganography',
      'web-server': 'Web - Server',
    },
  },
  'sysmon-splunk': {
    label: 'Sysmon & Splunk',
    docsDir: 'sysmon-splunk',
    kind: 'lab',
    categories: {'sysmon-splunk': 'Detection lab'},
  },
} as const satisfies Record<string, PlatformDefinition>;

export type PlatformId = keyof typeof platforms;

/**
 * A category's label on its platform ("Forensics"), or undefined for a platform or
 * category id that does not exist: own properties only, since ids can come from a URL.
 */
export function categoryLabel(platform: string, category: string): string | undefined {
  if (!Object.hasOwn(platforms, platform)) return undefined;
  const labels: Readonly<Record<string, string>> = platforms[platform as PlatformId].categories;
  return Object.hasOwn(labels, category) ? labels[category] : undefined;
}

/**
 * Where each platform's write-ups start, relative to the base URL, and the
 * sentence the home page says about it: kept apart from platforms, which the
 * search box on every page loads, so these words stay in the home page's bundle.
 */
export const platformLandings: Record<
  PlatformId,
  {readonly path: string; readonly summary: string}
> = {
  picoctf: {
    path: '/docs/pico-ctf/',
    summary:
      'Beginner-friendly challenges from Carnegie Mellon’s competition: forensics, shell skills, crypto, web, reversing and pwn, each solved on the original files.',
  },
  'root-me': {
    path: '/docs/root-me/',
    summary:
      'Permanent wargame challenges, taught as methods: hints, the concept and a worked example of our own, never the validation password.',
  },
  'sysmon-splunk': {
    path: '/docs/category/sysmon--splunk',
    summary:
      'A six-part lab: build Sysmon and Splunk on Windows, then detect one attack technique per part.',
  },
};
export const platformIds = Object.keys(platforms) as PlatformId[];

/** The `##` sections every write-up has, in this order (CONTENT.md). */
export const requiredSections = {
  ctf: ['Challenge', 'Hints', 'Analysis', 'Solution', 'Flag', 'Takeaways'],
  method: ['Challenge', 'Hints', 'Concept', 'Worked example', 'Takeaways'],
  lab: ['Goal', 'Setup', 'Detection', 'Result', 'Takeaways'],
} as const satisfies Record<WriteupKind, readonly string[]>;

/** What an author writes as an original file's source when no public archive keeps it: named and hashed, with no address invented. */
export const notArchived = 'not archived';

/**
 * How a page was verified (front matter `solve.method`), and the line the
 * challenge card shows for it.
 */
export const solveMethods = {
  artifact: 'Solved against the original challenge files',
  sources: 'Flag and outputs confirmed by public sources',
  instance: 'Solved on a live instance that no longer runs: its output is marked illustrative',
  'worked-example': 'The method, shown on a worked example made for this page',
  lab: 'Lab exercise: events are real samples or marked illustrative',
} as const;

export type SolveMethod = keyof typeof solveMethods;
export const solveMethodIds = Object.keys(solveMethods) as SolveMethod[];

/** Solve methods under which an output block may be titled `illustrative`. */
export const illustrativeOutputMethods: readonly SolveMethod[] = [
  'instance',
  'lab',
  'worked-example',
];

/** Fenced code languages the site highlights; anything else is a content error. */
export const codeLanguages = [
  'bash',
  'text',
  'python',
  'c',
  'cpp',
  'java',
  'javascript',
  'json',
  'yaml',
  'xml',
  'html',
  'php',
  'sql',
  'http',
  'powershell',
  'nasm',
  'splunk-spl',
  'smali',
  'rust',
  'ini',
  'diff',
  'mermaid',
  'csharp',
  'go',
  'x86asm',
] as const;

/** What a per-player flag (`<Flag value="picoCTF{common_" varies />`) says about the part that varies. */
export const variesReason =
  'This challenge gives every player a different ending, so only the part everyone shares is shown.';

/** The varying part of a per-player flag, when the page does not say more precisely (`suffix="[0-9a-f]{8}"`). */
export const defaultVaryingSuffix = '[^{}\\s]+';
