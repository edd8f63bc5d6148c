import fs from 'node:fs';
import path from 'node:path';
import pluginContentDocs, {
  validateOptions,
  type PluginOptions,
} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {lessonsDir} from '../../../config/pages';
import {platforms, tagsFile, techniquesFile, toolsFile} from '../../../config/writeups';
import {formatFrontMatterProblems} from './validate';
import {stopBuildOrReport} from '../../../node/stopBuildOrReport';
import {commandsOfBody} from './commands';
export {commandsOfBody, type WriteupCommand} from './commands';
import {
  practiseNextCandidates,
  rankPractiseNext,
  toPractiseNextLink,
  type PractiseNextLink,
  type WriteupDocMetadata,
} from './practiseNext';
import {readVocabularies, readWriteupSource} from './load';
import {
  createWriteupReader,
  docRelativePath,
  isListed,
  type Writeup,
  type WriteupsContent,
} from './model';
import {withWriteupOrder, type SidebarDoc, type SidebarWriteup} from './sidebar';
import {describeWriteupLocation} from './paths';
import remarkChallengeCard from './remark/challengeCard';
import remarkFlagHashes from './remark/flagHashes';
import {createWriteupFileReader, type LoadedWriteupModel} from './remark/readWriteupFile';
import remarkSocialImage from './remark/socialImage';
import {
  descriptionsByCategoryPermalink,
  keepPaginationWithinSeries,
  type PaginatedDoc,
  retitleTagItems,
  routeShapeError,
  withoutDocDescriptions,
  type DocDescriptions,
} from './trim';

export {validateOptions};

/*
 * The plugin's public API for Node code: other plugins, remark plugins and the authoring scripts import
 * from here only (eslint.config.mjs says so); browser code imports ./client.
 */
export {
  getListedDocs,
  getTechniques,
  getTools,
  getWriteups,
  isListed,
  readWriteup,
  type Writeup,
  type WriteupsContent,
} from './model';
export {techniqueReferenceUrl, type Technique} from './techniques';
export type {Tool} from './tools';
export {
  describeWriteupFacts,
  describeWriteupLocation,
  locateWriteup,
  writeupLocationCrumbs,
  writeupPermalink,
  type WriteupLocation,
} from './paths';
export {toWriteupLink, type WriteupLink} from './writeupLink';
export {getWriteupSummaries, toWriteupSummary, type WriteupSummary} from './summary';
export {analyzeWriteupBody, type FlagElement, type WriteupBody} from './body';
export {spacesEncoded, writeupFieldNames, type SolveRecord} from './frontMatter';
/** For the blog and pages, whose fixed flags need their hash too; the docs get it from this plugin. */
export {default as remarkFlagHashes} from './remark/flagHashes';
export {bodyStartLineOf, readVocabularies, readVocabulary, readWriteupSources} from './load';
export {createWriteupScaffold} from './scaffold';
export {writeupFields} from './frontMatter';
export {scaffoldFields} from './scaffold';

/**
 * The official docs plugin, extended the way Docusaurus's own website extends
 * the blog plugin for its changelog: `loadContent` validates every write-up's
 * front matter (all problems, naming file and field, fail the build) and returns
 * the docs with a typed `writeups` list, which every other plugin reads through
 * `getWriteups(allContent)`. The routes it adds carry less data (descriptions
 * only where category cards show them), keep previous/next links within a
 * write-up's series, and name each write-up's platform on tag pages.
 */
