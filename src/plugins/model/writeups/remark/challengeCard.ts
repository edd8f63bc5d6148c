import type {Root} from 'mdast';
import type {Plugin} from 'unified';
import {toChallengeCardProps} from '../card';
import {dataAttribute} from './mdxJsx';
import type {WriteupFileReader} from './readWriteupFile';

export type Options = {readonly readWriteupFile: WriteupFileReader};

/**
 * Remark plugin: puts the challenge card first in every write-up, built from its
 * validated front matter, so authors never write it by hand and no theme
 * component has to be ejected to place it.
 */
const remarkChallengeCard: Plugin<[Options], Root> =
  ({readWriteupFile}) =>
  async (tree, file) => {
    const writeup = await readWriteupFile(file);
    if (!writeup) return;
    tree.children.unshift({
      type: 'mdxJsxFlowElement',
      name: 'ChallengeCard',
      attributes: Object.entries(toChallengeCardProps(writeup.frontMatter, writeup.techniques, writeup.tools)).map(([name, value]) =>
        dataAttribute(name, value),
      ),
      children: [],
    });
  };

export default remarkChallengeCard;
