import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {readerPages} from '../../../config/pages';
import {getTechniques, getWriteupSummaries} from '../../model/writeups';

/**
 * The explorer page: every write-up, faceted by platform, category, difficulty, technique, tool and
 * tag (facets.ts), filtered in the browser from the summaries built here.
 */
export default function pluginExplorer({baseUrl}: LoadContext): Plugin {
  return {
    name: 'explorer',

    async allContentLoaded({allContent, actions}) {
      const writeups = getWriteupSummaries(allContent);
      const used = new Set(writeups.flatMap((writeup) => writeup.techniques));
      const techniqueNames = Object.fromEntries(
        getTechniques(allContent)
          .filter(({id}) => used.has(id))
          .map(({id, name}) => [id, name]),
      );
      actions.addRoute({
        path: normalizeUrl([baseUrl, readerPages.explorer]),
        exact: true,
        component: '@site/src/plugins/features/explorer/pages/WriteupExplorer',
        modules: {
          writeups: await actions.createData('writeups.json', JSON.stringify(writeups)),
          techniqueNames: await actions.createData(
            'technique-names.json',
            JSON.stringify(techniqueNames),
          ),
        },
      });
    },
  };
}
