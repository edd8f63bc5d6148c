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

/** What the page shows instead of the card while its front matter is invalid (only `npm start` gets that far). */
const problemsModule = '@theme/FrontMatterProblems';

const defaultImport = (name: string, module: string): ImportDeclaration => ({
  type: 'ImportDeclaration',
  source: {type: 'Literal', value: module},
  specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
  attributes: [],
});
const importCard = defaultImport('ChallengeCard', cardModule);

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
    if (writeup.kind === 'invalid') {
      // The build stops on these (the plugin's loadContent); under `npm start` the author sees them on the page itself.
      tree.children.unshift(
        {
          type: 'mdxjsEsm',
          value: `import FrontMatterProblems from '${problemsModule}';`,
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [defaultImport('FrontMatterProblems', problemsModule)],
            },
          },
        },
        {
          type: 'mdxJsxFlowElement',
          name: 'FrontMatterProblems',
          attributes: [
            dataAttribute('file', `docs/${writeup.relativePath}`),
            dataAttribute('problems', writeup.problems),
          ],
          children: [],
        },
      );
      return;
    }
    tree.children.unshift(
      {
        type: 'mdxjsEsm',
        value: `import ChallengeCard from '${cardModule}';`,
        data: {estree: {type: 'Program', sourceType: 'module', body: [importCard]}},
      },
      {
        type: 'mdxJsxFlowElement',
        name: 'ChallengeCard',
        attributes: Object.entries(
          toChallengeCardProps(writeup.frontMatter, writeup.techniques, writeup.tools, hasLesson),
        ).map(([name, value]) => dataAttribute(name, value)),
        children: [],
      },
    );
  };

export default remarkChallengeCard;
