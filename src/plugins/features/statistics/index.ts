import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {readerPages} from '../../../config/pages';
import {getWriteupSummaries} from '../../model/writeups';
import {computeStats} from './stats';

/** The statistics page: the write-ups counted by platform, category, difficulty and month, at build time. */
export default function pluginStatistics({baseUrl}: LoadContext): Plugin {
  return {
    name: 'statistics',

    async allContentLoaded({allContent, actions}) {
      const writeups = getWriteupSummaries(allContent);
      actions.addRoute({
        path: normalizeUrl([baseUrl, readerPages.statistics]),
        exact: true,
        component: '@site/src/plugins/features/statistics/pages/StatisticsPage',
        modules: {
          stats: await actions.createData(
            'writeup-stats.json',
            JSON.stringify(computeStats(writeups)),
          ),
        },
      });
    },
  };
}
