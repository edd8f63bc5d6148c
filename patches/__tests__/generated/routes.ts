import type {RouteConfig} from 'react-router-config';
import {vi} from 'vitest';

/** A route table of the generated shape: a docs layout route holding a page route, each with its chunks' loader. */
function routeComponent(name: string) {
  return Object.assign(() => name, {preload: vi.fn(async () => name)});
}
export const docsLayout = routeComponent('docs layout');
export const docPage = routeComponent('doc page');

const routes: RouteConfig[] = [
  {
    path: '/docs',
    component: docsLayout,
    routes: [{path: '/docs/intro', exact: true, component: docPage}],
  },
];
export default routes;
