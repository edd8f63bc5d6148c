/**
 * Stands in for react-router-config in the browser and server bundles: the same `matchRoutes` and
 * `renderRoutes`, with one change, routes match case-sensitively, as the host serves files. Docusaurus
 * reads routes through this module (its renderRoutes export, the preloading of a route's chunks,
 * prefetching), so matching and rendering agree: `/DOCS/About-Me/` is a 404 on GitHub Pages, and the app
 * renders the not-found page over it too, instead of the about-me page over the 404 document.
 */
import React, {type ReactNode} from 'react';
import {matchPath, Route, Router, Switch, type match} from 'react-router';
import type {MatchedRoute, RouteConfig} from 'react-router-config';

export function matchRoutes<Params extends {[K in keyof Params]?: string}>(
  routes: readonly RouteConfig[],
  pathname: string,
  branch: MatchedRoute<Params>[] = [],
): MatchedRoute<Params>[] {
  routes.some((route) => {
    const found: match<Params> | null = route.path
      ? matchPath<Params>(pathname, {...route, sensitive: true})
      : branch.length > 0
        ? branch[branch.length - 1]!.match
        : (
            Router as unknown as {computeRootMatch(pathname: string): match<Params>}
          ).computeRootMatch(pathname);
    if (found) {
      branch.push({route, match: found});
      if (route.routes) matchRoutes(route.routes, pathname, branch);
    }
    return Boolean(found);
  });
  return branch;
}

export function renderRoutes(
  routes: RouteConfig[] | undefined,
  extraProps = {},
  switchProps = {},
): ReactNode {
  if (!routes) return null;
  return (
    <Switch {...switchProps}>
      {routes.map((route, index) => (
        <Route
          key={route.key ?? index}
          path={route.path}
          exact={route.exact}
          strict={route.strict}
          sensitive
          render={(props) =>
            route.render ? (
              route.render({...props, ...extraProps, route})
            ) : route.component ? (
              <route.component {...props} {...extraProps} route={route} />
            ) : null
          }
        />
      ))}
    </Switch>
  );
}
