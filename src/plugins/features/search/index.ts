import {writesBuildFiles} from '../../../node/postBuild';
import fs from 'node:fs/promises';
import path from 'node:path';
import {Globby, normalizeUrl} from '@docusaurus/utils';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import {isDevelopmentServer, serveInDevelopment} from '../../../node/siteFiles';
import {getBlogPosts} from '../../../utils/blogPosts';
import {relativeToBaseUrl} from '../../../utils/permalinks';
import {buildTechniquePages} from '../techniques/data';
import {buildToolPages} from '../tools/data';
import {getListedDocs, getTechniques, getTools, getWriteups, writeupLocationCrumbs} from '../../model/writeups';
import {searchIndexDir, searchManifestFile} from './constants';
import {extractSearchDocument, type KeywordsByUrl, type SearchDocument} from './documents';
import {familyDocuments} from './familyDocuments';
import {buildSearchFiles} from './indexBuilder';
import {keywordsFromModel} from './keywords';
import {documentsFromSource, type SourcePage} from './sourceDocuments';

/** Writes the sharded index (content-hashed files) and the manifest that names them. */
async function writeSearchFiles(dir: string, documents: readonly SearchDocument[]): Promise<void> {
  const {manifest, files} = await buildSearchFiles(documents);
  await fs.rm(dir, {recursive: true, force: true});
  await fs.mkdir(path.join(dir, manifest.fragments), {recursive: true});
  await Promise.all([...files].map(([file, json]) => fs.writeFile(path.join(dir, file), json)));
  // The manifest last: a reader never sees one naming files not yet written.
  await fs.writeFile(path.join(dir, searchManifestFile), JSON.stringify(manifest));
}

/** Every listed doc and blog post, as the development index reads them from their sources. */
function sourcePages(allContent: AllContent, keywordsByUrl: KeywordsByUrl, baseUrl: string): SourcePage[] {
  const writeups = new Map(getWriteups(allContent).map((writeup) => [writeup.permalink, writeup]));
  const keywordsOf = (permalink: string) => keywordsByUrl.get(relativeToBaseUrl(permalink, baseUrl)) ?? [];
  const docs = getListedDocs(allContent).map((doc): SourcePage => {
    const writeup = writeups.get(doc.permalink);
    return {
      source: doc.source,
      permalink: doc.permalink,
      title: doc.title,
      description: doc.description,
      keywords: keywordsOf(doc.permalink),
      // As the built page's breadcrumbs read (documents.ts): "Root Me › Forensic", "Sysmon & Splunk".
      breadcrumb: writeup ? writeupLocationCrumbs(writeup.location).join(' › ') : '',
    };
  });
  const posts = getBlogPosts(allContent).map(({metadata}): SourcePage => ({
    source: metadata.source,
    permalink: metadata.permalink,
    title: metadata.title,
    description: metadata.description,
    keywords: keywordsOf(metadata.permalink),
    breadcrumb: 'Blog',
  }));
  return [...docs, ...posts];
}

/**
 * The site's search: every doc, blog post and page is split into searchable
 * sections and indexed for lunr's query language and ranking, in a sharded index
 * (indexFiles.ts) that the theme's SearchBar and SearchPage query in a worker. A
 * production build indexes the rendered pages (postBuild); the development
 * server indexes the sources and rebuilds the index whenever the content changes.
 */
export default function pluginSearch(context: LoadContext): Plugin {
  const developmentIndexDir = path.join(context.generatedFilesDir, 'search-index-dev');
  let keywordsByUrl: KeywordsByUrl = new Map();
  return {
    name: 'search',

    async allContentLoaded({allContent}) {
      keywordsByUrl = keywordsFromModel(
        getWriteups(allContent),
        getTechniques(allContent),
        getTools(allContent),
        getBlogPosts(allContent),
        context.baseUrl,
      );
      if (isDevelopmentServer) {
        const [writeups, techniques, tools] = [getWriteups(allContent), getTechniques(allContent), getTools(allContent)];
        await writeSearchFiles(developmentIndexDir, [
          ...(await documentsFromSource(sourcePages(allContent, keywordsByUrl, context.baseUrl), context.siteDir, context.baseUrl)),
          ...familyDocuments(buildTechniquePages(writeups, techniques, tools).pages, buildToolPages(writeups, tools).pages, keywordsByUrl),
        ]);
      }
    },

    configureWebpack(_config, isServer) {
      return serveInDevelopment(developmentIndexDir, normalizeUrl([context.baseUrl, searchIndexDir]), isServer);
    },

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getClientModules() {
      return [path.join(__dirname, 'client/highlightOnNavigation.ts')];
    },

    async contentLoaded({actions}) {
      actions.addRoute({path: normalizeUrl([context.baseUrl, 'search']), component: '@theme/SearchPage', exact: true});
    },

    postBuild: writesBuildFiles(async ({outDir}) => {
      const pages = (await Globby('**/*.html', {cwd: outDir})).sort();
      const documents = (
        await Promise.all(
          pages.map(async (page) => {
            const url = page.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
            return extractSearchDocument(await fs.readFile(path.join(outDir, page), 'utf8'), url, context.baseUrl, keywordsByUrl);
          }),
        )
      ).filter((document): document is SearchDocument => document !== null);
      await writeSearchFiles(path.join(outDir, searchIndexDir), documents);
    }),
  };
}
