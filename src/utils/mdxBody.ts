import type {Heading, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {createSlugger} from '@docusaurus/utils';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

/**
 * The one reader of MDX bodies outside the MDX compiler: the write-up's body analysis (content rules,
 * command extractor) and the development server's search index parse pages the same way, and name each
 * heading's anchor as the built page does.
 */

/** `## Title {#custom-id}`: Docusaurus reads the id before MDX sees the line, so the parser never does. */
const customHeadingId = /^(#{1,6}[ \t].*?)[ \t]*\{#([\w-]+)\}[ \t]*$/gm;

export type MdxBody = {
  readonly tree: Root;
  /** The text that was parsed: the body without its custom heading ids (node offsets point into it; lines are the body's). */
  readonly source: string;
  /** Each heading's id on the built page: its custom id, else the slug of its text, numbered when it repeats. */
  readonly anchors: ReadonlyMap<Heading, string>;
};

/** The body is not valid MDX: the parser's message, and the line it points at. */
export class MdxSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
  ) {
    super(message);
    this.name = 'MdxSyntaxError';
  }
}

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMdx);

/** Parses an MDX body (front matter removed); throws MdxSyntaxError when it is not valid MDX. */
export function parseMdxBody(body: string): MdxBody {
  const customIds = new Map<number, string>();
  const source = body.replace(
    customHeadingId,
    (_line, heading: string, id: string, offset: number) => {
      customIds.set(body.slice(0, offset).split('\n').length, id);
      return heading;
    },
  );
  let tree: Root;
  try {
    tree = parser.parse(source);
  } catch (error) {
    const {message, line} = error as {message: string; line?: number};
    throw new MdxSyntaxError(message, line);
  }
  // One slugger over every heading in page order, as Docusaurus numbers repeated headings.
  const slugger = createSlugger();
  const anchors = new Map<Heading, string>();
  visit(tree, 'heading', (heading: Heading) => {
    anchors.set(
      heading,
      customIds.get(heading.position?.start.line ?? 0) ?? slugger.slug(toString(heading).trim()),
    );
  });
  return {tree, source, anchors};
}
