import {createRequire} from 'node:module';
import type {Element, Root} from 'hast';
import type {Plugin} from 'unified';
import {SKIP, visit} from 'unist-util-visit';
import type rehypeMermaid from 'rehype-mermaid';
import type {RehypeMermaidOptions} from 'rehype-mermaid';
import {chromiumArgs, findChromium} from '../../../node/chromium';

/** Production builds must render every diagram; `docusaurus start` may show the source instead. */
const isProductionBuild = process.env.NODE_ENV === 'production';

/**
 * Options for rehype-mermaid: diagrams become SVG images at build time, so pages
 * ship no Mermaid runtime. The image's alt text and title come from the diagram's
 * own `accDescr` and `accTitle` lines (required by the content test).
 */
export const mermaidOptions = {
  strategy: 'img-svg',
  mermaidConfig: {theme: 'neutral', fontFamily: 'arial, sans-serif'},
  errorFallback(element: Element, diagram: string, error: unknown, file) {
    if (isProductionBuild) {
      throw new Error(
        `Mermaid diagram in ${file.path} could not be rendered: ${String(error)}\n${diagram}`,
      );
    }
    file.message(`Mermaid diagram shown as source: ${String(error)}`);
    return element;
  },
} satisfies RehypeMermaidOptions;

type RehypeMermaidModule = {default: typeof rehypeMermaid};

/**
 * Imports rehype-mermaid with Node's own loader. Docusaurus evaluates the config
 * through jiti, whose rewritten `import()` breaks rehype-mermaid's ES-module
 * dependencies; a CommonJS file required natively keeps a real `import()`.
 */
const importRehypeMermaid = createRequire(__filename)(
  './importRehypeMermaid.cjs',
) as () => Promise<RehypeMermaidModule>;

/**
 * rehype-mermaid, loaded natively when the first file with content is compiled,
 * with the Chromium this machine has (src/node/chromium.ts). Found here, at build
 * time, so that no launch setting is part of the site config the browser receives.
 * Without Chromium a production build fails with the instruction; `docusaurus
 * start` shows each diagram's source instead.
 */
export const rehypeMermaidAtBuildTime: Plugin<[RehypeMermaidOptions], Root> = function (options) {
  const chromium = findChromium();
  if (!chromium.found && isProductionBuild) throw new Error(chromium.problem);
  const transformer = chromium.found
    ? importRehypeMermaid().then(({default: rehypeMermaid}) =>
        rehypeMermaid.call(this, {
          ...options,
          launchOptions: {executablePath: chromium.path, args: chromiumArgs},
        }),
      )
    : Promise.resolve(undefined);
  return async (tree, file) => {
    const transform = await transformer;
    if (!transform) return;
    await transform(tree, file, () => undefined);
    tidyDiagramImages(tree);
  };
};

/**
 * Makes rehype-mermaid's images valid HTML: Mermaid measures text in the browser,
 * so widths come out fractional (`width="1065.39"`, which HTML forbids), and the
 * inline SVG's data URL keeps literal spaces, which a URL may not contain. Each
 * diagram is then put in the button that opens it full size, as a figure is
 * (src/plugins/infrastructure/image-zoom), so a keyboard or a tap can open it.
 */
export function tidyDiagramImages(tree: Root): void {
  visit(tree, 'element', (element: Element, index, parent) => {
    const {src} = element.properties;
    if (
      element.tagName !== 'img' ||
      typeof src !== 'string' ||
      !src.startsWith('data:image/svg+xml')
    )
      return undefined;
    element.properties.src = src.replaceAll(' ', '%20');
    for (const dimension of ['width', 'height'] as const) {
      const value = Number(element.properties[dimension]);
      if (Number.isFinite(value) && value > 0) element.properties[dimension] = Math.ceil(value);
    }
    if (!parent || index === undefined) return undefined;
    parent.children[index] = {
      type: 'element',
      tagName: 'button',
      properties: {
        type: 'button',
        className: ['zoom-trigger', 'diagram-zoom'],
        ariaHasPopup: 'dialog',
      },
      children: [
        element,
        {
          type: 'element',
          tagName: 'span',
          properties: {className: ['visually-hidden']},
          children: [{type: 'text', value: ' (opens full size)'}],
        },
      ],
    };
    return SKIP;
  });
}
