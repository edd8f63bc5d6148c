import type {Code, Image, Nodes} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {parseMdxBody, MdxSyntaxError, type MdxBody} from '../../../utils/mdxBody';

/**
 * A write-up's body as the site reads it outside the MDX compiler: its sections, code blocks, prose, flags
 * and hints. The command extractor (tool pages) reads it in the build; the content rules (rules/) in the tests.
 */

export type CodeBlock = {
  readonly language: string;
  readonly meta: string;
  /** The block's `title="…"`, if any. */
  readonly title: string | undefined;
  readonly code: string;
  /** 1-based line of the opening fence in the file. */
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
  readonly images: readonly {
    readonly url: string;
    readonly alt: string;
    readonly title: string | undefined;
    readonly line: number;
  }[];
  /** Prose paragraphs (paragraphs, list items, table rows) as plain text, in order. */
  readonly paragraphs: readonly string[];
  readonly proseWordCount: number;
  /** `<Flag>` elements. */
  readonly flags: readonly FlagElement[];
  /** Each `<Hints>` element: how many `<Hint>` children it has, their text (inline code in backticks), and the section it is in. */
  readonly hints: readonly {
    readonly count: number;
    readonly section: string;
    readonly texts: readonly string[];
  }[];
  /** Flag-shaped strings found outside a `<Flag>` element. */
  readonly strayFlags: readonly string[];
  /** The body's source without its `<Flag>` elements: everything a reader (or the page's public source) shows outside the reveal. */
  readonly textOutsideFlags: string;
  /** What each `##` section holds besides MDX comments: its links (Markdown and JSX `href`s) and whether it has any content at all. */
  readonly sectionContents: readonly {
    readonly section: string;
    readonly isEmpty: boolean;
    readonly links: readonly string[];
  }[];
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
  (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
  (name === undefined || node.name === name);

/** A string attribute written as `name="…"` or `name={"…"}`; true for a bare boolean attribute. */
function readAttribute(element: JsxElement, name: string): string | true | undefined {
  const attribute = element.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  if (!attribute) return undefined;
  if (attribute.value === null || attribute.value === undefined) return true;
  if (typeof attribute.value === 'string') return attribute.value;
  const literal = /^\s*(["'`])([\s\S]*)\1\s*$/.exec(attribute.value.value);
  return literal ? literal[2] : attribute.value.value;
}

const asString = (value: string | true | undefined) =>
  typeof value === 'string' ? value : undefined;

const titleOf = (meta: string) =>
  /\btitle=(?:"([^"]*)"|'([^']*)')/
    .exec(meta)
    ?.slice(1)
    .find((part) => part !== undefined);

/** The text of prose as a reader sees it, inline code kept in backticks so rules can tell it from words. */
function proseText(node: Nodes): string {
  if (node.type === 'inlineCode') return `\`${node.value}\``;
  if ('children' in node) return (node.children as Nodes[]).map(proseText).join('');
  return toString(node);
}

/** Analyses already made in this process, by first line and body: the oldest is dropped past the limit. */
const analyses = new Map<string, WriteupBody>();
const analysesKept = 1000;

/**
 * Parses an MDX body (front matter removed) and returns the parts the content rules look at.
 * `firstLine` is the body's first line in its file, so every line reported is the file's own.
 *
 * Parsing is most of the cost of checking a page, and the content rules, the figure checks, the lesson checks and
 * the commands index each ask for the same page: a body is parsed once per process. The result is read-only.
 */
export function analyzeWriteupBody(
  body: string,
  {firstLine = 1}: {readonly firstLine?: number} = {},
): WriteupBody {
  const key = `${firstLine}:${body}`;
  let analysis = analyses.get(key);
  if (!analysis) {
    analysis = analyzeUncached(body, firstLine);
    if (analyses.size >= analysesKept) analyses.delete(analyses.keys().next().value!);
    analyses.set(key, analysis);
  }
  return analysis;
}

function analyzeUncached(body: string, firstLine: number): WriteupBody {
  const fileLine = (bodyLine: number) => bodyLine + firstLine - 1;
  let parsed: MdxBody;
  try {
    parsed = parseMdxBody(body);
  } catch (error) {
    if (!(error instanceof MdxSyntaxError)) throw error;
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
      parseError: `${error.message}${error.line ? ` (line ${fileLine(error.line)})` : ''}`,
    };
  }
  const {tree, source, anchors} = parsed;

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
  const sectionContents: {section: string; isEmpty: boolean; links: string[]}[] = [];
  const comments: string[] = [];
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) {
      sectionContents.push({section: toString(node).trim(), isEmpty: true, links: []});
      continue;
    }
    const comment =
      node.type === 'mdxFlowExpression' ? /^\s*\/\*([\s\S]*)\*\/\s*$/.exec(node.value) : null;
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
  visit(tree, (node: Nodes) => {
    switch (node.type) {
      case 'heading': {
        const text = toString(node).trim();
        anchor = anchors.get(node) ?? '';
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
          line: fileLine(position?.start.line ?? 1),
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
          images.push({
            url: image.url,
            alt: image.alt ?? '',
            title: image.title ?? undefined,
            line: fileLine(image.position?.start.line ?? 1),
          });
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
            if (child !== node && isJsx(child, 'Hint'))
              texts.push(proseText(child).replace(/\s+/g, ' ').trim());
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
  let outsideFlags = '';
  let position = 0;
  for (const [start, end] of flagRanges.sort((a, b) => a[0] - b[0])) {
    outsideFlags += `${source.slice(position, start)}\n`;
    position = end;
  }
  outsideFlags += source.slice(position);
  const strayFlags = [
    ...[...outsideFlags.matchAll(flagShape)]
      .filter((match) => isFlagShaped(match[2]!))
      .map((match) => match[0]),
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
