/** One representative page per page type: what the end-to-end checks, the benchmarks and the size budgets measure. */
export const pageTypes = {
  home: '/',
  // The longest lab page (about 2,800 elements).
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
  // The learning path and one lesson (src/plugins/features/lessons).
  learn: '/learn/',
  lesson: '/learn/file-signatures/',
} as const;

export type PageType = keyof typeof pageTypes;

/**
 * The other write-up shapes the speed targets name: same layout as `writeup`, so the
 * accessibility and HTML checks do not repeat them, but their bytes, scripts and Lighthouse
 * scores are measured like every page type's.
 */
export const writeupVariants = {
  // A short picoCTF page (about 700 elements).
  shortWriteup: '/docs/pico-ctf/cryptography/caesar',
  // A long Root-Me page (about 2,200 elements).
  longWriteup: '/docs/root-me/network/dns-zone-transfert',
} as const;

/** Every page whose weight and speed have a budget. */
export const measuredPages = {...pageTypes, ...writeupVariants} as const;

export type MeasuredPage = keyof typeof measuredPages;

/** The measured pages that are write-ups, held to the write-up speed targets. */
export const writeupPages = [
  'shortWriteup',
  'longWriteup',
  'writeup',
  'illustratedWriteup',
] as const satisfies readonly MeasuredPage[];
