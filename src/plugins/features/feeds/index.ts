import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {writesBuildFiles} from '../../../node/postBuild';
import {copyrightNotice, owner, site} from '../../../config/site';
import {
  isDevelopmentServer,
  serveInDevelopment,
  writeSiteFiles,
  type SiteFiles,
} from '../../../node/siteFiles';
import {
  getTechniques,
  getTools,
  getWriteups,
  getWriteupSummaries,
  type WriteupSummary,
} from '../../model/writeups';
import {getLearningPath} from '../lessons';
import {corpusFiles, corpusSchema, createCorpus, createLlmsTxt, type Corpus} from './corpus';
import {createWriteupFeeds, feedFiles, feedMimeTypes} from './feeds';

/**
 * The site's machine-readable files: the write-ups feeds (RSS, Atom, JSON Feed), advertised in every
 * page head, and the corpus: /writeups.json with its JSON Schema, and /llms.txt. The build writes
 * them; the development server serves the same files.
 */
export default function pluginFeeds(context: LoadContext): Plugin {
  const {baseUrl, siteConfig, outDir} = context;
  const developmentFilesDir = path.join(context.generatedFilesDir, 'feeds-files-dev');
  let writeups: readonly WriteupSummary[] = [];
  let corpus: Corpus | undefined;

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
    name: 'feeds',

    async allContentLoaded({allContent}) {
      // Tool names are already one spelling each: the front-matter schema maps every spelling to docs/tools.yml's name.
      writeups = getWriteupSummaries(allContent);
      corpus = createCorpus(
        getWriteups(allContent),
        getTechniques(allContent),
        getTools(allContent),
        {title: site.title, url: normalizeUrl([siteConfig.url, baseUrl])},
        getLearningPath(allContent),
      );
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
