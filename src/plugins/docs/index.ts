import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import {locateWriteup} from '../writeups/paths';
import {descriptionsByCategoryPermalink, keepPaginationWithinSeries, withoutDocDescriptions, type DocDescriptions} from './trim';

export {validateOptions};

/**
 * The official docs plugin, with one change to the data it ships: the version
 * metadata every doc page downloads carries every doc's description (about 10 KiB
 * of gzip for 180 write-ups), yet only category index cards show them. The
 * descriptions move from that shared chunk to the category routes that use them
 * (`docDescriptions` prop, read by the wrapped DocCategoryGeneratedIndexPage).
 * It also keeps each write-up's previous/next links within its series.
 */
export default async function pluginDocs(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const descriptions = descriptionsByCategoryPermalink(args.content.loadedVersions);
      const actions: PluginContentLoadedActions = {
        ...args.actions,
        addRoute: (route) => args.actions.addRoute(trimRoute(route, descriptions)),
      };
      const content = {
        ...args.content,
        loadedVersions: args.content.loadedVersions.map((version) => ({...version, docs: keepPaginationWithinSeries(version.docs, seriesOf)})),
      };
      await plugin.contentLoaded?.({...args, content, actions});
    },
  };
}

/** A write-up's series is its platform and category; other docs belong to none. */
function seriesOf(doc: {source: string}): string | null {
  const location = locateWriteup(doc.source.replace(/^@site\/docs\//, ''));
  return location ? `${location.platform}/${location.category}` : null;
}

function trimRoute(route: RouteConfig, descriptions: ReadonlyMap<string, DocDescriptions>): RouteConfig {
  const props = route.props && 'version' in route.props ? {...route.props, version: withoutDocDescriptions(route.props.version)} : route.props;
  const categoryDescriptions = descriptions.get(route.path);
  return {
    ...route,
    props: categoryDescriptions && route.props && 'categoryGeneratedIndex' in route.props ? {...props, docDescriptions: categoryDescriptions} : props,
    routes: route.routes?.map((child) => trimRoute(child, descriptions)),
  };
}
