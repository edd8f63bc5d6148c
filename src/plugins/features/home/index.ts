import type {LoadContext, Plugin} from '@docusaurus/types';
import {platformIds, type PlatformId} from '../../../config/writeups';
import {getBlogPosts} from '../../../utils/blogPosts';
import {toDay} from '../../../utils/dates';
import {getWriteups, type Writeup} from '../../model/writeups';

export type LatestPost = {
  readonly title: string;
  readonly permalink: string;
  /** `YYYY-MM-DD`. */
  readonly date: string;
  readonly description: string;
};

export type PlatformCount = {readonly platform: PlatformId; readonly count: number};

const latestPostCount = 3;

/** How many listed write-ups each platform has, in the platforms' order. */
export function countWriteupsByPlatform(writeups: readonly Writeup[]): PlatformCount[] {
  return platformIds.map((platform) => ({platform, count: writeups.filter((writeup) => writeup.location.platform === platform).length}));
}

/**
 * Registers the home page with the data it shows: the latest blog posts and how
 * many write-ups each platform has. The data ships with the home route only.
 */
export default function pluginHome(context: LoadContext): Plugin {
  return {
    name: 'home',
    async allContentLoaded({allContent, actions}) {
      const latestPosts: LatestPost[] = getBlogPosts(allContent)
        .slice(0, latestPostCount)
        .map(({metadata}) => ({
          title: metadata.title,
          permalink: metadata.permalink,
          date: toDay(metadata.date),
          description: metadata.description,
        }));
      actions.addRoute({
        path: context.baseUrl,
        exact: true,
        component: '@site/src/plugins/features/home/pages/HomePage',
        modules: {
          latestPosts: await actions.createData('latest-posts.json', JSON.stringify(latestPosts)),
          platformCounts: await actions.createData(
            'platform-counts.json',
            JSON.stringify(countWriteupsByPlatform(getWriteups(allContent))),
          ),
        },
      });
    },
  };
}
