import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {Globby, normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {getBlogPosts} from '../../utils/blogPosts';
import {getTechniques, getWriteups} from '../writeups/model';
import {searchIndexDir, searchManifestFile} from './constants';
import {extractSearchDocument, type KeywordsByUrl, type SearchDocument} from './documents';
import {buildSearchFiles, type SearchManifest} from './indexFiles';
import {keywordsFromModel} from './keywords';

const contentHash = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 10);

/**
 * The site's search: after the build, every doc, blog post and page is split into
 * searchable sections and indexed with lunr, in two content-hashed files (titles
 * first, full text second); the theme's SearchBar and SearchPage query them.
 */
export default function pluginSearch(context: LoadContext): Plugin {
  let keywordsByUrl: KeywordsByUrl = new Map();
  return {
    name: 'search',

    async allContentLoaded({allContent}) {
      keywordsByUrl = keywordsFromModel(getWriteups(allContent), getTechniques(allContent), getBlogPosts(allContent), context.baseUrl);
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

    async postBuild({outDir}) {
      const pages = (await Globby('**/*.html', {cwd: outDir})).sort();
      const documents = (
        await Promise.all(
          pages.map(async (page) => {
            const url = page.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
            return extractSearchDocument(await fs.readFile(path.join(outDir, page), 'utf8'), url, context.baseUrl, keywordsByUrl);
          }),
        )
      ).filter((document): document is SearchDocument => document !== null);
      const {titles, content} = buildSearchFiles(documents);
      const titlesJson = JSON.stringify(titles);
      const contentJson = JSON.stringify(content);
      const manifest: SearchManifest = {
        titles: `titles.${contentHash(titlesJson)}.json`,
        content: `content.${contentHash(contentJson)}.json`,
        documents: documents.length,
      };
      const dir = path.join(outDir, searchIndexDir);
      await fs.mkdir(dir, {recursive: true});
      await Promise.all([
        fs.writeFile(path.join(dir, manifest.titles), titlesJson),
        fs.writeFile(path.join(dir, manifest.content), contentJson),
        fs.writeFile(path.join(dir, searchManifestFile), JSON.stringify(manifest)),
      ]);
    },
  };
}
