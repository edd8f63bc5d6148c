/** One representative page per page type: what the benchmarks and the size budgets measure. */
export const pageTypes = {
  home: '/',
  writeup: '/docs/sysmon-splunk/registry/',
  // A write-up whose first figure (a photograph) is on the first screen.
  illustratedWriteup: '/docs/pico-ctf/forensics/glory-of-the-garden',
  category: '/docs/category/forensics',
  tag: '/docs/tags/forensics',
  blogList: '/blog',
  blogPost: '/blog/typed-paths',
  search: '/search?q=splunk',
  explorer: '/writeups',
  statistics: '/stats',
  techniques: '/techniques/',
  technique: '/techniques/file-signatures',
  tools: '/tools/',
  tool: '/tools/exiftool',
} as const;

export type PageType = keyof typeof pageTypes;
