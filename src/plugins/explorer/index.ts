import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {readerPages} from '../../config/navigation';
import {copyrightNotice, owner, site} from '../../config/site';
import {createWriteupFeeds, feedFiles, feedMimeTypes} from './feeds';
import type {WriteupSummary} from './model';
import {computeStats} from './stats';
import {getTechniques, getWriteups} from '../writeups/model';
import {toWriteupSummary, unifyToolSpellings} from './summaries';

/**
 * Reader features built on the write-up front matter: the explorer page (every
 * write-up, faceted), the statistics page (charts computed here, at build time)
 * and the write-ups feeds (RSS, Atom, JSON Feed), advertised in every page head.
 */
export default function pluginExplorer(context: LoadContext): Plugin {
  const {baseUrl, siteConfig, outDir} = context;
  let writeups: WriteupSummary[] = [];

  return {
    name: 'explorer',

    async allContentLoaded({allContent, actions}) {
      writeups = unifyToolSpellings(getWriteups(allContent).map(toWriteupSummary));
      const used = new Set(writeups.flatMap((writeup) => writeup.techniques));
      const techniqueNames = Object.fromEntries(
        getTechniques(allContent)
          .filter(({id}) => used.has(id))
          .map(({id, name}) => [id, name]),
      );
      actions.addRoute({
        path: normalizeUrl([baseUrl, readerPages.explorer]),
        exact: true,
        component: '@site/src/plugins/explorer/pages/WriteupExplorer',
        modules: {
          writeups: await actions.createData('writeups.json', JSON.stringify(writeups)),
          techniqueNames: await actions.createData('technique-names.json', JSON.stringify(techniqueNames)),
        },
      });
      actions.addRoute({
        path: normalizeUrl([baseUrl, readerPages.statistics]),
        exact: true,
        component: '@site/src/plugins/explorer/pages/StatisticsPage',
        modules: {stats: await actions.createData('writeup-stats.json', JSON.stringify(computeStats(writeups)))},
      });
    },

    injectHtmlTags() {
      const kinds = Object.keys(feedFiles) as (keyof typeof feedFiles)[];
      const labels = {rss: 'RSS', atom: 'Atom', json: 'JSON Feed'} as const;
      return {
        headTags: kinds.map((kind) => ({
          tagName: 'link',
          attributes: {
            rel: 'alternate',
            type: feedMimeTypes[kind],
            href: normalizeUrl([baseUrl, feedFiles[kind]]),
            title: `${site.title} write-ups ${labels[kind]}`,
          },
        })),
      };
    },

    async postBuild() {
      const feeds = createWriteupFeeds(
        writeups,
        {
          title: site.title,
          siteUrl: normalizeUrl([siteConfig.url, baseUrl]),
          author: owner.displayName,
          copyright: copyrightNotice,
          language: site.locale,
        },
        siteConfig.url,
      );
      await Promise.all(
        (Object.keys(feedFiles) as (keyof typeof feedFiles)[]).map(async (kind) => {
          const file = path.join(outDir, feedFiles[kind]);
          await mkdir(path.dirname(file), {recursive: true});
          await writeFile(file, feeds[kind]);
        }),
      );
    },
  };
}
