import {codeLanguages, flagRedactionReasons, requiredSections} from '../../config/writeups';
import type {WriteupFrontMatter} from './frontMatter';

export type CodeBlock = {
  readonly language: string;
  readonly meta: string;
  readonly code: string;
  /** 1-based line of the opening fence within the body. */
  readonly line: number;
};

export type FlagElement = {readonly value?: string; readonly redacted?: string};

export type WriteupBody = {
  /** `##` headings in order of appearance (outside code). */
  readonly sections: readonly string[];
  readonly codeBlocks: readonly CodeBlock[];
  /** Prose paragraphs with markup stripped, in order. */
  readonly paragraphs: readonly string[];
  readonly proseWordCount: number;
  /** `<Flag>` elements: the flag shown, or why it is redacted. */
  readonly flags: readonly FlagElement[];
  /** Flag-shaped strings found outside a `<Flag>` element. */
  readonly strayFlags: readonly string[];
};

const fenceOpening = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;
const flagElement = /<Flag\b[^>]*?\/>/gs;
/** Reads a string prop written as `name="…"`, `name='…'` or `name={"…"}`. */
function readStringProp(element: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|\\{\\s*"([^"]*)"\\s*\\})`).exec(element);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}
const flagShape = /\b(picoCTF|PICOCTF|picoctf|flag|FLAG|Flag|RM|CTF|HTB|THM)\{([^{}\n]*)\}/g;
/** A body that reads like a real flag, not a placeholder (`...`, `REDACTED`) or a pattern (`.*`). */
const realFlagBody = /^[A-Za-z0-9_\-!@#$%&?'’.]{3,}$/;
const placeholderFlagBody = /^(?:\.+|…+|x+|X+|\*+|█+|redacted|REDACTED|flag|FLAG|secret)$/;

function isFlagShaped(body: string): boolean {
  return realFlagBody.test(body) && !placeholderFlagBody.test(body) && !/\.[*+]/.test(body);
}

/** Removes markdown and JSX syntax from a prose line, leaving the words a reader reads. */
function toPlainText(line: string): string {
  return line
    .replace(/\{\/\*.*?\*\/\}/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[*_`>|#]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function countWords(text: string): number {
  return text.match(/[A-Za-z0-9][A-Za-z0-9'’.-]*/g)?.length ?? 0;
}

/** Splits an MDX body (front matter removed) into the parts the content rules look at. */
export function analyzeWriteupBody(body: string): WriteupBody {
  const lines = body.split('\n');
  const sections: string[] = [];
  const codeBlocks: CodeBlock[] = [];
  const paragraphs: string[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    const text = paragraph.join(' ').trim();
    if (text) paragraphs.push(text);
    paragraph = [];
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const opening = fenceOpening.exec(line);
    if (opening) {
      endParagraph();
      const fence = opening[2]!;
      const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
      const start = index;
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !closing.test(lines[index]!)) {
        code.push(lines[index]!);
        index += 1;
      }
      codeBlocks.push({language: opening[3]!, meta: opening[4]!.trim(), code: code.join('\n'), line: start + 1});
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      endParagraph();
      if (heading[1] === '##') sections.push(heading[2]!.replace(/\s*\{#[^}]*\}$/, ''));
      continue;
    }
    if (/^\s*(import|export)\s/.test(line) || /^\s*<Flag\b/.test(line)) {
      endParagraph();
      continue;
    }
    const text = toPlainText(line.replace(/^\s*(?:[-*+]|\d+\.)\s+/, ''));
    if (!text) {
      endParagraph();
      continue;
    }
    paragraph.push(text);
  }
  endParagraph();

  // A Flag mentioned inside an MDX comment is not rendered, so it does not count.
  const renderedBody = body.replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  const flags = (renderedBody.match(flagElement) ?? []).map((element): FlagElement => ({
    value: readStringProp(element, 'value'),
    redacted: readStringProp(element, 'redacted'),
  }));
  // Comments still count here: the source is public even where the page is not.
  const strayFlags = [...body.replace(flagElement, '').matchAll(flagShape)]
    .filter((match) => isFlagShaped(match[2]!))
    .map((match) => match[0]);

  return {
    sections,
    codeBlocks,
    paragraphs,
    proseWordCount: paragraphs.reduce((total, text) => total + countWords(text), 0),
    flags,
    strayFlags,
  };
}

/** CONTENT.md: 300 prose words, 200 for the shortest warm-ups (50 points or fewer). */
export function minimumProseWords(frontMatter: Pick<WriteupFrontMatter, 'points'>): number {
  return frontMatter.points !== undefined && frontMatter.points <= 50 ? 200 : 300;
}

const knownLanguages = new Set<string>(codeLanguages);

/** Every content rule a machine can check on one write-up; an empty list means it passes. */
export function findContentProblems(
  frontMatter: WriteupFrontMatter,
  body: WriteupBody,
  kind: keyof typeof requiredSections,
): string[] {
  const problems: string[] = [];
  const expected = requiredSections[kind];
  if (body.sections.join('|') !== expected.join('|')) {
    problems.push(
      `sections: the ## headings must be exactly ${expected.join(', ')} in this order (found ${body.sections.join(', ') || 'none'})`,
    );
  }
  const minimum = minimumProseWords(frontMatter);
  if (body.proseWordCount < minimum) {
    problems.push(`prose: ${body.proseWordCount} words outside code blocks, at least ${minimum} required`);
  }
  for (const block of body.codeBlocks) {
    if (!block.language) {
      problems.push(`code block at body line ${block.line}: has no language (write e.g. \`\`\`bash or \`\`\`text)`);
    } else if (!knownLanguages.has(block.language)) {
      problems.push(`code block at body line ${block.line}: language "${block.language}" is not one the site highlights (${codeLanguages.join(', ')})`);
    }
  }
  for (const block of body.codeBlocks.filter((b) => b.language === 'mermaid')) {
    if (!/^\s*accTitle:\s*\S/m.test(block.code) || !/^\s*accDescr:\s*\S/m.test(block.code)) {
      problems.push(`diagram at body line ${block.line}: needs accTitle: and accDescr: lines (they become the image's title and alt text)`);
    }
  }
  for (const flag of body.strayFlags) {
    problems.push(`flag: "${flag}" appears outside a <Flag> element`);
  }
  if (kind === 'ctf' && body.flags.length === 0) {
    problems.push('flag: the Flag section needs a <Flag value="…" /> or <Flag redacted="…" /> element');
  }
  for (const flag of body.flags) {
    if ((flag.value === undefined) === (flag.redacted === undefined)) {
      problems.push('flag: a <Flag> element takes either value="…" or redacted="…", exactly one of them');
    } else if (flag.redacted !== undefined && !Object.hasOwn(flagRedactionReasons, flag.redacted)) {
      problems.push(`flag: redacted="${flag.redacted}" must be one of ${Object.keys(flagRedactionReasons).join(', ')}`);
    } else if (frontMatter.platform === 'root-me' && flag.redacted !== 'root-me') {
      problems.push('flag: Root-Me validation passwords stay redacted: use <Flag redacted="root-me" />');
    }
  }
  return problems;
}
