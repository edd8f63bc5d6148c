import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import {descriptionsByCategoryPermalink, withoutDocDescriptions, type DocDescriptions} from './trim';

export {validateOptions};

/**
 * The official docs plugin, with one change to the data it ships: the version
 * metadata every doc page downloads carries every doc's description (about 10 KiB
 * of gzip for 180 write-ups), yet only category index cards show them. The
 * descriptions move from that shared chunk to the category routes that use them
 * (`docDescriptions` prop, read by the wrapped DocCategoryGeneratedIndexPage).
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
      await plugin.contentLoaded?.({...args, actions});
    },
  };
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
