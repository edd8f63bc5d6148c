import type {ImportDeclaration, Program} from 'estree';
import type {Root} from 'mdast';
import type {Plugin} from 'unified';
import {visit} from 'unist-util-visit';

/** The site's MDX components and the module each comes from: the default export, or a named one. */
export const siteComponents = {
  Chart: {from: '@site/src/components/mdx/Chart'},
  Figure: {from: '@site/src/components/mdx/Figure'},
  Flag: {from: '@site/src/components/mdx/Flag'},
  Hints: {from: '@site/src/components/mdx/Hints'},
  Hint: {from: '@site/src/components/mdx/Hints', named: true},
  Exercises: {from: '@site/src/components/mdx/Exercises'},
  LearningPath: {from: '@site/src/components/mdx/LearningPath'},
  Question: {from: '@site/src/components/mdx/Question'},
} as const satisfies Record<string, {from: string; named?: boolean}>;

type ComponentName = keyof typeof siteComponents;

const isSiteComponent = (name: string | null | undefined): name is ComponentName =>
  !!name && Object.hasOwn(siteComponents, name);

/**
 * Remark plugin: imports each of the site's MDX components in the files that use
 * it, so authors write `<Flag>` or `<Chart>` without an import and a page loads
 * the code of exactly the components it uses (a blog post carries none of the
 * write-up components; only pages with a chart load the chart). A name the file
 * imports or defines itself is left to the file. A plugin that inserts a
 * component of its own imports it itself (the writeups plugin's challenge card).
 */
const remarkSiteComponentImports: Plugin<[], Root> = () => (tree) => {
  const used = new Set<ComponentName>();
  const declared = new Set<string>();
  visit(tree, (node) => {
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      isSiteComponent(node.name)
    )
      used.add(node.name);
    if (node.type === 'mdxjsEsm') {
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type === 'ImportDeclaration')
          for (const specifier of statement.specifiers) declared.add(specifier.local.name);
        if (
          statement.type === 'ExportNamedDeclaration' &&
          statement.declaration?.type === 'VariableDeclaration'
        ) {
          for (const declaration of statement.declaration.declarations)
            if (declaration.id.type === 'Identifier') declared.add(declaration.id.name);
        }
      }
    }
  });
  const needed = [...used].filter((name) => !declared.has(name)).sort();
  if (needed.length === 0) return;
  const byModule = new Map<string, ComponentName[]>();
  for (const name of needed)
    byModule.set(siteComponents[name].from, [
      ...(byModule.get(siteComponents[name].from) ?? []),
      name,
    ]);
  const body: ImportDeclaration[] = [...byModule].map(([from, names]) => ({
    type: 'ImportDeclaration',
    source: {type: 'Literal', value: from},
    // The default import first, as JavaScript writes it.
    specifiers: [
      ...names.filter((name) => !('named' in siteComponents[name])),
      ...names.filter((name) => 'named' in siteComponents[name]),
    ].map((name) =>
      'named' in siteComponents[name]
        ? {
            type: 'ImportSpecifier',
            imported: {type: 'Identifier', name},
            local: {type: 'Identifier', name},
          }
        : {type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}},
    ),
    attributes: [],
  }));
  const estree: Program = {type: 'Program', sourceType: 'module', body};
  const value = body
    .map(({source, specifiers}) => {
      const defaults = specifiers
        .filter((s) => s.type === 'ImportDefaultSpecifier')
        .map((s) => s.local.name);
      const named = specifiers.filter((s) => s.type === 'ImportSpecifier').map((s) => s.local.name);
      return `import ${[...defaults, ...(named.length > 0 ? [`{${named.join(', ')}}`] : [])].join(', ')} from '${String(source.value)}';`;
    })
    .join('\n');
  tree.children.unshift({type: 'mdxjsEsm', value, data: {estree}});
};

export default remarkSiteComponentImports;
