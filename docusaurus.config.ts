import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {PluginOptions as SearchLocalOptions} from '@easyops-cn/docusaurus-search-local';
import {themes as prismThemes} from 'prism-react-renderer';
import {footer, navbar} from './src/config/navigation';
import {owner, site} from './src/config/site';
import {codeLanguages} from './src/config/writeups';
import type {PluginOptions as WriteupsOptions} from './src/plugins/writeups/options';
import {writeupSidebarItemsGenerator} from './src/plugins/writeups/sidebar';

/** Prism ships some grammars by default; these are the rest of what write-ups use. */
const prismDefaultLanguages = new Set(['markup', 'jsx', 'tsx', 'swift', 'kotlin', 'objectivec', 'js-extras', 'reason', 'rust', 'graphql', 'yaml', 'go', 'cpp', 'markdown', 'python', 'json']);
const notPrismGrammars = new Set(['text', 'mermaid', 'html', 'xml', 'x86asm', 'javascript']);

const presetOptions = {
  docs: {
    sidebarPath: './sidebars.ts',
    sidebarItemsGenerator: writeupSidebarItemsGenerator,
    routeBasePath: 'docs',
    breadcrumbs: true,
    tags: 'tags.yml',
    onInlineTags: 'throw',
    showLastUpdateTime: true,
  },
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
      copyright: `Copyright © ${site.copyrightYear} ${owner.displayName}`,
      language: site.locale,
    },
  },
  theme: {customCss: './src/css/custom.css'},
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
  prism: {
    theme: prismThemes.github,
    darkTheme: prismThemes.dracula,
    additionalLanguages: codeLanguages.filter((lang) => !prismDefaultLanguages.has(lang) && !notPrismGrammars.has(lang)),
  },
} satisfies Preset.ThemeConfig;

const searchOptions = {
  hashed: true,
  language: ['en'],
  indexDocs: true,
  indexBlog: true,
  indexPages: true,
  docsRouteBasePath: 'docs',
  blogRouteBasePath: 'blog',
  highlightSearchTermsOnTargetPage: true,
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  explicitSearchResultPath: true,
  // The flag stays a spoiler: its text never enters the index.
  ignoreCssSelectors: ['.flag-value'],
  searchContextByPaths: [
    {label: 'picoCTF', path: 'docs/pico-ctf'},
    {label: 'Root Me', path: 'docs/root-me'},
    {label: 'Sysmon & Splunk', path: 'docs/sysmon-splunk'},
    {label: 'Blog', path: 'blog'},
  ],
  useAllContextsWithNoSearchContext: true,
} satisfies Partial<SearchLocalOptions>;

/** `/docs` has no page of its own; send readers to the main doc instead of a 404. */
const redirectsOptions = {
  redirects: [{from: '/docs', to: '/docs/about-me/'}],
} satisfies ClientRedirectsOptions;

const writeupsOptions = {docsPath: 'docs', tagsFile: 'tags.yml'} satisfies WriteupsOptions;

const config = {
  title: site.title,
  tagline: owner.tagline,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: site.baseUrl,
  organizationName: 'kestrel-sec',
  projectName: 'my-small-blog',
  trailingSlash: undefined,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'}},
  },
  markdown: {
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },
  presets: [['classic', presetOptions]],
  themes: ['@docusaurus/theme-mermaid', ['@easyops-cn/docusaurus-search-local', searchOptions]],
  plugins: [
    ['./src/plugins/writeups/index.ts', writeupsOptions],
    './src/plugins/home/index.ts',
    ['@docusaurus/plugin-client-redirects', redirectsOptions],
  ],
  themeConfig,
} satisfies Config;

export default config;
