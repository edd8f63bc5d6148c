import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import {footer, navbar} from './src/config/navigation';
import {codeFontFace} from './src/config/fonts';
import {copyrightNotice, owner, site} from './src/config/site';
import {tagsFile} from './src/config/writeups';
import remarkHighlightCode from './src/plugins/infrastructure/code-highlight/remark';
import remarkFigures from './src/plugins/infrastructure/figures/remark';
import remarkSiteComponentImports from './src/plugins/infrastructure/mdx-components/remark';
import {remarkFlagHashes} from './src/plugins/model/writeups';
import {mermaidOptions, rehypeMermaidAtBuildTime} from './src/plugins/infrastructure/mermaid';

/** Figures' sizes and formats, made by sharp, kept by content between builds like the social images. */
const figureCacheDir = path.join(__dirname, 'node_modules/.cache/figures');

/**
 * Build-time rendering shared by every content plugin: highlighted code, diagrams as images,
 * and an import of each site component a file uses (last: after the plugins that insert components).
 */
const markdownPlugins: Pick<
  NonNullable<Preset.Options['docs']> & object,
  'beforeDefaultRemarkPlugins' | 'remarkPlugins' | 'rehypePlugins'
> = {
  // Before Docusaurus's own image handling: figures beside a page become responsive <Figure>s.
  beforeDefaultRemarkPlugins: [[remarkFigures, {cacheDir: figureCacheDir}]],
  remarkPlugins: [remarkHighlightCode, remarkFlagHashes, remarkSiteComponentImports],
  rehypePlugins: [[rehypeMermaidAtBuildTime, mermaidOptions]],
};

/** `SOURCE_MAPS=true npm run build` keeps the browser bundle's source maps, so traces name functions (scripts/bench/longTasks.ts). */
const emitSourceMaps = process.env.SOURCE_MAPS === 'true';

/**
 * Code is highlighted at build time; these only feed the code block container's
 * colour variables, which CSS switches with the colour mode.
 */
const codeColours = {
  plain: {color: 'var(--site-code-color)', backgroundColor: 'var(--site-code-background)'},
  styles: [],
};

/**
 * Docs run through src/plugins/model/writeups (the official docs plugin, extended with
 * the write-up model), so the preset's own copy is off.
 */
const docsOptions = {
  path: 'docs',
  sidebarPath: './sidebars.ts',
  routeBasePath: 'docs',
  breadcrumbs: true,
  tags: tagsFile,
  onInlineTags: 'throw',
  showLastUpdateTime: true,
  ...markdownPlugins,
  // The writeups plugin adds its own (flag hashes, challenge card, social card) in front of these.
  remarkPlugins: [remarkHighlightCode, remarkSiteComponentImports],
} satisfies Preset.Options['docs'];

/** The lessons (src/plugins/features/lessons): a second docs instance, lessons/ at /learn/, in the path's tracks. */
const lessonsOptions = {
  id: 'lessons',
  path: 'lessons',
  routeBasePath: 'learn',
  sidebarPath: './sidebarsLessons.ts',
  breadcrumbs: true,
  showLastUpdateTime: true,
  ...markdownPlugins,
  remarkPlugins: [remarkHighlightCode, remarkSiteComponentImports],
} satisfies Preset.Options['docs'];

const presetOptions = {
  docs: false,
  blog: {
    path: 'blog',
    routeBasePath: 'blog',
    postsPerPage: 3,
    showReadingTime: true,
    blogSidebarCount: 'ALL',
    blogSidebarTitle: 'All posts',
    tags: 'tags.yml',
    onInlineTags: 'throw',
    onUntruncatedBlogPosts: 'throw',
    feedOptions: {
      type: ['rss', 'atom'],
      title: `${site.title} blog`,
      description: `Blog posts by ${owner.displayName}`,
      copyright: copyrightNotice,
      language: site.locale,
    },
    ...markdownPlugins,
  },
  pages: {...markdownPlugins},
  theme: {customCss: ['./src/css/custom.css', './src/css/print.css']},
  sitemap: {lastmod: 'date', changefreq: null, priority: null},
} satisfies Preset.Options;

const themeConfig = {
  image: 'img/social-card.png',
  metadata: [
    {name: 'twitter:card', content: 'summary_large_image'},
    {name: 'author', content: owner.displayName},
  ],
  colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
  docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
  navbar,
  footer,
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  prism: {theme: codeColours, darkTheme: codeColours, additionalLanguages: []},
} satisfies Preset.ThemeConfig;

/** `/docs` has no page of its own; send readers to the main doc instead of a 404. */
const redirectsOptions = {
  redirects: [{from: '/docs', to: '/docs/about-me/'}],
} satisfies ClientRedirectsOptions;

const config = {
  title: site.title,
  tagline: owner.tagline,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: site.baseUrl,
  organizationName: 'kestrel-sec',
  projectName: 'my-small-blog',
  trailingSlash: undefined,
  // Rspack, SWC and Lightning CSS: about twice as fast as the webpack toolchain.
  future: {
    v4: {removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: false},
    faster: true,
  },
  // The banner's inline check runs at DOMContentLoaded and looks for window.docusaurus, which the patched client
  // entry (patches/README.md) sets a few tasks later: it would warn on every page. The route check
  // (npm run test:routes) is what catches a wrong base URL here.
  baseUrlIssueBanner: false,
  headTags: [{tagName: 'style', attributes: {}, innerHTML: codeFontFace(site.baseUrl)}],
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'},
    },
  },
  markdown: {hooks: {onBrokenMarkdownLinks: 'warn'}},
  presets: [['classic', presetOptions]],
  plugins: [
    './src/plugins/infrastructure/malformed-urls/index.ts',
    './src/plugins/infrastructure/prefetch/index.ts',
    './src/plugins/infrastructure/hydration/index.ts',
    './src/plugins/infrastructure/active-docs-plugin/index.ts',
    ['./src/plugins/model/writeups/index.ts', docsOptions],
    ['./src/plugins/features/lessons/index.ts', lessonsOptions],
    './src/plugins/features/home/index.ts',
    './src/plugins/features/explorer/index.ts',
    './src/plugins/features/statistics/index.ts',
    './src/plugins/features/feeds/index.ts',
    './src/plugins/features/techniques/index.ts',
    './src/plugins/features/tools/index.ts',
    './src/plugins/features/social-images/index.ts',
    './src/plugins/infrastructure/offline/index.ts',
    './src/plugins/infrastructure/image-zoom/index.ts',
    './src/plugins/infrastructure/code-highlight/index.ts',
    './src/plugins/infrastructure/page-family/index.ts',
    ['./src/plugins/infrastructure/lean-bundle/index.ts', {sourceMaps: emitSourceMaps}],
    './src/plugins/infrastructure/csp/index.ts',
    './src/plugins/features/search/index.ts',
    ['@docusaurus/plugin-client-redirects', redirectsOptions],
  ],
  themeConfig,
} satisfies Config;

export default config;
