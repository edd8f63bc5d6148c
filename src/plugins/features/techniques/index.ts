import type {LoadContext, Plugin} from '@docusaurus/types';
import {readerPages} from '../../../config/pages';
import {pageFamilyPlugin} from '../../infrastructure/page-family';
import {getTechniques, getTools, getWriteups} from '../../model/writeups';
import {getLessons} from '../lessons';
import {buildTechniquePages} from './data';

/**
 * Learn by technique: /techniques/ lists every technique of docs/techniques.yml
 * with its count, and /techniques/<id> explains one, links its ATT&CK or CWE
 * entry, and lists the write-ups that use it, their tools and the techniques
 * that go with it. Built from the write-up model.
 */
export default function pluginTechniques(context: LoadContext): Plugin {
  return pageFamilyPlugin(context, {
    name: 'techniques',
    family: readerPages.techniques,
    indexComponent: '@site/src/plugins/features/techniques/pages/TechniqueIndex',
    pageComponent: '@site/src/plugins/features/techniques/pages/TechniquePage',
    indexProp: 'techniques',
    pageProp: 'technique',
    build: (allContent) =>
      buildTechniquePages(
        getWriteups(allContent),
        getTechniques(allContent),
        getTools(allContent),
        getLessons(allContent).map((lesson) => ({
          technique: lesson.frontMatter.technique,
          title: lesson.title,
          permalink: lesson.permalink,
        })),
      ),
  });
}
