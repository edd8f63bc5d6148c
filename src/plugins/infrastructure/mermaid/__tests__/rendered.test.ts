import fs from 'node:fs';
import path from 'node:path';
import {Globby} from '@docusaurus/utils';
import type {Element, Root} from 'hast';
import {describe, expect, it} from 'vitest';
import {mermaidOptions} from '..';
import {
  diagramSites,
  renderedDiagramKey,
  renderedDiagramsDir,
  rendererFingerprint,
} from '../rendered';

const code = (text: string, language = 'mermaid'): Element => ({
  type: 'element',
  tagName: 'code',
  properties: {className: [`language-${language}`]},
  children: [{type: 'text', value: text}],
});
const pre = (...children: Element['children']): Element => ({
  type: 'element',
  tagName: 'pre',
  properties: {},
  children,
});

describe('the diagrams of a page', () => {
  it('are found in the order rehype-mermaid renders them, each named by its text and place', () => {
    const first = pre(code('flowchart TB\n  a --> b\n'));
    const shared = pre(code('flowchart TB\n  c --> d\n'), {type: 'text', value: 'caption'});
    const inline = code('flowchart TB\n  e --> f\n');
    const tree: Root = {
      type: 'root',
      children: [
        first,
        pre(code('echo not a diagram\n', 'bash')),
        shared,
        {type: 'element', tagName: 'p', properties: {}, children: [inline]},
      ],
    };
    const sites = diagramSites(tree, 'fingerprint');

    // The pre that holds a diagram alone is what is replaced; one shared with other content is left alone.
    expect(sites.map((site) => site.parent.children[site.index])).toEqual([first, inline]);
    expect(sites.map((site) => site.key)).toEqual([
      renderedDiagramKey('fingerprint', 0, 'flowchart TB\n  a --> b\n'),
      renderedDiagramKey('fingerprint', 1, 'flowchart TB\n  e --> f\n'),
    ]);
  });

  it('have another name when the renderer, the text or the place changes', () => {
    const key = renderedDiagramKey('v1', 0, 'flowchart TB\n  a --> b\n');
    expect(renderedDiagramKey('v2', 0, 'flowchart TB\n  a --> b\n')).not.toBe(key);
    expect(renderedDiagramKey('v1', 1, 'flowchart TB\n  a --> b\n')).not.toBe(key);
    expect(renderedDiagramKey('v1', 0, 'flowchart TB\n  a --> c\n')).not.toBe(key);
  });
});

describe('the rendered diagrams kept in the repository', () => {
  it('are each a diagram the content still has, as it is now', async () => {
    const fingerprint = rendererFingerprint(mermaidOptions);
    const siteDir = path.join(renderedDiagramsDir, '..');
    const files = await Globby(['{docs,lessons,blog,src/pages}/**/*.{md,mdx}'], {cwd: siteDir});
    const current = new Set<string>();
    for (const file of files) {
      const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
      // A fence's text as the page's tree holds it: its lines, each with its newline.
      [...source.matchAll(/^```mermaid[^\n]*\n([\s\S]*?)^```/gm)].forEach((match, position) =>
        current.add(renderedDiagramKey(fingerprint, position, match[1]!)),
      );
    }
    const kept = fs.existsSync(renderedDiagramsDir)
      ? fs.readdirSync(renderedDiagramsDir).map((file) => path.basename(file, '.json'))
      : [];
    const unused = kept.filter((key) => !current.has(key));
    expect(
      unused,
      'diagrams/ files no diagram uses (a diagram changed or was removed): delete them',
    ).toEqual([]);
    expect(current.size).toBeGreaterThan(0);
  });
});
