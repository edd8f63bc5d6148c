/**
 * The content standard's machine checks (CONTENT.md) on one write-up. The tests and scripts/content-stats
 * run them on every page; the build does not (it checks front matter only), so nothing here is bundled.
 */
import {
  codeLanguages,
  illustrativeOutputMethods,
  requiredSections,
  type WriteupKind,
} from '../../../../config/writeups';
import type {CodeBlock, WriteupBody} from '../body';
import type {WriteupFrontMatter} from '../frontMatter';
import {scaffoldSectionHints} from '../scaffold';
import {
  findChartProblems,
  findEncodedFlags,
  findEnvironmentWording,
  findRevealedFlagText,
  findFigureProblems,
  findSolvingHints,
  findTrimmedOutput,
} from './review';
import {eventFieldsIn, findSplProblems} from './spl';

/** CONTENT.md: 300 prose words, 200 for the shortest warm-ups (50 points or fewer). */
export function minimumProseWords(frontMatter: Pick<WriteupFrontMatter, 'points'>): number {
  return frontMatter.points !== undefined && frontMatter.points <= 50 ? 200 : 300;
}

/** Challenges worth this many points show a dead end or a second route (CONTENT.md, "Analysis"). */
export const deepAnalysisPoints = 200;

const knownLanguages = new Set<string>(codeLanguages);

/** Phrases that stand in for work instead of doing it (CONTENT.md, "Truth"). */
const disclaimers = [
  /could(?: not|n['’]t) (?:be )?(?:confirm|verif)/i,
  /from memory/i,
  /\bre-?check\b/i,
  /\bnot (?:been )?(?:confirmed|verified)\b/i,
  /(?:is|are|appears?) (?:given |shown |printed |redacted )?(?:in|below in) the Flag section/i,
  /\bredacted (?:below|here|in the Flag section)/i,
];

/** A line that marks trimmed output, e.g. `[... 40 lines omitted ...]`. */
const omissionMarker =
  /^\s*\[\s*(?:\.\.\.|…)[^\]]*(?:omitted|trimmed|cut|elided|skipped)[^\]]*\]\s*$/i;

/** Output placeholders: an ellipsis character standing in for printed values, or a line that is only dots. */
function findPlaceholders(code: string): string[] {
  return code
    .split('\n')
    .filter((line) => !omissionMarker.test(line))
    .filter((line) => line.includes('…') || /^\s*\.{3,}\s*$/.test(line))
    .map((line) => line.trim());
}

const isIllustrative = (block: CodeBlock) =>
  block.title !== undefined && /^illustrative\b/i.test(block.title);

/** Every content rule a machine can check on one write-up; an empty list means it passes. */
export function findContentProblems(
  frontMatter: WriteupFrontMatter,
  body: WriteupBody,
  kind: WriteupKind,
): string[] {
  if (body.parseError) return [`body: not valid MDX: ${body.parseError}`];
  const problems: string[] = [];
  const minimum = minimumProseWords(frontMatter);
  if (body.proseWordCount < minimum) {
    problems.push(
      `prose: ${body.proseWordCount} words outside code blocks, at least ${minimum} required`,
    );
  }
  for (const block of body.codeBlocks) {
    if (!block.language) {
      problems.push(
        `code block at line ${block.line}: has no language (write e.g. \`\`\`bash or \`\`\`text)`,
      );
    } else if (!knownLanguages.has(block.language)) {
      problems.push(
        `code block at line ${block.line}: language "${block.language}" is not one the site highlights (${codeLanguages.join(', ')})`,
      );
    }
  }
  for (const block of body.codeBlocks.filter((b) => b.language === 'mermaid')) {
    if (!/^\s*accTitle:\s*\S/m.test(block.code) || !/^\s*accDescr:\s*\S/m.test(block.code)) {
      problems.push(
        `diagram at line ${block.line}: needs accTitle: and accDescr: lines (they become the image's title and alt text)`,
      );
    }
    // A left-to-right chart shrinks to unreadable text on a phone; top to bottom keeps its words readable.
    if (/^\s*(?:flowchart|graph)\s+(?:LR|RL)\b/m.test(block.code)) {
      problems.push(
        `diagram at line ${block.line}: lay it out top to bottom (\`flowchart TB\`) so it reads on a phone`,
      );
    }
  }
  for (const flag of body.strayFlags) {
    problems.push(`flag: "${flag}" appears outside a <Flag> element`);
  }

  const expected = requiredSections[kind];
  if (body.sections.join('|') !== expected.join('|')) {
    problems.push(
      `sections: the ## headings must be exactly ${expected.join(', ')} in this order (found ${body.sections.join(', ') || 'none'})`,
    );
  }
  problems.push(...findFlagProblems(frontMatter, body, kind));
  problems.push(...findEncodedFlags(body));
  problems.push(...findRevealedFlagText(body));
  problems.push(...findHintProblems(body, kind));
  problems.push(...findSolvingHints(body, frontMatter));
  problems.push(...findOutputProblems(frontMatter, body));
  problems.push(...findTrimmedOutput(body));
  problems.push(...findEnvironmentWording(body));
  problems.push(...findFigureProblems(body));
  problems.push(...findChartProblems(body));
  problems.push(...findScaffoldLeftovers(body));
  if (kind === 'method') problems.push(...findMethodPageProblems(body));
  if (kind === 'lab') problems.push(...findLabProblems(body));
  for (const paragraph of body.paragraphs) {
    const disclaimer = disclaimers.map((pattern) => pattern.exec(paragraph)).find(Boolean);
    if (disclaimer)
      problems.push(
        `prose: "${disclaimer[0]}" stands in for work: do it, or say once, plainly, what cannot be obtained and why`,
      );
  }
  if (kind === 'ctf' && (frontMatter.points ?? 0) >= deepAnalysisPoints) {
    const deep = body.subsections.some(
      ({section, heading}) =>
        ['Analysis', 'Solution'].includes(section) &&
        /dead end|second route|another route|other route|alternative|what (?:did not|didn['’]t|does not|doesn['’]t) work/i.test(
          heading,
        ),
    );
    if (!deep) {
      problems.push(
        `depth: a ${frontMatter.points}-point challenge needs a ### heading in Analysis or Solution for the dead end or second route (e.g. "### A dead end: …")`,
      );
    }
  }
  return problems;
}

