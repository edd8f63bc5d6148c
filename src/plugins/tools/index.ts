import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {pageDataFile, readerPages, toolPage} from '../../config/pages';
import {getTools, getWriteups} from '../writeups/model';
import {buildToolPages} from './data';

/**
 * Tool cheat sheets: /tools/ lists every tool of docs/tools.yml, and
 * /tools/<id> gathers every distinct command line that runs it in the
 * write-ups (read from their shell blocks when the docs load), each linking to
 * the section it comes from, with the tool's official documentation.
 */
export default function pluginTools(context: LoadContext): Plugin {
  const {baseUrl, outDir} = context;
  let pageData: readonly {readonly id: string}[] = [];
  return {
    name: 'tools',

    async allContentLoaded({allContent, actions}) {
      const {index, pages} = buildToolPages(getWriteups(allContent), getTools(allContent));
      actions.addRoute({
        path: normalizeUrl([baseUrl, readerPages.tools, '/']),
        exact: true,
        component: '@site/src/plugins/tools/pages/ToolIndex',
        modules: {tools: await actions.createData('tools.json', JSON.stringify(index))},
      });
      pageData = pages;
      await Promise.all(
        pages.map(async (page) =>
          actions.addRoute({
            path: normalizeUrl([baseUrl, toolPage(page.id)]),
            exact: true,
            component: '@site/src/plugins/tools/pages/ToolPage',
            modules: {tool: await actions.createData(`tool-${page.id}.json`, JSON.stringify(page))},
          }),
        ),
      );
    },

    async postBuild() {
      // Each page's data as a file too: the browser's one route for these pages fetches it on in-app navigation (src/components/PageData).
      await Promise.all(
        pageData.map(async (page) => {
          const dir = path.join(outDir, readerPages.tools, page.id);
          await mkdir(dir, {recursive: true});
          await writeFile(path.join(dir, pageDataFile), JSON.stringify(page));
        }),
      );
    },
  };
}
