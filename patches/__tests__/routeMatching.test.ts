/**
 * react-router+5.3.4.patch: a route path without parameters is matched by comparing strings
 * instead of compiling a regular expression. These cases hold it to what path-to-regexp, the
 * library react-router compiles paths with, answers for the same path and options.
 */
import {describe, expect, it} from 'vitest';
import pathToRegexp from 'path-to-regexp';
// The browser bundle's build of react-router (its `module` entry), the one the patch changes.
import {matchPath} from 'react-router/esm/react-router.js';

const paths = [
  '/',
  '/docs',
  '/docs/',
  '/docs/a-b/c.d',
  '/Blog/Tags',
  '/my-small-blog/docs/x/',
  '/x/y/z/',
  '/tools/%E2%9C%93',
];
const pathnames = [
  '/',
  '',
  '/docs',
  '/docs/',
  '/docs//',
  '/DOCS',
  '/docs/a',
  '/docs/a/b',
  '/docsx',
  '/docs/a-b/c.d',
  '/docs/a-b/c.d/',
  '/docs/a-b/c.dx',
  '/blog/tags',
  '/Blog/Tags/',
  '/my-small-blog/docs/x',
  '/my-small-blog/docs/x/',
  '/my-small-blog/docs/x/y',
  '/x/y/z',
  '/x/y/z//',
  '/x/y/zz',
  '/tools/%e2%9c%93',
  '/é',
  '/docs/É',
];

/** What react-router answered before the patch: path-to-regexp's expression, read as matchPath reads it. */
function matchWithRegExp(
  pathname: string,
  path: string,
  exact: boolean,
  strict: boolean,
  sensitive: boolean,
) {
  const match = pathToRegexp(path, [], {end: exact, strict, sensitive}).exec(pathname);
  if (!match) return null;
  const url = match[0];
  const isExact = pathname === url;
  if (exact && !isExact) return null;
  return {path, url: path === '/' && url === '' ? '/' : url, isExact, params: {}};
}

describe('matching a route path without parameters', () => {
  for (const path of paths) {
    it(`answers as path-to-regexp does for ${path}, with every option`, () => {
      for (const pathname of pathnames)
        for (const exact of [false, true])
          for (const strict of [false, true])
            for (const sensitive of [false, true])
              expect(
                matchPath(pathname, {path, exact, strict, sensitive}),
                JSON.stringify({pathname, exact, strict, sensitive}),
              ).toEqual(matchWithRegExp(pathname, path, exact, strict, sensitive));
    });
  }

  it('still reads parameters from a path that has them', () => {
    expect(matchPath('/docs/caesar/', {path: '/docs/:id', exact: true})).toEqual({
      path: '/docs/:id',
      url: '/docs/caesar/',
      isExact: true,
      params: {id: 'caesar'},
    });
  });
});
