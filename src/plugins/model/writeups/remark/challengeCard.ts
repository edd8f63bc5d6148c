import type {ImportDeclaration} from 'estree';
import type {Root} from 'mdast';
import type {Plugin} from 'unified';
import {toChallengeCardProps} from '../card';
import {dataAttribute} from '../../../../utils/mdxJsx';
import type {WriteupFileReader} from './readWriteupFile';

export type Options = {
  readonly readWriteupFile: WriteupFileReader;
  /** Whether a technique has a lesson, which the card then links for readers new to it. */
  readonly hasLesson?: (technique: string) => boolean;
};

/** The card's component, in the plugin's own theme (`theme/ChallengeCard`). */
const cardModule = '@theme/ChallengeCard';

const importCard: ImportDeclaration = {
  type: 'ImportDeclaration',
  source: {type: 'Literal', value: cardModule},
  specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: 'ChallengeCard'}}],
  attributes: [],
};

/**
 * Remark plugin: puts the challenge card first in every write-up, built from its
 * validated front matter, with the import of the plugin's card component, so
 * authors never write it by hand and no theme component has to be ejected to
 * place it.
 */
const remarkChallengeCard: Plugin<[Options], Root> =
  ({readWriteupFile, hasLesson}) =>
  async (tree, file) => {
    const writeup = await readWriteupFile(file);
    if (!writeup) return;
    tree.children.unshift(
      {
        type: 'mdxjsEsm',
        value: `import ChallengeCard from '${cardModule}';`,
        data: {estree: {type: 'Program', sourceType: 'module', body: [importCard]}},
      },
      {
        type: 'mdxJsxFlowElement',
        name: 'ChallengeCard',
        attributes: Object.entries(toChallengeCardProps(writeup.frontMatter, writeup.techniques, writeup.tools, hasLesson)).map(
          ([name, value]) => dataAttribute(name, value),
        ),
        children: [],
      },
    );
  };

export default remarkChallengeCard;
