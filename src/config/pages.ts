/**
 * Where the reader pages built from the write-up model live. Kept apart from
 * navigation.ts (navbar and footer) so that components on every write-up, such as
 * the challenge card, can link to them without loading the site's navigation.
 */

/** The reader pages built from the write-up model, relative to the base URL (src/plugins/features/explorer, statistics, techniques, tools). */
export const readerPages = {
  explorer: 'writeups',
  statistics: 'stats',
  techniques: 'techniques',
  tools: 'tools',
  learn: 'learn',
} as const;

/** Where the lessons are written, relative to the site (src/plugins/features/lessons). */
export const lessonsDir = 'lessons';

/** A technique's lesson, relative to the base URL (src/plugins/features/lessons: lessons/<technique>/index.mdx). */
export const lessonPage = (technique: string) => `${readerPages.learn}/${technique}/`;

/**
 * Families of pages made from one component and a data file per page: the
 * browser's route table holds one route per family (src/plugins/infrastructure/page-family), and
 * each page's data is also published as `<family>/<id>/data.json` for in-app navigation.
 */
export const pageFamilies = [readerPages.techniques, readerPages.tools] as const;
export type PageFamily = (typeof pageFamilies)[number];
export const pageDataFile = 'data.json';

/** A technique's page, relative to the base URL. */
export const techniquePage = (id: string) => `${readerPages.techniques}/${id}`;

/** A tool's cheat sheet, relative to the base URL. */
export const toolPage = (id: string) => `${readerPages.tools}/${id}`;
