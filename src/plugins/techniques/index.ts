import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {pageDataFile, readerPages, techniquePage} from '../../config/pages';
import {getTechniques, getTools, getWriteups} from '../writeups/model';
import {buildTechniquePages} from './data';

/**
 * Learn by technique: /techniques/ lists every technique of docs/techniques.yml
 * with its count, and /techniques/<id> explains one, links its ATT&CK or CWE
 * entry, and lists the write-ups that use it, their tools and the techniques
 * that go with it. Built from the write-up model.
 */
export default function pluginTechniques(context: LoadContext): Plugin {
  const {baseUrl, outDir} = context;
  let pageData: readonly {readonly id: string}[] = [];
  return {
    name: 'techniques',

    async allContentLoaded({allContent, actions}) {
      const {index, pages} = buildTechniquePages(getWriteups(allContent), getTechniques(allContent), getTools(allContent));
      actions.addRoute({
        path: normalizeUrl([baseUrl, readerPages.techniques, '/']),
        exact: true,
        component: '@site/src/plugins/techniques/pages/TechniqueIndex',
        modules: {techniques: await actions.createData('techniques.json', JSON.stringify(index))},
      });
      pageData = pages;
      await Promise.all(
        pages.map(async (page) =>
          actions.addRoute({
            path: normalizeUrl([baseUrl, techniquePage(page.id)]),
            exact: true,
            component: '@site/src/plugins/techniques/pages/TechniquePage',
            modules: {technique: await actions.createData(`technique-${page.id}.json`, JSON.stringify(page))},
          }),
        ),
      );
    },

    async postBuild() {
      // Each page's data as a file too: the browser's one route for these pages fetches it on in-app navigation (src/components/PageData).
      await Promise.all(
        pageData.map(async (page) => {
          const dir = path.join(outDir, readerPages.techniques, page.id);
          await mkdir(dir, {recursive: true});
          await writeFile(path.join(dir, pageDataFile), JSON.stringify(page));
        }),
      );
    },
  };
}