export default async function pluginWriteups(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<WriteupsContent>> {
  const docsDir = path.resolve(context.siteDir, options.path);
  const relativePathOf = (source: string) => docRelativePath(source, options.path);
  // The vocabularies and one reader of write-ups, made afresh on every content load (`docusaurus start` reloads
  // when a vocabulary file changes): the docs' load, the sidebar and the remark steps share its readings.
  const loadModel = async (): Promise<LoadedWriteupModel> => {
    const vocabularies = await readVocabularies(
      docsDir,
      typeof options.tags === 'string' ? options.tags : tagsFile,
    );
    return {...vocabularies, readWriteup: createWriteupReader(vocabularies.vocabulary)};
  };
  let model: ReturnType<typeof loadModel> | undefined;
  const loadedModel = () => (model ??= loadModel());

  const readSidebarWriteup = async (doc: SidebarDoc): Promise<SidebarWriteup | null> => {
    const reading = (await loadedModel()).readWriteup(relativePathOf(doc.source), doc.frontMatter);
    return reading.kind === 'writeup'
      ? {
          title: doc.title,
          location: reading.location,
          frontMatter: reading.frontMatter,
          kind: platforms[reading.location.platform].kind,
        }
      : null;
  };
  const readWriteupFile = createWriteupFileReader(docsDir, loadedModel);
  const {url, baseUrl} = context.siteConfig;
  const docs = await pluginContentDocs(context, {
    ...options,
    // The write-up's own Markdown plugins, given the vocabularies this plugin loaded, run before the site's:
    // fixed flags get their hash, write-ups open with their challenge card and name their own social card.
    remarkPlugins: [
      remarkFlagHashes,
      // A lesson is a file at lessons/<technique>/index.mdx (src/plugins/features/lessons); the model only asks whether it is there.
      [
        remarkChallengeCard,
        {
          readWriteupFile,
          hasLesson: (technique: string) =>
            fs.existsSync(path.join(context.siteDir, lessonsDir, technique, 'index.mdx')),
        },
      ],
      [remarkSocialImage, {siteUrl: `${url}${baseUrl}`, readWriteupFile}],
      ...options.remarkPlugins,
    ],
    sidebarItemsGenerator: withWriteupOrder(options.sidebarItemsGenerator, readSidebarWriteup),
  });

  return {
    ...docs,

    // Its theme: the challenge card its remark plugin puts first in every write-up.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getPathsToWatch() {
      return [
        ...(docs.getPathsToWatch?.() ?? []),
        path.join(docsDir, techniquesFile),
        path.join(docsDir, toolsFile),
      ];
    },

    async loadContent() {
      model = loadModel();
      const {readWriteup, techniques, tools} = await model;
      const content = await docs.loadContent!();
      const pending: Omit<Writeup, 'commands'>[] = [];
      const failures: string[] = [];
      for (const doc of content.loadedVersions.flatMap((version) => version.docs)) {
        const relativePath = relativePathOf(doc.source);
        const reading = readWriteup(relativePath, doc.frontMatter);
        if (reading.kind === 'invalid')
          failures.push(
            formatFrontMatterProblems(
              path.posix.join(options.path, relativePath),
              reading.problems,
            ),
          );
        if (reading.kind !== 'writeup') continue;
        pending.push({
          id: doc.id,
          relativePath,
          permalink: doc.permalink,
          title: doc.title,
          description: doc.description,
          location: reading.location,
          frontMatter: reading.frontMatter,
          listed: isListed(doc.frontMatter),
        });
      }
      if (failures.length > 0) {
        // Under `npm start` each such page shows its problems at its top (remark/challengeCard.ts).
        stopBuildOrReport(
          `${failures.length} write-up(s) have invalid front matter.\n\n${failures.join('\n\n')}`,
        );
      }
      const writeups: Writeup[] = await Promise.all(
        pending.map(async (writeup) => ({
          ...writeup,
          commands: commandsOfBody((await readWriteupSource(docsDir, writeup.relativePath)).body),
        })),
      );
      return {...content, writeups, techniques, tools};
    },

    translateContent({content, translationFiles}) {
      // The translated docs keep the write-ups they were loaded with.
      return {...content, ...docs.translateContent?.({content, translationFiles})};
    },

    async contentLoaded(args) {
      const {content} = args;
      const byPermalink = new Map(content.writeups.map((writeup) => [writeup.permalink, writeup]));
      const byId = new Map(content.writeups.map((writeup) => [writeup.id, writeup]));
      const seriesOf = (doc: {permalink: string}) => {
        const location = byPermalink.get(doc.permalink)?.location;
        return location ? `${location.platform}/${location.category}` : null;
      };
      const descriptions = descriptionsByCategoryPermalink(content.loadedVersions);
      const whereFrom = (docId: string) => {
        const writeup = byId.get(docId);
        return writeup ? describeWriteupLocation(writeup.location) : undefined;
      };
      const paginated = content.loadedVersions.map((version) => ({
        ...version,
        docs: keepPaginationWithinSeries(version.docs, seriesOf),
      }));
      // Each write-up's suggestions travel in its doc metadata, which its page's own chunk already carries.
      const practiseNext = practiseNextByPermalink(content, paginated);
      const loadedVersions = paginated.map((version) => ({
        ...version,
        docs: version.docs.map((doc): WriteupDocMetadata<typeof doc> => {
          const links = practiseNext.get(doc.permalink);
          return links && links.length > 0 ? {...doc, practiseNext: links} : doc;
        }),
      }));
      let versionProps = 0;
      const actions: PluginContentLoadedActions = {
        ...args.actions,
        addRoute: (route) => {
          const trimmed = trimRoute(route, descriptions, whereFrom);
          versionProps += countVersionProps(trimmed);
          args.actions.addRoute(trimmed);
        },
      };
      await docs.contentLoaded?.({...args, content: {...content, loadedVersions}, actions});
      // Docs always get a version route; none means the plugin renamed the prop the trim looks for.
      if (content.loadedVersions.some((version) => version.docs.length > 0) && versionProps === 0)
        throw routeShapeError('no route carries a `version` prop');
    },
  };
}

