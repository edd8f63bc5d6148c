import type {MeasuredPage} from './pageTypes';

/** Bytes in the budgets' unit: KiB, to one decimal. */
export const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Size budgets in KiB of gzip, checked by tests/e2e/first-visit.spec.ts and budgets.spec.ts on every test
 * run. Set from measured figures (PERFORMANCE.md) plus about 5 %: a change that
 * adds weight fails CI and must lower something else or update these on purpose.
 */
export const budgets = {
  /**
   * JavaScript downloaded until the page has hydrated, per page type, `npx tsx scripts/bench/sizes.ts`'s
   * figures plus about 1.5 %. The route chunks are requested just after the load event (Docusaurus's client entry is patched to evaluate in several tasks,
   * patches/README.md), so the load event no longer bounds them: hydration does.
   */
  jsUntilHydrated: {
    // Measured with the lessons' 29 routes in the route table (2.9 of the 7.6 every page gained), the reader's
    // progress (1.9, `npx tsx scripts/bench/progressWeight.ts`) and the offline cache's manifest check.
    home: 150,
    writeup: 191,
    illustratedWriteup: 184,
    category: 165,
    tag: 163,
    blogList: 172,
    blogPost: 178,
    search: 146,
    // The explorer with its "not solved yet" filter.
    explorer: 172,
    statistics: 148,
    techniques: 149,
    technique: 150,
    tools: 148,
    tool: 156,
    // The short picoCTF page and the long Root-Me page: 183.5 and 190.8 measured.
    shortWriteup: 186,
    longWriteup: 193,
    // The learning path and a lesson: 176.2 and 180.9 measured.
    learn: 179,
    lesson: 184,
  } satisfies Record<MeasuredPage, number>,
  /**
   * JavaScript a page's HTML loads, which the load event waits for: the runtime, React DOM, the route table
   * and `main` (137.4 measured; each is evaluated in a task of its own). The page's own chunks are requested by the client entry when it has run (patches/README.md):
   * after the load event on a phone on slow 4G (Lighthouse), before it when images arrive later than the
   * entry runs. The target for a write-up's JavaScript before the load event is 150.
   */
  jsBeforeLoad: 150,
  /** Script files a page's HTML loads: the runtime, React DOM, the route table and `main`. */
  scriptsBeforeLoad: 4,
  /**
   * Script files evaluated until the page has hydrated, per page: a deterministic guard (no timing) against
   * work creeping in front of the page becoming interactive. A write-up has the runtime, React DOM, the route
   * table, `main` and 11 route chunks (the docs root, version and sidebar, the page's content and the doc layout's shared chunks);
   * everything else (prefetches, search, offline, code block buttons) loads on idle or on interaction. Equal to
   * the counts measured.
   */
  scriptsUntilHydrated: {
    // The home page's continue-where-you-stopped box, its featured write-up's card and the progress store.
    home: 12,
    // A write-up's pages gained the progress store and the theme's mobile table of contents.
    writeup: 17,
    illustratedWriteup: 17,
    shortWriteup: 17,
    longWriteup: 17,
    category: 13,
    tag: 10,
    blogList: 15,
    blogPost: 13,
    search: 6,
    explorer: 9,
    statistics: 7,
    techniques: 7,
    technique: 8,
    tools: 7,
    tool: 9,
    learn: 17,
    lesson: 17,
  } satisfies Record<MeasuredPage, number>,
  /** Images (figures) a phone downloads before a write-up's load event; the figures below its first screen load lazily. Fonts are counted apart (`fontsBeforeLoad`). */
  imagesBeforeLoadOnPhone: 60,
  /** The largest file a figure is served as (src/plugins/infrastructure/figures). */
  figureFile: 250,
  /**
   * All CSS of a page (one stylesheet for the whole site): 21.5 measured with the design tokens, the lessons'
   * and the progress styles, one breadcrumb trail, the code blocks' scroll sign and the token heading scale.
   */
  css: 21.8,
  /**
   * Font files a page downloads before its load event: the code font only (7.4 KiB, static/fonts), on a page that
   * shows code; prose is set in the reader's system font.
   */
  fontsBeforeLoad: 7.5,
  /**
   * The HTML document of a write-up: 17.2 measured on the registry lab page (2,216 words, 16 code blocks of real
   * events and searches, its chart), 10.8 on the short picoCTF page, 20.0 on the long Root-Me page.
   */
  writeupHtml: {shortWriteup: 12, longWriteup: 21, writeup: 17.6},
  /**
   * Everything a write-up's first visit downloads before the load event, figures excepted (the phone budget
   * above covers them), the code font included when it arrives before the load event (it races the event). The
   * target is 200; measured with the font 183.1 (short), 192.2 (long Root-Me page), 188.7 (lab).
   */
  writeupAllBeforeLoad: {shortWriteup: 186, longWriteup: 195, writeup: 191},
  /**
   * Lighthouse mobile (simulated 4× slower CPU, slow 4G), median of 3 runs, printed by `npm run bench` beside
   * the measured value (timings vary between runs, so no test asserts them): the speed targets.
   */
  lighthouse: {
    writeupTbtMs: 150,
    writeupSingleRunTbtMs: 250,
    writeupPerformance: 95,
    otherPerformance: 98,
  },
  /** The explorer's HTML, which lists every write-up so it works without JavaScript (28.1 with the technique facet, the rewritten descriptions, the lessons' links and the code font's @font-face in the head). */
  explorerHtml: 28.6,
  /** Search (sharded): the manifest every search reads (0.7 measured), and the largest shard (16.3 measured). */
  searchManifest: 2,
  searchShard: 20,
  /**
   * Everything downloaded between typing in the search box and the first suggestion (worker, manifest, one shard,
   * the shown hits' fragments), counted by the server: 50.1 measured with the 28 lessons indexed (the target: 120).
   */
  searchFirstResult: 52,
} as const;
