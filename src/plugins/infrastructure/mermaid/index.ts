import type {Element, Root} from 'hast';
import {chromium as playwrightChromium, type Browser, type LaunchOptions} from 'playwright';
import type {Plugin, Transformer} from 'unified';
import {SKIP, visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {chromiumArgs, findChromium} from '../../../node/chromium';
import {loadOnDemand} from '../../../node/onDemand';
import {
  diagramSites,
  readRenderedDiagram,
  rendererFingerprint,
  rendererPackages,
  writeRenderedDiagram,
} from './rendered';

/**
 * The options of rehype-mermaid the site sets. Its package is not in `npm ci`: it is installed from
 * `on-demand/diagrams` when a diagram has to be rendered (src/node/onDemand.ts), so its types are stated here.
 */
export type RehypeMermaidOptions = {
  readonly strategy: 'img-svg';
  readonly mermaidConfig: Record<string, unknown>;
  readonly errorFallback: (
    element: Element,
    diagram: string,
    error: unknown,
    file: VFile,
  ) => Element | undefined;
  readonly browserType?: {launch: () => Promise<Browser>};
};
type RehypeMermaid = (options: RehypeMermaidOptions) => Transformer<Root>;

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

/** rehype-mermaid, installed and loaded once per build, when the first diagram without a rendered file needs it. */
let renderer: Promise<RehypeMermaid> | undefined;
const loadRenderer = () =>
  (renderer ??= loadOnDemand<{rehypeMermaid: RehypeMermaid}>('diagrams', rendererPackages, {
    reason: 'A Mermaid diagram is new or changed and must be rendered',
  }).then(({rehypeMermaid}) => rehypeMermaid));

/**
 * At most this many files' diagrams render at once. Each render opens a page that loads Mermaid (about
 * 3 MB of script): the 64 files with diagrams, all at once on two busy cores, kept page loads waiting
 * past Playwright's 30 s limit and failed the build.
 */
const concurrentRenders = 2;

/** How long the shared browser stays open after its last diagram, for the next file's. */
const browserIdleMs = 10_000;

/** Runs at most `max` tasks at once, the others in the order they asked. */
export function concurrencyLimit(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    while (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * A browser type for rehype-mermaid whose one Chromium serves every file of the build: each content
 * plugin's rehype-mermaid launches a browser and closes it whenever none of its diagrams is rendering,
 * and would launch a new one for its next file. Here each launch is a user of the one browser and
 * `close()` ends that use; once no one uses it for `browserIdleMs`, it is really closed.
 */
export function sharedBrowserType(
  launchOptions: LaunchOptions,
  launch: (options: LaunchOptions) => Promise<Browser> = (options) =>
    playwrightChromium.launch(options),
): {launch: () => Promise<Browser>} {
  let browser: Promise<Browser> | undefined;
  let users = 0;
  let closeTimer: NodeJS.Timeout | undefined;
  return {
    async launch() {
      users += 1;
      clearTimeout(closeTimer);
      const shared = await (browser ??= launch(launchOptions));
      let closed = false;
      return new Proxy(shared, {
        get(target, property) {
          if (property === 'close')
            return async () => {
              if (closed) return;
              closed = true;
              users -= 1;
              if (users > 0) return;
              closeTimer = setTimeout(() => {
                browser = undefined;
                void shared.close();
              }, browserIdleMs);
              // The build may end before the timer: it must not keep Node running.
              closeTimer.unref();
            };
          const value: unknown = Reflect.get(target, property, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    },
  };
}

const renderLimit = concurrencyLimit(concurrentRenders);
let browserType: ReturnType<typeof sharedBrowserType> | undefined;

/**
 * Renders each Mermaid diagram to an SVG image at build time. A diagram rendered before, with the same
 * text, place and renderer, is read from `diagrams/` (./rendered.ts), so a fresh clone renders nothing and
 * never installs the renderer. The others are rendered by rehype-mermaid (installed from on-demand/diagrams
 * the first time one is needed) with the Chromium this machine has (src/node/chromium.ts), in one browser
 * shared by every content plugin, `concurrentRenders` at a time. Found here, at build time, so that no launch
 * setting is part of the site config the browser receives. Without Chromium a production build fails with the
 * instruction; `docusaurus start` shows each diagram's source instead.
 */
export const rehypeMermaidAtBuildTime: Plugin<[RehypeMermaidOptions], Root> = function (options) {
  const fingerprint = rendererFingerprint(options);
  let transform: Promise<Transformer<Root> | undefined> | undefined;
  const transformer = () =>
    (transform ??= (async () => {
      const chromium = findChromium();
      if (!chromium.found) {
        if (isProductionBuild) throw new Error(chromium.problem);
        return undefined;
      }
      const rehypeMermaid = await loadRenderer();
      return rehypeMermaid({
        ...options,
        browserType: (browserType ??= sharedBrowserType({
          executablePath: chromium.path,
          args: chromiumArgs,
        })),
      });
    })());
  return async (tree, file) => {
    const sites = diagramSites(tree, fingerprint);
    if (sites.length === 0) return;
    const rendered = sites.map((site) => readRenderedDiagram(site.key));
    if (rendered.every((node) => node !== undefined)) {
      sites.forEach((site, index) => (site.parent.children[site.index] = rendered[index]!));
      return;
    }
    const transform = await transformer();
    if (!transform) return;
    await renderLimit(async () => {
      await transform(tree, file, () => undefined);
    });
    tidyDiagramImages(tree);
    // Kept for the next build; a diagram shown as its source (a failed render under `npm start`) is not.
    for (const site of sites) {
      const node = site.parent.children[site.index];
      if (node?.type === 'element' && node.tagName === 'button')
        writeRenderedDiagram(site.key, node);
    }
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
