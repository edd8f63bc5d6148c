import {writesBuildFiles} from '../../../node/postBuild';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {readerPages} from '../../../config/pages';
import {copyrightNotice, owner, site} from '../../../config/site';
import {createWriteupFeeds, feedFiles, feedMimeTypes} from './feeds';
import type {WriteupSummary} from './model';
import {computeStats} from './stats';
import {getTechniques, getTools, getWriteups} from '../../model/writeups';
import {getLearningPath} from '../lessons';
import {corpusFiles, corpusSchema, createCorpus, createLlmsTxt, type Corpus} from './corpus';
import {toWriteupSummary} from './summaries';
import {
  isDevelopmentServer,
  serveInDevelopment,
  writeSiteFiles,
  type SiteFiles,
} from '../../../node/siteFiles';

/**
 * Reader features built on the write-up front matter: the explorer page (every
 * write-up, faceted), the statistics page (charts computed here, at build time)
 * the write-ups feeds (RSS, Atom, JSON Feed), advertised in every page head, and
 * the machine-readable corpus: /writeups.json with its JSON Schema, and /llms.txt.
 */
export default function pluginExplorer(context: LoadContext): Plugin {
  const {baseUrl, siteConfig, outDir} = context;
  const developmentFilesDir = path.join(context.generatedFilesDir, 'explorer-files-dev');
  let writeups: WriteupSummary[] = [];
  let corpus: Corpus | undefined;

  /** The feeds and the corpus, written into the build, or served by the development server. */
  const siteFiles = (): SiteFiles => {
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
    const files: [string, string][] = (Object.keys(feedFiles) as (keyof typeof feedFiles)[]).map(
      (kind) => [feedFiles[kind], feeds[kind]],
    );
    if (corpus) {
      files.push(
        [corpusFiles.writeups, JSON.stringify(corpus, null, 1)],
        [corpusFiles.schema, JSON.stringify(corpusSchema, null, 1)],
        [corpusFiles.llms, createLlmsTxt(corpus, site.description)],
      );
    }
    return files;
  };

  return {
    name: 'explorer',

    async allContentLoaded({allContent, actions}) {
      // Tool names are already one spelling each: the front-matter schema maps every spelling to docs/tools.yml's name.
      writeups = getWriteups(allContent).map(toWriteupSummary);
      corpus = createCorpus(
        getWriteups(allContent),
        getTechniques(allContent),
        getTools(allContent),
        {title: site.title, url: normalizeUrl([siteConfig.url, baseUrl])},
        getLearningPath(allContent),
      );
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
      actions.addRoute({
        path: normalizeUrl([baseUrl, readerPages.statistics]),
        exact: true,
        component: '@site/src/plugins/features/explorer/pages/StatisticsPage',
        modules: {
          stats: await actions.createData(
            'writeup-stats.json',
            JSON.stringify(computeStats(writeups)),
          ),
        },
      });
      if (isDevelopmentServer)
        await writeSiteFiles(developmentFilesDir, siteFiles(), {clean: true});
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

    configureWebpack(_config, isServer) {
      return serveInDevelopment(developmentFilesDir, baseUrl, isServer);
    },

    postBuild: writesBuildFiles(async () => {
      await writeSiteFiles(outDir, siteFiles());
    }),
  };
}