/**
 * Three write-ups to practise after each one (src/plugins/model/writeups/practiseNext.ts),
 * leaving out its previous and next pages, which the page already links.
 */
function practiseNextByPermalink(
  content: WriteupsContent,
  loadedVersions: readonly {readonly docs: readonly PaginatedDoc[]}[],
): Map<string, PractiseNextLink[]> {
  const listed = content.writeups.filter((writeup) => writeup.listed);
  const neighbours = new Map(
    loadedVersions.flatMap((version) =>
      version.docs.map((doc) => [
        doc.permalink,
        new Set(
          [doc.previous?.permalink, doc.next?.permalink].filter((link) => link !== undefined),
        ),
      ]),
    ),
  );
  return new Map(
    content.writeups.map((writeup) => [
      writeup.permalink,
      rankPractiseNext(
        listed,
        writeup,
        neighbours.get(writeup.permalink) ?? new Set(),
        practiseNextCandidates,
      ).map((suggested) => toPractiseNextLink(suggested, writeup, content.techniques)),
    ]),
  );
}

/** How many routes of this tree carry the docs version prop. */
function countVersionProps(route: RouteConfig): number {
  const own = route.props && 'version' in route.props ? 1 : 0;
  return own + (route.routes ?? []).reduce((total, child) => total + countVersionProps(child), 0);
}

/** A route as the docs plugin made it, with the prop changes described above. */
function trimRoute(
  route: RouteConfig,
  descriptions: ReadonlyMap<string, DocDescriptions>,
  whereFrom: (docId: string) => string | undefined,
): RouteConfig {
  let props = route.props;
  if (props && 'version' in props)
    props = {...props, version: withoutDocDescriptions(props.version)};
  if (props && 'tag' in props) props = {...props, tag: retitleTagItems(props.tag, whereFrom)};
  const categoryDescriptions = descriptions.get(route.path);
  if (props && categoryDescriptions && 'categoryGeneratedIndex' in props)
    props = {...props, docDescriptions: categoryDescriptions};
  return {
    ...route,
    props,
    routes: route.routes?.map((child) => trimRoute(child, descriptions, whereFrom)),
  };
}
