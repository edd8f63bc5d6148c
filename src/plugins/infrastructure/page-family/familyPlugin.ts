import {writesBuildFiles} from '../../../node/postBuild';
import path from 'node:path';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {pageDataFile, type PageFamily} from '../../../config/pages';
import {
  isDevelopmentServer,
  serveInDevelopment,
  writeSiteFiles,
  type SiteFiles,
} from '../../../node/siteFiles';

/** The prop through which every page of a family receives the family's ids: the only ids its browser route looks up. */
export const familyIdsProp = 'familyIds';

/** What a family of pages is made of: an index, and one page per id, built from the loaded content. */
export type PageFamilyOptions<Index, Page extends {readonly id: string}> = {
  readonly name: string;
  /** The family's folder, e.g. `techniques`: the index is `/<family>/`, a page `/<family>/<id>`. */
  readonly family: PageFamily;
  readonly indexComponent: string;
  readonly pageComponent: string;
  /** The props names the components read their data from. */
  readonly indexProp: string;
  readonly pageProp: string;
  readonly build: (allContent: AllContent) => {
    readonly index: Index;
    readonly pages: readonly Page[];
  };
};

/**
 * A plugin for a family of generated pages (src/plugins/features/techniques, src/plugins/features/tools):
 * it adds the index route and one route per page, each with its data and the
 * family's list of ids as modules,
 * and after the build writes each page's data as `<family>/<id>/data.json` too, which
 * the browser's single route for the family fetches on in-app navigation
 * (client/PageData, and the one browser route per family in index.ts).
 */
export function pageFamilyPlugin<Index, Page extends {readonly id: string}>(
  {baseUrl, outDir, generatedFilesDir}: LoadContext,
  {
    name,
    family,
    indexComponent,
    pageComponent,
    indexProp,
    pageProp,
    build,
  }: PageFamilyOptions<Index, Page>,
): Plugin {
  const developmentFilesDir = path.join(generatedFilesDir, `${name}-files-dev`);
  let pageData: readonly Page[] = [];
  const siteFiles = (): SiteFiles =>
    pageData.map((page) => [path.posix.join(family, page.id, pageDataFile), JSON.stringify(page)]);
  return {
    name,

    async allContentLoaded({allContent, actions}) {
      const {index, pages} = build(allContent);
      actions.addRoute({
        path: normalizeUrl([baseUrl, family, '/']),
        exact: true,
        component: indexComponent,
        modules: {[indexProp]: await actions.createData(`${family}.json`, JSON.stringify(index))},
      });
      pageData = pages;
      // Every page of the family gets the same list of ids, so the browser's one family route keeps it (index.ts).
      const familyIds = await actions.createData(
        `${family}-ids.json`,
        JSON.stringify(pages.map((page) => page.id).sort()),
      );
      await Promise.all(
        pages.map(async (page) =>
          actions.addRoute({
            path: normalizeUrl([baseUrl, family, page.id]),
            exact: true,
            component: pageComponent,
            modules: {
              [pageProp]: await actions.createData(
                `${family}-${page.id}.json`,
                JSON.stringify(page),
              ),
              [familyIdsProp]: familyIds,
            },
          }),
        ),
      );
      if (isDevelopmentServer)
        await writeSiteFiles(developmentFilesDir, siteFiles(), {clean: true});
    },

    configureWebpack(_config, isServer) {
      return serveInDevelopment(developmentFilesDir, baseUrl, isServer);
    },

    postBuild: writesBuildFiles(async () => {
      await writeSiteFiles(outDir, siteFiles());
    }),
  };
}
