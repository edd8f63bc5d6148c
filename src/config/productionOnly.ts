/** Where the social image of each page is written, relative to the base URL (src/plugins/features/social-images). */
export const socialImageDir = 'img/og';

/** Where a write-up's card is published, relative to the base URL, from its source path: `pico-ctf/forensics/enhance.mdx` → `img/og/docs/pico-ctf/forensics/enhance.jpg`. */
export function writeupSocialImagePath(relativePath: string): string {
  return `${socialImageDir}/docs/${relativePath.replace(/\.mdx?$/, '')}.jpg`;
}

/**
 * What `npm run build` makes and `npm start` does not, by path relative to the
 * base URL: the development server renders pages in memory and runs no
 * post-build step, where Docusaurus writes its blog feeds and sitemap and this
 * site its service worker and social images. The not-found page of the
 * development server names them (src/theme/NotFound/Content); the README lists
 * them. Everything else production serves, `npm start` serves too.
 */
export const productionOnlyFiles: readonly {readonly path: RegExp; readonly what: string}[] = [
  {
    path: /^blog\/(rss|atom)\.xml$/,
    what: "the blog's RSS and Atom feeds (written by Docusaurus's blog plugin after the build)",
  },
  {path: /^sitemap\.xml$/, what: 'the sitemap (written by Docusaurus after the build)'},
  {path: /^sw\.js$/, what: 'the service worker that keeps visited pages readable offline'},
  {
    path: new RegExp(`^${socialImageDir}/`),
    what: 'the social images (drawn in Chromium after the build)',
  },
];

/** What a path relative to the base URL names, when only a production build has it. */
export function productionOnlyFile(relativePath: string): string | undefined {
  return productionOnlyFiles.find((file) => file.path.test(relativePath))?.what;
}
