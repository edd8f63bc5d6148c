import type {LoadContext, Plugin} from '@docusaurus/types';
import {platformIds, platforms, type PlatformId} from '../../config/writeups';

export type LatestPost = {
  readonly title: string;
  readonly permalink: string;
  readonly date: string;
  readonly description: string;
};

export type PlatformCount = {readonly platform: PlatformId; readonly count: number};

type BlogContent = {blogPosts: {metadata: {title: string; permalink: string; date: Date | string; description: string}}[]};
type DocsContent = {loadedVersions: {docs: {id: string; frontMatter: Record<string, unknown>}[]}[]};

const latestPostCount = 3;

/** Counts write-ups (docs with a `platform` in their front matter) per platform. */
export function countWriteupsByPlatform(docs: DocsContent['loadedVersions'][number]['docs']): PlatformCount[] {
  return platformIds.map((platform) => ({
    platform,
    count: docs.filter((doc) => doc.frontMatter.platform === platform && doc.id.startsWith(`${platforms[platform].docsDir}/`)).length,
  }));
}

/**
 * Registers the home page with the data it shows: the latest blog posts and how
 * many write-ups each platform has. The data ships with the home route only.
 */
export default function pluginHome(context: LoadContext): Plugin {
  return {
    name: 'home',
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const latestPosts: LatestPost[] = (blog?.blogPosts ?? []).slice(0, latestPostCount).map(({metadata}) => ({
        title: metadata.title,
        permalink: metadata.permalink,
        date: new Date(metadata.date).toISOString(),
        description: metadata.description,
      }));
      const platformCounts = countWriteupsByPlatform(docs?.loadedVersions[0]?.docs ?? []);
      actions.addRoute({
        path: context.baseUrl,
        exact: true,
        component: '@site/src/components/HomePage',
        modules: {
          latestPosts: await actions.createData('latest-posts.json', JSON.stringify(latestPosts)),
          platformCounts: await actions.createData('platform-counts.json', JSON.stringify(platformCounts)),
        },
      });
    },
  };
}
