import path from 'node:path';
import {posixPath} from '@docusaurus/utils';
import type {Root} from 'mdast';
import type {Plugin} from 'unified';
import {toChallengeCardProps} from '../card';
import {checkWriteupFrontMatter} from '../frontMatter';
import {readVocabulary} from '../load';
import {locateWriteup} from '../paths';
import {pendingRewrite} from '../pendingRewrite';
import {readTechniques} from '../techniques';
import {dataAttribute} from './mdxJsx';

export type Options = {
  /** Absolute path of the docs folder. */
  readonly docsDir: string;
};

/**
 * Remark plugin: puts the challenge card first in every write-up, built from its
 * validated front matter, so authors never write it by hand and no theme
 * component has to be ejected to place it.
 */
const remarkChallengeCard: Plugin<[Options], Root> = ({docsDir}) => {
  let vocabulary: ReturnType<typeof loadVocabulary> | undefined;
  return async (tree, file) => {
    const relativePath = posixPath(path.relative(docsDir, file.path));
    const location = relativePath.startsWith('..') ? null : locateWriteup(relativePath);
    if (!location) return;
    const {checkable, techniques} = await (vocabulary ??= loadVocabulary(docsDir));
    const frontMatter = (file.data as {frontMatter?: Record<string, unknown>}).frontMatter ?? {};
    const check = checkWriteupFrontMatter(frontMatter, location, checkable, {pending: pendingRewrite.has(relativePath)});
    // Invalid front matter has already failed the build, with every problem listed, when the docs loaded.
    if (!check.ok) return;
    tree.children.unshift({
      type: 'mdxJsxFlowElement',
      name: 'ChallengeCard',
      attributes: Object.entries(toChallengeCardProps(check.frontMatter, techniques)).map(([name, value]) => dataAttribute(name, value)),
      children: [],
    });
  };
};

async function loadVocabulary(docsDir: string) {
  const [checkable, techniques] = await Promise.all([readVocabulary(docsDir), readTechniques(path.join(docsDir, 'techniques.yml'))]);
  return {checkable, techniques};
}

export default remarkChallengeCard;
