import type {Code, Heading, Image, Nodes, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {toString} from 'mdast-util-to-string';
import {createSlugger} from '@docusaurus/utils';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {codeLanguages, illustrativeOutputMethods, requiredSections, type WriteupKind} from '../../config/writeups';
import type {WriteupFrontMatter} from './frontMatter';
import {findEncodedFlags, findEnvironmentWording, findFigureProblems, findSolvingHints, findTrimmedOutput} from './reviewRules';
import {scaffoldSectionHints} from './scaffold';
import {eventFieldsIn, findSplProblems} from './spl';

export type CodeBlock = {
  readonly language: string;
  readonly meta: string;
  /** The block's `title="…"`, if any. */
  readonly title: string | undefined;
  readonly code: string;
  /** 1-based line of the opening fence within the body. */
  readonly line: number;
  /** The `##` section the block is in ('' before the first). */
  readonly section: string;
  /** The id of the nearest heading above the block, as Docusaurus makes it ('' before the first): where a link to the block lands. */
  readonly anchor: string;
  /** The prose between the previous code block (or the start of the section) and this one. */
  readonly lead: string;
};

export type FlagElement = {
  /** The flag, or its common part when `varies`. */
  readonly value?: string;
  readonly varies: boolean;
  /** Pattern of the varying part (`suffix="[0-9a-f]{8}"`). */
  readonly suffix?: string;
  /** A redaction from the earlier standard (`redacted="…"`); no longer allowed. */
  readonly redacted?: string;
};

export type WriteupBody = {
  /** `##` headings in order of appearance. */
  readonly sections: readonly string[];
  /** `###` headings with the `##` section they belong to. */
  readonly subsections: readonly {readonly section: string; readonly heading: string}[];
  readonly codeBlocks: readonly CodeBlock[];
  /** Markdown images (the page's figures), with their alt text and title. */
  readonly images: readonly {readonly url: string; readonly alt: string; readonly title: string | undefined; readonly line: number}[];
  /** Prose paragraphs (paragraphs, list items, table rows) as plain text, in order. */
  readonly paragraphs: readonly string[];
  readonly proseWordCount: number;
  /** `<Flag>` elements. */
  readonly flags: readonly FlagElement[];
  /** Each `<Hints>` element: how many `<Hint>` children it has, their text (inline code in backticks), and the section it is in. */
  readonly hints: readonly {readonly count: number; readonly section: string; readonly texts: readonly string[]}[];
  /** Flag-shaped strings found outside a `<Flag>` element. */
  readonly strayFlags: readonly string[];
  /** The body's source without its `<Flag>` elements: everything a reader (or the page's public source) shows outside the reveal. */
  readonly textOutsideFlags: string;
  /** What each `##` section holds besides MDX comments: its links (Markdown and JSX `href`s) and whether it has any content at all. */
  readonly sectionContents: readonly {readonly section: string; readonly isEmpty: boolean; readonly links: readonly string[]}[];
  /** The text of every MDX comment expression (a JavaScript block comment in braces), e.g. a scaffold's instructions left in place. */
  readonly comments: readonly string[];
  /** Set when the body is not valid MDX: the parser's message and line. */
  readonly parseError?: string;
};

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const flagShape = /\b(picoCTF|PICOCTF|picoctf|flag|FLAG|Flag|RM|CTF|HTB|THM)\{([^{}\n]*)\}/g;
/** The real start of a flag followed by a stand-in for the rest: `picoCTF{b1t_0ps_<your suffix>}`, `picoCTF{b1t_0ps_…}`. */
const flagStartShape =
  /\b(?:picoCTF|PICOCTF|picoctf)\{[A-Za-z0-9_\-!@#$%&?'’.^]*[A-Za-z0-9]{2}[A-Za-z0-9_\-!@#$%&?'’.^]*(?=<[^>\n]*>|…|\.{3})/g;

/** A body that reads like a real flag, not a placeholder (`...`, `REDACTED`) or a pattern (`.*`). */
const realFlagBody = /^[A-Za-z0-9_\-!@#$%&?'’.]{3,}$/;
const placeholderFlagBody = /^(?:\.+|…+|x+|X+|\*+|█+|redacted|REDACTED|flag|FLAG|secret)$/;

function isFlagShaped(body: string): boolean {
  return realFlagBody.test(body) && !placeholderFlagBody.test(body) && !/\.[*+]/.test(body);
}

export function countWords(text: string): number {
  return text.match(/[A-Za-z0-9][A-Za-z0-9'’.-]*/g)?.length ?? 0;
}

const isJsx = (node: Nodes, name?: string): node is JsxElement =>
  (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (name === undefined || node.name === name);

/** A string attribute written as `name="…"` or `name={"…"}`; true for a bare boolean attribute. */
function readAttribute(element: JsxElement, name: string): string | true | undefined {
  const attribute = element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attribute) return undefined;
  if (attribute.value === null || attribute.value === undefined) return true;
  if (typeof attribute.value === 'string') return attribute.value;
  const literal = /^\s*(["'`])([\s\S]*)\1\s*$/.exec(attribute.value.value);
  return literal ? literal[2] : attribute.value.value;
}

const asString = (value: string | true | undefined) => (typeof value === 'string' ? value : undefined);

const titleOf = (meta: string) =>
  /\btitle=(?:"([^"]*)"|'([^']*)')/
    .exec(meta)
    ?.slice(1)
    .find((part) => part !== undefined);

const mdxProcessor = unified().use(remarkParse).use(remarkGfm).use(remarkMdx);

/** Docusaurus reads `{#custom-id}` after a heading before MDX sees it; do the same. */
const withoutHeadingIds = (body: string) => body.replace(/^(#{1,6}[ \t].*?)[ \t]*\{#[\w-]+\}[ \t]*$/gm, '$1');

/** The text of prose as a reader sees it, inline code kept in backticks so rules can tell it from words. */
function proseText(node: Nodes): string {
  if (node.type === 'inlineCode') return `\`${node.value}\``;
  if ('children' in node) return (node.children as Nodes[]).map(proseText).join('');
  return toString(node);
}

/** Parses an MDX body (front matter removed) and returns the parts the content rules look at. */
export function analyzeWriteupBody(body: string): WriteupBody {
  let tree: Root;
  try {
    tree = mdxProcessor.parse(withoutHeadingIds(body));
  } catch (error) {
    const {message, line} = error as {message: string; line?: number};
    return {
      sections: [],
      subsections: [],
      codeBlocks: [],
      images: [],
      paragraphs: [],
      proseWordCount: 0,
      flags: [],
      hints: [],
      strayFlags: [],
      textOutsideFlags: '',
      sectionContents: [],
      comments: [],
      parseError: `${message}${line ? ` (body line ${line})` : ''}`,
    };
  }

  const sections: string[] = [];
  const subsections: {section: string; heading: string}[] = [];
  const codeBlocks: CodeBlock[] = [];
  const images: {url: string; alt: string; title: string | undefined; line: number}[] = [];
  const paragraphs: string[] = [];
  const flags: FlagElement[] = [];
  const hints: {count: number; section: string; texts: string[]}[] = [];
  // Prose since the last code block, handed to the next block as its lead.
  let lead: string[] = [];
  const flagRanges: [number, number][] = [];
  let section = '';
  let anchor = '';
  const slugger = createSlugger();
  const sectionContents: {section: string; isEmpty: boolean; links: string[]}[] = [];
  const comments: string[] = [];
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) {
      sectionContents.push({section: toString(node).trim(), isEmpty: true, links: []});
      continue;
    }
    const comment = node.type === 'mdxFlowExpression' ? /^\s*\/\*([\s\S]*)\*\/\s*$/.exec(node.value) : null;
    if (comment) {
      comments.push(comment[1]!.trim());
      continue;
    }
    const current = sectionContents.at(-1);
    if (!current) continue;
    current.isEmpty = false;
    visit(node, (child: Nodes) => {
      if (child.type === 'link') current.links.push(child.url);
      else if (isJsx(child)) {
        const href = asString(readAttribute(child, 'href'));
        if (href) current.links.push(href);
      }
    });
  }
  // Custom ids (`## Title {#id}`) by line: the parsed body no longer has them.
  const customIds = new Map(
    body.split('\n').flatMap((line, index) => {
      const id = /^#{1,6}[ \t].*?\{#([\w-]+)\}[ \t]*$/.exec(line)?.[1];
      return id ? [[index + 1, id] as const] : [];
    }),
  );

  visit(tree, (node: Nodes) => {
    switch (node.type) {
      case 'heading': {
        const text = toString(node as Heading).trim();
        anchor = customIds.get(node.position?.start.line ?? 0) ?? slugger.slug(text);
        if (node.depth === 2) {
          section = text;
          sections.push(text);
        } else if (node.depth === 3) subsections.push({section, heading: text});
        return 'skip';
      }
      case 'code': {
        const {lang, meta, value, position} = node as Code;
        codeBlocks.push({
          language: lang ?? '',
          meta: meta ?? '',
          title: titleOf(meta ?? ''),
          code: value,
          line: position?.start.line ?? 0,
          section,
          anchor,
          lead: lead.join(' '),
        });
        lead = [];
        return 'skip';
      }
      case 'paragraph':
      case 'tableRow': {
        visit(node, 'image', (image: Image) => {
          images.push({url: image.url, alt: image.alt ?? '', title: image.title ?? undefined, line: image.position?.start.line ?? 0});
        });
        const text = proseText(node).replace(/\s+/g, ' ').trim();
        if (text) {
          paragraphs.push(text);
          lead.push(text);
        }
        return 'skip';
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        if (node.name === 'Flag') {
          flags.push({
            value: asString(readAttribute(node, 'value')),
            varies: readAttribute(node, 'varies') !== undefined,
            suffix: asString(readAttribute(node, 'suffix')),
            redacted: asString(readAttribute(node, 'redacted')),
          });
          if (node.position?.start.offset !== undefined && node.position.end.offset !== undefined) {
            flagRanges.push([node.position.start.offset, node.position.end.offset]);
          }
          return 'skip';
        }
        if (node.name === 'Hints') {
          const texts: string[] = [];
          visit(node, (child: Nodes) => {
            if (child !== node && isJsx(child, 'Hint')) texts.push(proseText(child).replace(/\s+/g, ' ').trim());
          });
          hints.push({count: texts.length, section, texts});
        }
        return undefined;
      }
      default:
        return undefined;
    }
  });

  // Comments and code count here too: the page's source is public even where the page is not.
  const source = withoutHeadingIds(body);
  let outsideFlags = '';
  let position = 0;
  for (const [start, end] of flagRanges.sort((a, b) => a[0] - b[0])) {
    outsideFlags += `${source.slice(position, start)}\n`;
    position = end;
  }
  outsideFlags += source.slice(position);
  const strayFlags = [
    ...[...outsideFlags.matchAll(flagShape)].filter((match) => isFlagShaped(match[2]!)).map((match) => match[0]),
    // The shared start of a per-player flag is a spoiler too: `picoCTF{real_start_<your suffix>}`.
    ...[...outsideFlags.matchAll(flagStartShape)].map((match) => match[0]),
  ];

  return {
    sections,
    subsections,
    codeBlocks,
    images,
    paragraphs,
    proseWordCount: paragraphs.reduce((total, text) => total + countWords(text), 0),
    flags,
    hints,
    strayFlags,
    textOutsideFlags: outsideFlags,
    sectionContents,
    comments,
  };
}

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
const omissionMarker = /^\s*\[\s*(?:\.\.\.|…)[^\]]*(?:omitted|trimmed|cut|elided|skipped)[^\]]*\]\s*$/i;

/** Output placeholders: an ellipsis character standing in for printed values, or a line that is only dots. */
function findPlaceholders(code: string): string[] {
  return code
    .split('\n')
    .filter((line) => !omissionMarker.test(line))
    .filter((line) => line.includes('…') || /^\s*\.{3,}\s*$/.test(line))
    .map((line) => line.trim());
}

const isIllustrative = (block: CodeBlock) => block.title !== undefined && /^illustrative\b/i.test(block.title);

/** Every content rule a machine can check on one write-up; an empty list means it passes. */
export function findContentProblems(frontMatter: WriteupFrontMatter, body: WriteupBody, kind: WriteupKind): string[] {
  if (body.parseError) return [`body: not valid MDX: ${body.parseError}`];
  const problems: string[] = [];
  const minimum = minimumProseWords(frontMatter);
  if (body.proseWordCount < minimum) {
    problems.push(`prose: ${body.proseWordCount} words outside code blocks, at least ${minimum} required`);
  }
  for (const block of body.codeBlocks) {
    if (!block.language) {
      problems.push(`code block at body line ${block.line}: has no language (write e.g. \`\`\`bash or \`\`\`text)`);
    } else if (!knownLanguages.has(block.language)) {
      problems.push(
        `code block at body line ${block.line}: language "${block.language}" is not one the site highlights (${codeLanguages.join(', ')})`,
      );
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

  const expected = requiredSections[kind];
  if (body.sections.join('|') !== expected.join('|')) {
    problems.push(
      `sections: the ## headings must be exactly ${expected.join(', ')} in this order (found ${body.sections.join(', ') || 'none'})`,
    );
  }
  problems.push(...findFlagProblems(frontMatter, body, kind));
  problems.push(...findEncodedFlags(body));
  problems.push(...findHintProblems(body, kind));
  problems.push(...findSolvingHints(body, frontMatter));
  problems.push(...findOutputProblems(frontMatter, body));
  problems.push(...findTrimmedOutput(body));
  problems.push(...findEnvironmentWording(body));
  problems.push(...findFigureProblems(body));
  problems.push(...findScaffoldLeftovers(body));
  if (kind === 'method') problems.push(...findMethodPageProblems(body));
  if (kind === 'lab') problems.push(...findLabProblems(body));
  for (const paragraph of body.paragraphs) {
    const disclaimer = disclaimers.map((pattern) => pattern.exec(paragraph)).find(Boolean);
    if (disclaimer)
      problems.push(`prose: "${disclaimer[0]}" stands in for work: do it, or say once, plainly, what cannot be obtained and why`);
  }
  if (kind === 'ctf' && (frontMatter.points ?? 0) >= deepAnalysisPoints) {
    const deep = body.subsections.some(
      ({section, heading}) =>
        ['Analysis', 'Solution'].includes(section) &&
        /dead end|second route|another route|other route|alternative|what (?:did not|didn['’]t|does not|doesn['’]t) work/i.test(heading),
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
export function findScaffoldLeftovers(body: Pick<WriteupBody, 'comments' | 'hints' | 'flags' | 'sectionContents'>): string[] {
  const problems: string[] = [];
  const instructions = new Map(Object.entries(scaffoldSectionHints).map(([section, hint]) => [hint, section]));
  for (const comment of body.comments) {
    const section = instructions.get(comment);
    if (section)
      problems.push(`scaffold: the instructions comment of ## ${section} is still in place ("${comment.slice(0, 60)}…"): remove it`);
  }
  for (const {texts} of body.hints) {
    const placeholders = texts.filter((text) => /^[\s….]*$/.test(text)).length;
    if (placeholders > 0) problems.push(`scaffold: ${placeholders} <Hint> still reads "…": write the hint`);
  }
  for (const flag of body.flags) {
    // A Flag without a value is the flag rules' to report (a redacted flag).
    if (flag.value !== undefined && /^[A-Za-z]*\{?$/.test(flag.value.trim())) {
      problems.push(`scaffold: <Flag value="${flag.value ?? ''}"> is only a placeholder: give the flag, or its common part with varies`);
    }
  }
  for (const {section, isEmpty} of body.sectionContents) {
    if (isEmpty) problems.push(`scaffold: ## ${section} is empty`);
  }
  const takeaways = body.sectionContents.find(({section}) => section === 'Takeaways');
  if (takeaways && !takeaways.isEmpty && !takeaways.links.some((url) => /^https?:\/\//.test(url))) {
    problems.push('scaffold: ## Takeaways links no documentation: add the official docs of the tools or techniques used');
  }
  return problems;
}

function findFlagProblems(frontMatter: WriteupFrontMatter, body: WriteupBody, kind: WriteupKind): string[] {
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
      problems.push(`flag: "${flag.value}" is not a complete flag; for a per-player flag add varies and give only the common part`);
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
  if (inSection.length !== 1) return ['hints: the Hints section needs one <Hints> element with two or three <Hint> children'];
  const {count} = inSection[0]!;
  return count >= 2 && count <= 3 ? [] : [`hints: <Hints> needs two or three <Hint> children (found ${count})`];
}

function findOutputProblems(frontMatter: WriteupFrontMatter, body: WriteupBody): string[] {
  const problems: string[] = [];
  const method = frontMatter.solve.method;
  for (const block of body.codeBlocks) {
    if (isIllustrative(block)) {
      if (!method || !illustrativeOutputMethods.includes(method)) {
        problems.push(
          `output at body line ${block.line}: an illustrative block needs solve.method ${illustrativeOutputMethods.join(', ')}; with ${method ?? 'no method'} paste the real output`,
        );
      }
      continue;
    }
    if (block.language !== 'text') continue;
    for (const placeholder of findPlaceholders(block.code)) {
      problems.push(
        `output at body line ${block.line}: "${placeholder}" stands in for printed values; paste the real output, trimmed with a marker such as [... 12 lines omitted ...]`,
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
  if (worked.length === 0) problems.push('worked example: apply the technique to an input of our own, with its code and real output');
  body.codeBlocks.forEach((block, index) => {
    if (block.title !== exampleScriptTitle) return;
    const next = body.codeBlocks[index + 1];
    if (block.language !== 'python' || next?.language !== 'text' || next.title !== 'output') {
      problems.push(
        `worked example at body line ${block.line}: ${exampleScriptTitle} is a python block followed at once by a \`\`\`text title="output" block with what it prints`,
      );
    }
  });
  for (const paragraph of body.paragraphs) {
    const leak =
      /\b(?:validation password|password (?:to|you) (?:submit|validate))\s+(?:is|was|:)\s*[`"][^`"\s]{3,}[`"]/i.exec(paragraph) ??
      /\bvalidate (?:it|the challenge) with\s+[`"][^`"\s]{3,}[`"]/i.exec(paragraph);
    if (leak) problems.push(`root-me: "${leak[0]}" names a validation password; method pages never give the answer`);
  }
  return problems;
}

/** Lab pages: every Splunk search is well-formed and reads only fields the page's events (or Splunk) have. */
function findLabProblems(body: WriteupBody): string[] {
  const eventFields = new Set(
    body.codeBlocks.filter((block) => block.language === 'xml').flatMap((block) => [...eventFieldsIn(block.code)]),
  );
  return body.codeBlocks
    .filter((block) => block.language === 'splunk-spl')
    .flatMap((block) => findSplProblems(block.code, eventFields).map((problem) => `search at body line ${block.line}: ${problem}`));
}
