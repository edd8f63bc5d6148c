import type {LoadContext, Plugin} from '@docusaurus/types';
import {readerPages} from '../../../config/pages';
import {pageFamilyPlugin} from '../../infrastructure/page-family';
import {getTools, getWriteups} from '../../model/writeups';
import {buildToolPages} from './data';

/**
 * Tool cheat sheets: /tools/ lists every tool of docs/tools.yml, and
 * /tools/<id> gathers every distinct command line that runs it in the
 * write-ups (read from their shell blocks when the docs load), each linking to
 * the section it comes from, with the tool's official documentation.
 */
export default function pluginTools(context: LoadContext): Plugin {
  return pageFamilyPlugin(context, {
    name: 'tools',
    family: readerPages.tools,
    indexComponent: '@site/src/plugins/features/tools/pages/ToolIndex',
    pageComponent: '@site/src/plugins/features/tools/pages/ToolPage',
    indexProp: 'tools',
    pageProp: 'tool',
    build: (allContent) => buildToolPages(getWriteups(allContent), getTools(allContent)),
  });
}
