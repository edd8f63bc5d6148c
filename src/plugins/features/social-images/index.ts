import {createHash} from 'node:crypto';
import {copyFile, mkdir, readFile, writeFile} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {site} from '../../../config/site';
import {chromiumArgs, chromiumPath} from '../../../node/chromium';
import {getBlogPosts} from '../../../utils/blogPosts';
import {formatDay} from '../../../utils/dates';
import {getWriteups, type Writeup, describeWriteupFacts} from '../../model/writeups';
import {writeupSocialImagePath} from '../../../config/productionOnly';
import {
  cardSize,
  postHasOwnSocialCard,
  postSocialImagePath,
  renderCardHtml,
  type CardContent,
} from './card';

export type SocialCard = {readonly file: string; readonly content: CardContent};

/** The card of every listed write-up and blog post that has one of its own. */
export function collectSocialCards(
  writeups: readonly Writeup[],
  posts: readonly BlogPost[],
  baseUrl: string,
): SocialCard[] {
  const writeupCards = writeups
    .filter((writeup) => !writeup.frontMatter.image)
    .map(({title, relativePath, location, frontMatter}) => ({
      file: writeupSocialImagePath(relativePath),
      content: {
        eyebrow: site.title,
        title,
        subtitle: describeWriteupFacts(location, frontMatter.difficulty),
        footer:
          frontMatter.points === undefined ? 'Write-up' : `Write-up · ${frontMatter.points} points`,
      },
    }));
  const postCards = posts
    .filter(({metadata}) => postHasOwnSocialCard(metadata))
    .map(({metadata}) => ({
      file: postSocialImagePath(metadata.permalink, baseUrl),
      content: {
        eyebrow: site.title,
        title: metadata.title,
        subtitle: metadata.tags.map((tag) => tag.label).join(' · ') || 'Blog',
        footer: `Blog post · ${formatDay(metadata.date)}`,
      },
    }));
  return [...writeupCards, ...postCards];
}

/**
 * A 1200×630 Open Graph image (JPEG: a tenth of the PNG's size for this gradient)
 * for every write-up and blog post, drawn at build time by screenshotting an HTML
 * card in Chromium (the same browser the diagrams use). Images are cached by the
 * hash of their HTML, so a rebuild only draws cards whose text changed. Write-ups
 * point `og:image` at theirs from their own page (remark.ts), blog posts through
 * the wrapped BlogPostPage/Metadata.
 */
export default function pluginSocialImages(context: LoadContext): Plugin {
  const cacheDir = path.join(context.siteDir, 'node_modules/.cache/social-images');
  let cards: SocialCard[] = [];

  return {
    name: 'social-images',

    async allContentLoaded({allContent}) {
      cards = collectSocialCards(
        getWriteups(allContent),
        getBlogPosts(allContent),
        context.baseUrl,
      );
    },

    async postBuild({outDir}) {
      await mkdir(cacheDir, {recursive: true});
      const work = await Promise.all(
        cards.map(async (card) => {
          const html = renderCardHtml(card.content);
          const cached = path.join(
            cacheDir,
            `${createHash('sha256').update(html).digest('hex').slice(0, 32)}.jpg`,
          );
          const hit = await readFile(cached).then(
            () => true,
            () => false,
          );
          return {target: path.join(outDir, card.file), html, cached, hit};
        }),
      );
      const toDraw = work.filter((item) => !item.hit);
      if (toDraw.length > 0) {
        // Imported here: `docusaurus start` never draws cards, so it never loads Playwright.
        const {chromium} = await import('playwright');
        const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
        try {
          // One tab per core (each tab draws one card at a time, and a cold build draws every card), at most four:
          // each tab is a renderer process with its own memory.
          const queue = [...toDraw];
          const tabs = Math.min(availableParallelism(), 4, queue.length);
          await Promise.all(
            Array.from({length: tabs}, async () => {
              const page = await browser.newPage({viewport: cardSize});
              for (let item = queue.shift(); item; item = queue.shift()) {
                await page.setContent(item.html);
                await writeFile(item.cached, await page.screenshot({type: 'jpeg', quality: 82}));
              }
            }),
          );
        } finally {
          await browser.close();
        }
      }
      await Promise.all(
        work.map(async (item) => {
          await mkdir(path.dirname(item.target), {recursive: true});
          await copyFile(item.cached, item.target);
        }),
      );
    },
  };
}
