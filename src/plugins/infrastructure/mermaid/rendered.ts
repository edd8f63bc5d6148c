import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Element, ElementContent, Parents, Root} from 'hast';
import {SKIP, visit} from 'unist-util-visit';
import {lockedVersion} from '../../../node/onDemand';

/**
 * Rendered diagrams, kept in the repository beside the content as figures are: rendering one opens a
 * Chromium page that loads Mermaid, about 7 s of a two-core machine's time, and the 64 diagrams were
 * most of a cold build. A diagram is rendered again only when its text, its place in the page, the
 * options or the renderer's versions change; the build writes what it renders here, to be committed.
 */
export const renderedDiagramsDir = path.join(__dirname, '../../../../diagrams');

/**
 * The packages whose output a rendered diagram is; a new version of any renders every diagram again. Their
 * versions are read from on-demand/diagrams' lockfile, so a build that renders nothing installs nothing.
 */
export const rendererPackages = ['mermaid', 'mermaid-isomorphic', 'rehype-mermaid'] as const;

/** What every key shares: the renderer's versions and the options it is given. */
export function rendererFingerprint(options: {strategy?: string; mermaidConfig?: object}): string {
  return JSON.stringify({
    versions: Object.fromEntries(
      rendererPackages.map((name) => [name, lockedVersion('diagrams', name)]),
    ),
    strategy: options.strategy,
    mermaidConfig: options.mermaidConfig,
  });
}

/**
 * The name of a diagram's rendered file: its text and its place among the page's diagrams (Mermaid
 * numbers the SVG's ids by it), with the renderer's fingerprint.
 */
export function renderedDiagramKey(fingerprint: string, position: number, text: string): string {
  return createHash('sha256')
    .update(`${fingerprint}\n${position}\n${text}`)
    .digest('hex')
    .slice(0, 32);
}

/** A diagram in a page's tree: the node rehype-mermaid replaces with its image, and where it is. */
export type DiagramSite = {
  readonly parent: Parents;
  readonly index: number;
  readonly key: string;
};

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

const isDiagramCode = (node: ElementContent): node is Element =>
  node.type === 'element' &&
  node.tagName === 'code' &&
  Array.isArray(node.properties.className) &&
  node.properties.className.includes('language-mermaid');

/**
 * The diagrams rehype-mermaid would render, in its order (the document's): each `code.language-mermaid`,
 * as the `pre` that holds it alone (what rehype-mermaid replaces), or as itself outside a `pre`. A code
 * that shares its `pre` with anything else is left alone, as rehype-mermaid leaves it.
 */
export function diagramSites(tree: Root, fingerprint: string): DiagramSite[] {
  const sites: DiagramSite[] = [];
  const add = (parent: Parents, index: number, code: Element) =>
    sites.push({parent, index, key: renderedDiagramKey(fingerprint, sites.length, textOf(code))});
  visit(tree, 'element', (element: Element, index, parent) => {
    if (!parent || index === undefined) return undefined;
    if (element.tagName === 'pre') {
      const code = element.children.find(isDiagramCode);
      if (!code) return undefined;
      const alone = element.children.every(
        (child) => child === code || (child.type === 'text' && !/\S/.test(child.value)),
      );
      if (alone) add(parent, index, code);
      return SKIP;
    }
    if (isDiagramCode(element)) add(parent, index, element);
    return undefined;
  });
  return sites;
}

function fileOf(key: string): string {
  return path.join(renderedDiagramsDir, `${key}.json`);
}

/** A diagram's rendered node, or undefined when it has not been rendered with these options. */
export function readRenderedDiagram(key: string): ElementContent | undefined {
  try {
    return JSON.parse(fs.readFileSync(fileOf(key), 'utf8')) as ElementContent;
  } catch {
    return undefined;
  }
}

export function writeRenderedDiagram(key: string, node: ElementContent): void {
  fs.mkdirSync(renderedDiagramsDir, {recursive: true});
  fs.writeFileSync(fileOf(key), `${JSON.stringify(node)}\n`);
}
