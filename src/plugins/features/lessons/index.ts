import path from 'node:path';
import pluginContentDocs, {type PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import {stopBuildOrReport} from '../../../node/stopBuildOrReport';
import {setBuildData} from '../../../node/buildData';
import {getTechniques, getWriteups} from '../../model/writeups';
import {readLessonFrontMatter} from './frontMatter';
import {buildLessonsData, lessonsDataKey, type Lesson} from './model';
import remarkLessonData from './remark';
import type {PathTrack} from './pathData';
import {readTracks, tracksFile, type Track} from './tracks';

export {validateOptions} from '@docusaurus/plugin-content-docs';
export {lessonsDataKey, type Lesson, type LessonsData} from './model';

/** The lessons plugin's content: the docs plugin's, with the lessons read and checked and the path's tracks. */
export type LessonsContent = LoadedContent & {
  readonly lessons: readonly Lesson[];
  readonly tracks: readonly Track[];
  readonly baseUrl: string;
};

/** The plugin instance's id, for readers of allContent. */
export const lessonsPluginId = 'lessons';

const lessonsContent = (allContent: AllContent) =>
  allContent['docusaurus-plugin-content-docs']?.[lessonsPluginId] as LessonsContent | undefined;

/** The lessons, for other plugins (techniques, search, the corpus): empty when the plugin is not installed. */
export function getLessons(allContent: AllContent): readonly Lesson[] {
  return lessonsContent(allContent)?.lessons ?? [];
}

/** The learning path's tracks with their lessons and exercises (the corpus, the path page): empty without the plugin. */
export function getLearningPath(allContent: AllContent): readonly PathTrack[] {
  const content = lessonsContent(allContent);
  if (!content) return [];
  return buildLessonsData(
    content.lessons,
    content.tracks,
    getWriteups(allContent),
    getTechniques(allContent),
    content.baseUrl,
  ).data.tracks;
}

/**
 * Lessons: a second instance of the official docs plugin (lessons/ at /learn/), extended as the writeups
 * plugin extends the first. `loadContent` checks each lesson's own front matter; `allContentLoaded` checks
 * the lessons against the write-ups (every exercise a listed write-up that uses the technique, every such
 * write-up an exercise, easiest first) and the path (lessons/tracks.yml), failing the build with every
 * problem, and hands the checked data to the lessons' remark step.
 */
export default async function pluginLessons(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LessonsContent>> {
  const lessonsDir = path.resolve(context.siteDir, options.path);
  const docs = await pluginContentDocs(context, {
    ...options,
    remarkPlugins: [remarkLessonData, ...options.remarkPlugins],
  });
  return {
    ...docs,

    getPathsToWatch() {
      return [...(docs.getPathsToWatch?.() ?? []), path.join(lessonsDir, tracksFile)];
    },

    async loadContent() {
      const content = await docs.loadContent!();
      const failures: string[] = [];
      const lessons: Lesson[] = [];
      for (const doc of content.loadedVersions.flatMap((version) => version.docs)) {
        if (doc.id === 'index') continue;
        const source = doc.source.replace(/^@site\//, '');
        const reading = readLessonFrontMatter(doc.frontMatter);
        if (!reading.ok)
          failures.push(
            `${source}:\n${reading.problems.map((problem) => `  - ${problem}`).join('\n')}`,
          );
        else
          lessons.push({
            source,
            title: doc.title,
            description: doc.description,
            permalink: doc.permalink,
            frontMatter: reading.frontMatter,
          });
      }
      if (failures.length > 0)
        throw new Error(
          `${failures.length} lesson(s) have invalid front matter.\n\n${failures.join('\n\n')}`,
        );
      return {
        ...content,
        lessons,
        tracks: readTracks(path.join(lessonsDir, tracksFile)),
        baseUrl: context.baseUrl,
      };
    },

    translateContent({content, translationFiles}) {
      // The translated docs keep the lessons they were loaded with.
      return {...content, ...docs.translateContent?.({content, translationFiles})};
    },

    async allContentLoaded({allContent}) {
      const content = lessonsContent(allContent)!;
      const {data, problems} = buildLessonsData(
        content.lessons,
        content.tracks,
        getWriteups(allContent),
        getTechniques(allContent),
        context.baseUrl,
      );
      if (problems.length > 0)
        stopBuildOrReport(
          `The lessons do not match the write-ups or the path:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
        );
      setBuildData(lessonsDataKey, data);
    },
  };
}
