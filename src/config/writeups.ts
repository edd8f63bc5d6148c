/**
 * The write-up taxonomy: platforms, their categories and the difficulty scale.
 * Front matter is validated against these lists, and the challenge card,
 * sidebar ordering and search contexts read their labels from here.
 */

export const difficulties = ['very-easy', 'easy', 'medium', 'hard', 'very-hard'] as const;
export type Difficulty = (typeof difficulties)[number];

export const difficultyLabels: Record<Difficulty, string> = {
  'very-easy': 'Very easy',
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  'very-hard': 'Very hard',
};

type PlatformDefinition = {
  readonly label: string;
  /** Folder under docs/ that holds the platform's write-ups. */
  readonly docsDir: string;
  /** Category folder name → label shown on the card and in the sidebar. */
  readonly categories: Readonly<Record<string, string>>;
  /** Lab guides use Goal/Setup/Detection/Result/Takeaways and carry no flag. */
  readonly kind: 'ctf' | 'lab';
  /** The `<Flag>` a new write-up starts with: redacted until the author knows better. */
  readonly newFlag?: string;
};

export const platforms = {
  picoctf: {
    label: 'picoCTF',
    docsDir: 'pico-ctf',
    kind: 'ctf',
    newFlag: '<Flag redacted="per-player" prefix="picoCTF" />',
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
    label: 'Root Me',
    docsDir: 'root-me',
    kind: 'ctf',
    newFlag: '<Flag redacted="root-me" />',
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
export const platformIds = Object.keys(platforms) as PlatformId[];

/** The `##` sections every write-up has, in this order (CONTENT.md). */
export const requiredSections = {
  ctf: ['Challenge', 'Analysis', 'Solution', 'Flag', 'Takeaways'],
  lab: ['Goal', 'Setup', 'Detection', 'Result', 'Takeaways'],
} as const;

/** Fenced code languages the site highlights; anything else is a content error. */
export const codeLanguages = [
  'bash', 'text', 'python', 'c', 'cpp', 'java', 'javascript', 'json', 'yaml', 'xml', 'html',
  'php', 'sql', 'http', 'powershell', 'nasm', 'splunk-spl', 'smali', 'rust', 'ini', 'diff',
  'mermaid', 'csharp', 'go', 'x86asm',
] as const;

/** Why a `<Flag redacted="…" />` hides its flag, in the words the reader sees. */
export const flagRedactionReasons = {
  'per-player': 'This challenge generates a different flag for each player, so no flag is published here.',
  withheld: 'The flag is withheld because it could not be confirmed with certainty.',
  'root-me': 'Root-Me asks solvers not to publish validation passwords, so it stays redacted.',
} as const;

export type FlagRedactionReason = keyof typeof flagRedactionReasons;
