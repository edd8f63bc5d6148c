import fs from 'node:fs';
import path from 'node:path';
import {owner} from '../src/config/site';

const siteDir = path.resolve(__dirname, '..');
export const buildDir = path.join(siteDir, 'build');

/** Every path of the route inventory, relative to the base path, with the author key filled in. */
export function readRouteInventory(): string[] {
  return fs
    .readFileSync(path.join(siteDir, 'tests/data/routes.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((route) => route.replace('<author-key>', owner.handle));
}

/** Whether the build holds a page for a route (as `x/index.html` or `x.html`). */
export function isBuilt(route: string): boolean {
  const relative = route.replace(/^\/+|\/+$/g, '');
  return [
    path.join(buildDir, relative, 'index.html'),
    path.join(buildDir, `${relative}.html`),
  ].some((file) => fs.existsSync(file));
}

/** A route as a URL relative to Playwright's baseURL (which ends with the base path). */
export function toRelativeUrl(route: string): string {
  return route === '/' ? './' : `.${route}`;
}
