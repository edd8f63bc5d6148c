import fs from 'node:fs';
import path from 'node:path';
import type {Expression, Program} from 'estree';
import type {Image, Paragraph, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {Plugin} from 'unified';
import {visit} from 'unist-util-visit';
import {escapePath, getFileLoaderUtils} from '@docusaurus/utils';
import {makeFigureVariants, type FigureVariants} from './variants';

export type RemarkFiguresOptions = {
  /** Where the made files are kept between builds (by content). */
  readonly cacheDir: string;
  /** The committed record of each figure's smaller WebP encoding (variants.ts); the repository's by default. */
  readonly encodingsFile?: string;
};

const figureSource = /\.(?:png|jpe?g)$/i;

/** `require("<loader>!<file>").default`: the file goes through the bundler, which names it by content. */
function requireDefault(request: string): Expression {
  return {
    type: 'MemberExpression',
    object: {
      type: 'CallExpression',
      callee: {type: 'Identifier', name: 'require'},
      arguments: [{type: 'Literal', value: request}],
      optional: false,
    },
    property: {type: 'Identifier', name: 'default'},
    computed: false,
    optional: false,
  };
}

/** `a + " 480w, " + b + " 960w"`: a srcset whose addresses the bundler fills in. */
function srcSetExpression(
  parts: readonly {readonly request: string; readonly width: number}[],
): Expression {
  return parts
    .flatMap(({request, width}, index): Expression[] => [
      requireDefault(request),
      {type: 'Literal', value: `${` ${width}w`}${index < parts.length - 1 ? ', ' : ''}`},
    ])
    .reduce((left, right) => ({type: 'BinaryExpression', operator: '+', left, right}));
}

function expressionAttribute(name: string, expression: Expression, text: string): MdxJsxAttribute {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{type: 'ExpressionStatement', expression}],
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {type: 'mdxJsxAttributeValueExpression', value: text, data: {estree}},
  };
}

/** The attributes of one picture (light, or its dark variant): fallback, WebP srcset and the file the zoom opens. */
function pictureAttributes(
  prefix: '' | 'dark',
  variants: FigureVariants,
  loader: string,
): MdxJsxAttribute[] {
  const request = (file: string) => `${loader}${escapePath(file)}`;
  const name = (attribute: string) =>
    prefix ? `${prefix}${attribute[0]!.toUpperCase()}${attribute.slice(1)}` : attribute;
  return [
    expressionAttribute(name('src'), requireDefault(request(variants.fallback)), 'src'),
    expressionAttribute(
      name('srcSet'),
      srcSetExpression(variants.webp.map(({file, width}) => ({request: request(file), width}))),
      'srcSet',
    ),
    expressionAttribute(
      name('zoomSrc'),
      requireDefault(request(variants.webp.at(-1)!.file)),
      'zoomSrc',
    ),
  ];
}

/**
 * The attributes of a narrow picture (`name.narrow.png`, or `name.narrow.dark.png` for the dark mode):
 * a WebP srcset a phone's `<source media>` picks, and its own size, which differs from the wide one's.
 * The zoom keeps opening the full figure.
 */
function narrowAttributes(
  prefix: 'narrow' | 'darkNarrow',
  variants: FigureVariants,
  loader: string,
): MdxJsxAttribute[] {
  const request = (file: string) => `${loader}${escapePath(file)}`;
  return [
    expressionAttribute(
      `${prefix}SrcSet`,
      srcSetExpression(variants.webp.map(({file, width}) => ({request: request(file), width}))),
      'srcSet',
    ),
    expressionAttribute(
      `${prefix}Width`,
      {type: 'Literal', value: variants.width},
      String(variants.width),
    ),
    expressionAttribute(
      `${prefix}Height`,
      {type: 'Literal', value: variants.height},
      String(variants.height),
    ),
  ];
}

/** `name.<variant>.png` beside `name.png`, when it exists. */
function variantBeside(source: string, variant: string): string | null {
  const file = source.replace(/(\.[^.]+)$/, `.${variant}$1`);
  return fs.existsSync(file) ? file : null;
}

/**
 * Remark plugin (before Docusaurus's own image handling): an image that stands
 * alone in its paragraph and is a PNG or JPEG beside the page becomes a
 * `<Figure>` (src/components/mdx/Figure): its width and height, WebP files at the
 * widths the page needs and a PNG or JPEG fallback made with sharp at build
 * time, lazy loading, the Markdown title as caption, `name.dark.png`, when it
 * exists, for the dark colour mode, and `name.narrow.png` (and `name.narrow.dark.png`), when they
 * exist, for phones: a figure drawn for a narrow screen, so its text stays readable there. Other
 * images are left to Docusaurus.
 */
const remarkFigures: Plugin<[RemarkFiguresOptions], Root> =
  ({cacheDir, encodingsFile}) =>
  async (tree, file) => {
    const loader = getFileLoaderUtils(file.data.compilerName === 'server').loaders
      .inlineMarkdownAssetImageFileLoader;
    const figures: {parent: Root | Paragraph; index: number; image: Image}[] = [];
    visit(tree, 'paragraph', (paragraph: Paragraph, index, parent) => {
      const [image, ...rest] = paragraph.children;
      if (
        image?.type !== 'image' ||
        rest.some((child) => child.type !== 'text' || child.value.trim() !== '') ||
        index === undefined ||
        !parent
      )
        return;
      if (!figureSource.test(image.url) || /^[a-z]+:|^\//i.test(image.url)) return;
      figures.push({parent: parent as Root, index, image});
    });
    await Promise.all(
      figures.map(async ({parent, index, image}) => {
        const source = path.resolve(path.dirname(file.path), decodeURIComponent(image.url));
        if (!fs.existsSync(source)) {
          file.fail(`Figure ${image.url} not found (looked for ${source})`, image);
        }
        const dark = variantBeside(source, 'dark');
        const narrow = variantBeside(source, 'narrow');
        const narrowDark = variantBeside(source, 'narrow.dark');
        const make = (variant: string | null) =>
          variant ? makeFigureVariants(variant, cacheDir, {encodingsFile}) : Promise.resolve(null);
        const [variants, darkVariants, narrowVariants, narrowDarkVariants] = await Promise.all([
          makeFigureVariants(source, cacheDir, {encodingsFile}),
          make(dark),
          make(narrow),
          make(narrowDark),
        ]);
        const figure: MdxJsxFlowElement = {
          type: 'mdxJsxFlowElement',
          name: 'Figure',
          attributes: [
            {type: 'mdxJsxAttribute', name: 'alt', value: image.alt ?? ''},
            ...(image.title
              ? [{type: 'mdxJsxAttribute', name: 'caption', value: image.title} as const]
              : []),
            expressionAttribute(
              'width',
              {type: 'Literal', value: variants.width},
              String(variants.width),
            ),
            expressionAttribute(
              'height',
              {type: 'Literal', value: variants.height},
              String(variants.height),
            ),
            ...pictureAttributes('', variants, loader),
            ...(darkVariants ? pictureAttributes('dark', darkVariants, loader) : []),
            ...(narrowVariants ? narrowAttributes('narrow', narrowVariants, loader) : []),
            ...(narrowDarkVariants
              ? narrowAttributes('darkNarrow', narrowDarkVariants, loader)
              : []),
          ],
          children: [],
          position: image.position,
        };
        parent.children.splice(index, 1, figure);
      }),
    );
  };

export default remarkFigures;
