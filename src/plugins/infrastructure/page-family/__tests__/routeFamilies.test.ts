import {describe, expect, it} from 'vitest';
import {trimRegistryModule, trimRoutesChunkNames, trimRoutesModule} from '../routeFamilies';

// The shapes Docusaurus 3.10 generates in .docusaurus/ (routes.js, routesChunkNames.json, registry.js).
const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/my-small-blog/stats',
    component: ComponentCreator('/my-small-blog/stats', '1a2'),
    exact: true
  },
  {
    path: '/my-small-blog/techniques/',
    component: ComponentCreator('/my-small-blog/techniques/', 'b3c'),
    exact: true
  },
  {
    path: '/my-small-blog/techniques/appended-data',
    component: ComponentCreator('/my-small-blog/techniques/appended-data', '4d5'),
    exact: true
  },
  {
    path: '/my-small-blog/techniques/file-signatures',
    component: ComponentCreator('/my-small-blog/techniques/file-signatures', 'a84'),
    exact: true
  },
  {
    path: '/my-small-blog/writeups',
    component: ComponentCreator('/my-small-blog/writeups', 'e6f'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const chunkNames = {
  '/my-small-blog/stats-1a2': {__comp: 'c0', __context: {plugin: 'p1'}, stats: 'd0'},
  '/my-small-blog/techniques/-b3c': {__comp: 'c1', __context: {plugin: 'p2'}, techniques: 'd1'},
  '/my-small-blog/techniques/appended-data-4d5': {
    __comp: 'c2',
    __context: {plugin: 'p2'},
    technique: 'd2',
    ids: 'i1',
  },
  '/my-small-blog/techniques/file-signatures-a84': {
    __comp: 'c2',
    __context: {plugin: 'p2'},
    technique: 'd3',
    ids: 'i1',
  },
};

const registry = [
  'export default {',
  ...['c0', 'c1', 'c2', 'd0', 'd1', 'd2', 'd3', 'i1', 'p1', 'p2'].map(
    (chunk) =>
      `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "/site/.docusaurus/${chunk}.json"), "/site/.docusaurus/${chunk}.json", require.resolveWeak("/site/.docusaurus/${chunk}.json")],`,
  ),
  '};',
].join('\n');

const family = ['/my-small-blog/techniques/'];

describe('one browser route per page family', () => {
  it('replaces the family pages with one :id route where the first was, and keeps the family index and every other route', () => {
    const trimmed = trimRoutesModule(routes, family);
    expect([...trimmed.matchAll(/path: '([^']+)'/g)].map((match) => match[1])).toEqual([
      '/my-small-blog/stats',
      '/my-small-blog/techniques/',
      '/my-small-blog/techniques/:id',
      '/my-small-blog/writeups',
      '*',
    ]);
    expect(trimmed).toContain(
      "component: ComponentCreator('/my-small-blog/techniques/:id', 'family')",
    );
    // Still a module that evaluates to an array of routes.
    expect(trimmed.trim().endsWith('];')).toBe(true);
  });

  it('gives the family route the shared component, context and list of ids, and drops only the pages data modules', () => {
    const {chunkNames: trimmed, dropped} = trimRoutesChunkNames(chunkNames, family);
    expect(trimmed).toEqual({
      '/my-small-blog/stats-1a2': chunkNames['/my-small-blog/stats-1a2'],
      '/my-small-blog/techniques/-b3c': chunkNames['/my-small-blog/techniques/-b3c'],
      '/my-small-blog/techniques/:id-family': {__comp: 'c2', __context: {plugin: 'p2'}, ids: 'i1'},
    });
    expect([...dropped].sort()).toEqual(['d2', 'd3']);
    const trimmedRegistry = trimRegistryModule(registry, dropped);
    expect(trimmedRegistry.match(/"(\w+)": \[/g)).toEqual(
      ['c0', 'c1', 'c2', 'd0', 'd1', 'i1', 'p1', 'p2'].map((chunk) => `"${chunk}": [`),
    );
    // Still a whole module, though the entries that carried its end were dropped.
    expect(trimmedRegistry.trimEnd().endsWith('};')).toBe(true);
    // The browser keeps the import and the module id, not the module path only the server's render reads.
    expect(trimmedRegistry).toContain(
      '"c0": [() => import(/* webpackChunkName: "c0" */ "/site/.docusaurus/c0.json"), "", require.resolveWeak("/site/.docusaurus/c0.json")],',
    );
  });

  it('fails the build when the generated files do not look as expected', () => {
    expect(() =>
      trimRoutesModule(routes.replaceAll('exact: true', 'exact: false'), family),
    ).toThrow(/routes\.js has no route under/);
    expect(() => trimRoutesChunkNames({}, family)).toThrow(
      /routesChunkNames\.json has no route under/,
    );
    expect(() => trimRegistryModule('export default {};', new Set(['d2']))).toThrow(
      /no entry to slim/,
    );
    const mixed = {
      ...chunkNames,
      '/my-small-blog/techniques/odd-one-999': {__comp: 'other', __context: {plugin: 'p2'}},
    };
    expect(() => trimRoutesChunkNames(mixed, family)).toThrow(/do not share one component/);
  });
});
