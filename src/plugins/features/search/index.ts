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
import {
  getListedDocs,
  getTechniques,
  getTools,
  getWriteups,
  writeupLocationCrumbs,
} from '../../model/writeups';
import {searchIndexDir, searchManifestFile} from './constants';
import {getLessons, type Lesson} from '../lessons';
import {
  extractSearchDocument,
  type KeywordsByUrl,
  type SearchDocument,
  type TitlesByUrl,
} from './documents';
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
function sourcePages(
  allContent: AllContent,
  keywordsByUrl: KeywordsByUrl,
  baseUrl: string,
): SourcePage[] {
  const writeups = new Map(getWriteups(allContent).map((writeup) => [writeup.permalink, writeup]));
  const keywordsOf = (permalink: string) =>
    keywordsByUrl.get(relativeToBaseUrl(permalink, baseUrl)) ?? [];
  const docs = getListedDocs(allContent).map((doc): SourcePage => {
    const writeup = writeups.get(doc.permalink);
    return {
      source: doc.source,
      permalink: doc.permalink,
      title: doc.title,
      description: doc.description,
      keywords: keywordsOf(doc.permalink),
      // As the built page's breadcrumbs read (documents.ts): "Root-Me › Forensic", "Sysmon & Splunk".
      breadcrumb: writeup ? writeupLocationCrumbs(writeup.location).join(' › ') : '',
    };
  });
  const lessons = getLessons(allContent).map((lesson): SourcePage => ({
    source: lesson.source.startsWith('@site/') ? lesson.source : `@site/${lesson.source}`,
    permalink: lesson.permalink,
    title: lesson.title,
    description: lesson.description,
    keywords: keywordsOf(lesson.permalink),
    breadcrumb: 'Lessons',
  }));
  const posts = getBlogPosts(allContent).map(({metadata}): SourcePage => ({
    source: metadata.source,
    permalink: metadata.permalink,
    title: metadata.title,
    description: metadata.description,
    keywords: keywordsOf(metadata.permalink),
    breadcrumb: 'Blog',
  }));
  return [...docs, ...lessons, ...posts];
}

/**
 * What else a lesson is titled for search: its technique's name (and that name without its parenthesis),
 * each also after "learn", so that a reader who types the technique finds the lesson first.
 */
function lessonTitles(
  lessons: readonly Lesson[],
  techniqueNames: ReadonlyMap<string, string>,
  baseUrl: string,
): TitlesByUrl {
  return new Map(
    lessons.map((lesson) => {
      const name = techniqueNames.get(lesson.frontMatter.technique) ?? lesson.title;
      const names = [...new Set([name, name.replace(/\s*\([^)]*\)\s*$/, ''), lesson.title])];
      return [
        relativeToBaseUrl(lesson.permalink, baseUrl),
        [...names, ...names.map((title) => `learn ${title}`)],
      ];
    }),
  );
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
  let titlesByUrl: TitlesByUrl = new Map();
  return {
    name: 'search',

    async allContentLoaded({allContent}) {
      keywordsByUrl = keywordsFromModel(
        getWriteups(allContent),
        getTechniques(allContent),
        getTools(allContent),
        getBlogPosts(allContent),
        context.baseUrl,
        getLessons(allContent),
      );
      titlesByUrl = lessonTitles(
        getLessons(allContent),
        new Map(getTechniques(allContent).map((technique) => [technique.id, technique.name])),
        context.baseUrl,
      );
      if (isDevelopmentServer) {
        const [writeups, techniques, tools] = [
          getWriteups(allContent),
          getTechniques(allContent),
          getTools(allContent),
        ];
        await writeSearchFiles(developmentIndexDir, [
          ...(
            await documentsFromSource(
              sourcePages(allContent, keywordsByUrl, context.baseUrl),
              context.siteDir,
              context.baseUrl,
            )
          ).map((document) =>
            titlesByUrl.has(document.url)
              ? {...document, titles: titlesByUrl.get(document.url)}
              : document,
          ),
          ...familyDocuments(
            buildTechniquePages(writeups, techniques, tools).pages,
            buildToolPages(writeups, tools).pages,
            keywordsByUrl,
          ),
        ]);
      }
    },

    configureWebpack(_config, isServer) {
      return serveInDevelopment(
        developmentIndexDir,
        normalizeUrl([context.baseUrl, searchIndexDir]),
        isServer,
      );
    },

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getClientModules() {
      return [path.join(__dirname, 'client/highlightOnNavigation.ts')];
    },

    async contentLoaded({actions}) {
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, 'search']),
        component: '@theme/SearchPage',
        exact: true,
      });
    },

    postBuild: writesBuildFiles(async ({outDir}) => {
      const pages = (await Globby('**/*.html', {cwd: outDir})).sort();
      const documents = (
        await Promise.all(
          pages.map(async (page) => {
            const url = page.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
            return extractSearchDocument(
              await fs.readFile(path.join(outDir, page), 'utf8'),
              url,
              context.baseUrl,
              keywordsByUrl,
              titlesByUrl,
            );
          }),
        )
      ).filter((document): document is SearchDocument => document !== null);
      await writeSearchFiles(path.join(outDir, searchIndexDir), documents);
    }),
  };
}
