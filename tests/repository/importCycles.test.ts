import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {findCycles, importGraph} from '../../scripts/importCycles';

describe('import cycles', () => {
  it('finds every cycle once, a file importing itself included, and nothing outside one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['d']],
      ['e', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('src/ has none, with its imports resolved as the compiler resolves them', () => {
    const src = path.resolve(import.meta.dirname, '../../src');
    const graph = importGraph(src);
    // The graph is real: the site's files import one another through relative paths and @site/ aliases.
    const edges = [...graph.values()].reduce((total, targets) => total + targets.length, 0);
    expect(edges).toBeGreaterThan(graph.size);
    expect(
      findCycles(graph).map((cycle) => cycle.map((file) => path.relative(src, file)).join(' ⇄ ')),
    ).toEqual([]);
  });
});