/**
 * What `npm run new:writeup` leaves for the author to replace: its instructions in MDX comments, `…` hints,
 * a flag that is only the platform's prefix, empty sections, and a Takeaways section without links to the
 * documentation of the tools used. Each is named, so a padded scaffold cannot pass for a finished page.
 */
export function findScaffoldLeftovers(
  body: Pick<WriteupBody, 'comments' | 'hints' | 'flags' | 'sectionContents'>,
): string[] {
  const problems: string[] = [];
  const instructions = new Map(
    Object.entries(scaffoldSectionHints).map(([section, hint]) => [hint, section]),
  );
  for (const comment of body.comments) {
    const section = instructions.get(comment);
    if (section)
      problems.push(
        `scaffold: the instructions comment of ## ${section} is still in place ("${comment.slice(0, 60)}…"): remove it`,
      );
  }
  for (const {texts} of body.hints) {
    const placeholders = texts.filter((text) => /^[\s….]*$/.test(text)).length;
    if (placeholders > 0)
      problems.push(`scaffold: ${placeholders} <Hint> still reads "…": write the hint`);
  }
  for (const flag of body.flags) {
    // A Flag without a value is the flag rules' to report (a redacted flag). A per-player flag whose
    // whole content varies is described by its prefix and the pattern of the rest, which is no placeholder.
    const describedBySuffix = flag.varies && flag.suffix !== undefined;
    if (
      flag.value !== undefined &&
      !describedBySuffix &&
      /^[A-Za-z]*\{?$/.test(flag.value.trim())
    ) {
      problems.push(
        `scaffold: <Flag value="${flag.value ?? ''}"> is only a placeholder: give the flag, or its common part with varies (and suffix, the pattern of the rest without the closing brace, when nothing after the brace is common)`,
      );
    }
  }
  for (const {section, isEmpty} of body.sectionContents) {
    if (isEmpty) problems.push(`scaffold: ## ${section} is empty`);
  }
  const takeaways = body.sectionContents.find(({section}) => section === 'Takeaways');
  if (takeaways && !takeaways.isEmpty && !takeaways.links.some((url) => /^https?:\/\//.test(url))) {
    problems.push(
      'scaffold: ## Takeaways links no documentation: add the official docs of the tools or techniques used',
    );
  }
  return problems;
}

function findFlagProblems(
  frontMatter: WriteupFrontMatter,
  body: WriteupBody,
  kind: WriteupKind,
): string[] {
  if (kind !== 'ctf') {
    return body.flags.length > 0
      ? [
          `flag: ${kind === 'method' ? 'method pages (Root-Me) publish no flag or password' : 'lab pages have no flag'}: remove the <Flag> element`,
        ]
      : [];
  }
  const problems: string[] = [];
  if (body.flags.length === 0) {
    problems.push(
      'flag: the Flag section needs <Flag value="picoCTF{…}" /> (or, for a per-player flag, its common part: <Flag value="picoCTF{common_" varies />)',
    );
  }
  for (const flag of body.flags) {
    if (flag.redacted !== undefined || flag.value === undefined) {
      problems.push(
        'flag: redacted flags are gone: show the flag with value="…", or the common part of a per-player flag with value="…" varies',
      );
    } else if (flag.varies) {
      if (!/^[A-Za-z]+\{/.test(flag.value) || flag.value.includes('}')) {
        problems.push(
          `flag: the common part of a per-player flag starts with the flag format and stops before the varying part (got "${flag.value}")`,
        );
      }
      if (flag.suffix !== undefined && !isValidPattern(flag.suffix))
        problems.push(`flag: suffix="${flag.suffix}" is not a valid regular expression`);
    } else if (!/^[A-Za-z0-9_]+\{[^{}]+\}$/.test(flag.value)) {
      problems.push(
        `flag: "${flag.value}" is not a complete flag; for a per-player flag add varies and give only the common part`,
      );
    } else if (frontMatter.solve.method === 'sources' && frontMatter.solve.sources.length < 3) {
      problems.push(
        `flag: a flag shown on the strength of public sources needs at least three of them in solve.sources (found ${frontMatter.solve.sources.length})`,
      );
    }
  }
  return problems;
}

function isValidPattern(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

function findHintProblems(body: WriteupBody, kind: WriteupKind): string[] {
  if (kind === 'lab') return [];
  const inSection = body.hints.filter((hint) => hint.section === 'Hints');
  if (inSection.length !== 1)
    return ['hints: the Hints section needs one <Hints> element with two or three <Hint> children'];
  const {count} = inSection[0]!;
  return count >= 2 && count <= 3
    ? []
    : [`hints: <Hints> needs two or three <Hint> children (found ${count})`];
}

function findOutputProblems(frontMatter: WriteupFrontMatter, body: WriteupBody): string[] {
  const problems: string[] = [];
  const method = frontMatter.solve.method;
  for (const block of body.codeBlocks) {
    if (isIllustrative(block)) {
      if (!method || !illustrativeOutputMethods.includes(method)) {
        problems.push(
          `output at line ${block.line}: an illustrative block needs solve.method ${illustrativeOutputMethods.join(', ')}; with ${method ?? 'no method'} paste the real output`,
        );
      }
      continue;
    }
    if (block.language !== 'text') continue;
    for (const placeholder of findPlaceholders(block.code)) {
      problems.push(
        `output at line ${block.line}: "${placeholder}" stands in for printed values; paste the real output, trimmed with a marker such as [... 12 lines omitted ...]`,
      );
    }
  }
  return problems;
}

/** A worked-example script the tests run: its output block must follow it. */
export const exampleScriptTitle = 'example.py';

/**
 * Root-Me method pages: the worked example has code and real output, each
 * `example.py` is followed by its `output` block (the tests run the script and
 * compare), and no sentence hands out a validation password.
 */
function findMethodPageProblems(body: WriteupBody): string[] {
  const problems: string[] = [];
  const worked = body.codeBlocks.filter((block) => block.section === 'Worked example');
  if (worked.length === 0)
    problems.push(
      'worked example: apply the technique to an input of our own, with its code and real output',
    );
  body.codeBlocks.forEach((block, index) => {
    if (block.title !== exampleScriptTitle) return;
    const next = body.codeBlocks[index + 1];
    if (block.language !== 'python' || next?.language !== 'text' || next.title !== 'output') {
      problems.push(
        `worked example at line ${block.line}: ${exampleScriptTitle} is a python block followed at once by a \`\`\`text title="output" block with what it prints`,
      );
    }
  });
  for (const paragraph of body.paragraphs) {
    const leak =
      /\b(?:validation password|password (?:to|you) (?:submit|validate))\s+(?:is|was|:)\s*[`"][^`"\s]{3,}[`"]/i.exec(
        paragraph,
      ) ?? /\bvalidate (?:it|the challenge) with\s+[`"][^`"\s]{3,}[`"]/i.exec(paragraph);
    if (leak)
      problems.push(
        `root-me: "${leak[0]}" names a validation password; method pages never give the answer`,
      );
  }
  return problems;
}

/** Lab pages: every Splunk search is well-formed and reads only fields the page's events (or Splunk) have. */
function findLabProblems(body: WriteupBody): string[] {
  const eventFields = new Set(
    body.codeBlocks
      .filter((block) => block.language === 'xml')
      .flatMap((block) => [...eventFieldsIn(block.code)]),
  );
  return body.codeBlocks
    .filter((block) => block.language === 'splunk-spl')
    .flatMap((block) =>
      findSplProblems(block.code, eventFields).map(
        (problem) => `search at line ${block.line}: ${problem}`,
      ),
    );
}
