import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {Plugin} from 'unified';
import {visit} from 'unist-util-visit';
import {getBuildData} from '../../../node/buildData';
import {dataAttribute} from '../../../utils/mdxJsx';
import {lessonsDataKey, type LessonsData} from './model';

const introModule = '@site/src/plugins/features/lessons/theme/LessonIntro';

/**
 * Remark plugin for the lessons, from what the lessons plugin checked for this build: every lesson opens
 * with its intro line (what it assumes, its exercises, its technique's page); `<Exercises />` gets the
 * lesson's exercises (titles, addresses, what each adds) and `<LearningPath />` the tracks. Authors write
 * each list once, in front matter or tracks.yml, and no page can link a write-up that does not exist.
 */
const remarkLessonData: Plugin<[], Root> = () => (tree, file) => {
  const technique = (file.data.frontMatter as {technique?: unknown} | undefined)?.technique;
  const data = () => getBuildData<LessonsData>(lessonsDataKey);
  visit(tree, 'mdxJsxFlowElement', (element: MdxJsxFlowElement) => {
    if (element.name === 'LearningPath')
      element.attributes = [dataAttribute('tracks', data().tracks)];
    if (element.name !== 'Exercises') return;
    if (typeof technique !== 'string')
      throw new Error(
        `${file.path}: <Exercises /> is for lessons, whose front matter names a technique`,
      );
    element.attributes = [dataAttribute('exercises', data().exercises.get(technique) ?? [])];
  });
  if (typeof technique !== 'string') return;
  const path = data()
    .tracks.flatMap((track) => track.lessons)
    .find((lesson) => lesson.technique === technique);
  tree.children.unshift(
    {
      type: 'mdxjsEsm',
      value: `import LessonIntro from '${introModule}';`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ImportDeclaration',
              source: {type: 'Literal', value: introModule},
              specifiers: [
                {type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: 'LessonIntro'}},
              ],
              attributes: [],
            },
          ],
        },
      },
    },
    {
      type: 'mdxJsxFlowElement',
      name: 'LessonIntro',
      attributes: [
        dataAttribute('assumes', data().assumes.get(technique) ?? []),
        dataAttribute('techniquePage', path?.techniquePage ?? ''),
        dataAttribute('exercises', path?.exercises.length ?? 0),
      ],
      children: [],
    },
  );
};

export default remarkLessonData;
