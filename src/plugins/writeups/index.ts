import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {formatFrontMatterProblems} from './frontMatter';
import {checkWriteup, readVocabulary, readWriteupSources} from './load';
import type {PluginOptions} from './options';

export {validateOptions} from './options';

export type WriteupsContent = {readonly count: number};

/**
 * Validates every write-up's front matter when the site loads, so a bad or
 * missing field fails `docusaurus build` (and `start`) with the file and field.
 */
export default function pluginWriteups(context: LoadContext, options: PluginOptions): Plugin<WriteupsContent> {
  const docsDir = path.resolve(context.siteDir, options.docsPath);
  const tagsFilePath = path.join(docsDir, options.tagsFile);

  return {
    name: 'writeups',

    getPathsToWatch() {
      return [path.join(docsDir, '**/*.{md,mdx}'), tagsFilePath, path.join(docsDir, 'techniques.yml')];
    },

    async loadContent() {
      const vocabulary = await readVocabulary(docsDir);
      const checked = (await readWriteupSources(docsDir)).map((source) => checkWriteup(source, vocabulary));
      const failures = checked
        .filter((writeup) => writeup.frontMatterProblems.length > 0)
        .map((writeup) =>
          formatFrontMatterProblems(path.relative(context.siteDir, writeup.source.filePath), writeup.frontMatterProblems),
        );
      if (failures.length > 0) {
        throw new Error(`${failures.length} write-up(s) have invalid front matter.\n\n${failures.join('\n\n')}`);
      }
      return {count: checked.length};
    },
  };
}
