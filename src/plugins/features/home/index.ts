import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import sharp from 'sharp';
import {featuredWriteup} from '../../../config/home';
import {platformIds, type PlatformId} from '../../../config/writeups';
import {getBlogPosts} from '../../../utils/blogPosts';
import {toDay} from '../../../utils/dates';
import {
  getTechniques,
  getTools,
  getWriteups,
  toWriteupLink,
  type Writeup,
  type WriteupLink,
} from '../../model/writeups';
import {getLessons} from '../lessons';

export type LatestPost = {
  readonly title: string;
  readonly permalink: string;
  /** `YYYY-MM-DD`. */
  readonly date: string;
  readonly description: string;
};

export type PlatformCount = {readonly platform: PlatformId; readonly count: number};

/** The site in numbers, for the first screen. */
export type SiteNumbers = {
  readonly writeups: number;
  readonly lessons: number;
  readonly techniques: number;
  readonly tools: number;
};

/** One write-up to start with, and its figure's size (the image itself is a module of the route). */
export type Featured = WriteupLink & {
  readonly description: string;
  readonly alt: string;
  readonly caption: string;
  readonly width: number;
  readonly height: number;
};

const latestPostCount = 3;

/** How many listed write-ups each platform has, in the platforms' order. */
export function countWriteupsByPlatform(writeups: readonly Writeup[]): PlatformCount[] {
  return platformIds.map((platform) => ({
    platform,
    count: writeups.filter((writeup) => writeup.location.platform === platform).length,
  }));
}

/**
 * Registers the home page with the data it shows: the site in numbers, a write-up to start with and its
 * figure, the latest blog posts and how many write-ups each platform has. The data ships with the home
 * route only.
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
      const writeups = getWriteups(allContent).filter((writeup) => writeup.listed);
      const featured = writeups.find(
        (writeup) => writeup.permalink === `${context.baseUrl}${featuredWriteup.permalink}`,
      );
      if (!featured)
        throw new Error(
          `src/config/home.ts: featuredWriteup.permalink ${featuredWriteup.permalink} is not a listed write-up`,
        );
      const figure = path.join(context.siteDir, featuredWriteup.figure);
      const {width = 0, height = 0} = await sharp(figure).metadata();
      const numbers: SiteNumbers = {
        writeups: writeups.length,
        lessons: getLessons(allContent).length,
        techniques: getTechniques(allContent).length,
        tools: getTools(allContent).length,
      };
      const featuredData: Featured = {
        ...toWriteupLink(featured),
        description: featured.description,
        alt: featuredWriteup.alt,
        caption: featuredWriteup.caption,
        width,
        height,
      };
      actions.addRoute({
        path: context.baseUrl,
        exact: true,
        component: '@site/src/plugins/features/home/pages/HomePage',
        modules: {
          numbers: await actions.createData('numbers.json', JSON.stringify(numbers)),
          featured: await actions.createData('featured.json', JSON.stringify(featuredData)),
          featuredImage: figure,
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
