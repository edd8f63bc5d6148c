import {createHash} from 'node:crypto';
import {copyFile, mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {chromiumArgs, chromiumPath} from '../../../scripts/chromium';
import {site} from '../../config/site';
import {difficultyLabels} from '../../config/writeups';
import {toWriteupSummary, type DocsContent, type LoadedDoc} from '../explorer/summaries';
import {describeWriteupLocation} from '../writeups/paths';
import {cardSize, hasOwnSocialCard, renderCardHtml, socialImagePath, type CardContent} from './card';

type BlogContent = {blogPosts: {metadata: {title: string; permalink: string; date: Date | string; tags: {label: string}[]; unlisted?: boolean; frontMatter: Record<string, unknown>}}[]};

export type SocialCard = {readonly file: string; readonly content: CardContent};

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const longDate = (date: Date) => `${date.getUTCDate()} ${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

/** The card of every page that has one of its own (see hasOwnSocialCard). */
export function collectSocialCards(docs: readonly LoadedDoc[], blog: BlogContent | undefined, baseUrl: string): SocialCard[] {
  const writeupCards = docs.flatMap((doc) => {
    const writeup = hasOwnSocialCard('doc', doc) ? toWriteupSummary(doc) : null;
    if (!writeup) return [];
    const facts = [describeWriteupLocation(writeup), difficultyLabels[writeup.difficulty]].join(' · ');
    return [{
      file: socialImagePath(writeup.permalink, baseUrl),
      content: {eyebrow: site.title, title: writeup.title, subtitle: facts, footer: writeup.points === null ? 'Write-up' : `Write-up · ${writeup.points} points`},
    }];
  });
  const postCards = (blog?.blogPosts ?? []).filter(({metadata}) => hasOwnSocialCard('blogPost', metadata)).map(({metadata}) => ({
    file: socialImagePath(metadata.permalink, baseUrl),
    content: {
      eyebrow: site.title,
      title: metadata.title,
      subtitle: metadata.tags.map((tag) => tag.label).join(' · ') || 'Blog',
      footer: `Blog post · ${longDate(new Date(metadata.date))}`,
    },
  }));
  return [...writeupCards, ...postCards];
}

/**
 * A 1200×630 Open Graph image (JPEG: a tenth of the PNG's size for this gradient)
 * for every write-up and blog post, drawn at build time by screenshotting an HTML
 * card in Chromium (the same browser the diagrams use). Images are cached by the hash of their HTML, so a rebuild only draws
 * cards whose text changed. The pages point `og:image` at them through the
 * wrapped DocItem/Metadata and BlogPostPage/Metadata.
 */
export default function pluginSocialImages(context: LoadContext): Plugin {
  const cacheDir = path.join(context.siteDir, 'node_modules/.cache/social-images');
  let cards: SocialCard[] = [];

  return {
    name: 'social-images',

    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      cards = collectSocialCards(docs?.loadedVersions[0]?.docs ?? [], blog, context.baseUrl);
    },

    async postBuild({outDir}) {
      await mkdir(cacheDir, {recursive: true});
      const work = await Promise.all(
        cards.map(async (card) => {
          const html = renderCardHtml(card.content);
          const cached = path.join(cacheDir, `${createHash('sha256').update(html).digest('hex').slice(0, 32)}.jpg`);
          const hit = await readFile(cached).then(() => true, () => false);
          return {target: path.join(outDir, card.file), html, cached, hit};
        }),
      );
      const toDraw = work.filter((item) => !item.hit);
      if (toDraw.length > 0) {
        // Imported here: `docusaurus start` never draws cards, so it never loads Playwright.
        const {chromium} = await import('playwright');
        const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
        try {
          const page = await browser.newPage({viewport: cardSize});
          for (const item of toDraw) {
            await page.setContent(item.html);
            await writeFile(item.cached, await page.screenshot({type: 'jpeg', quality: 82}));
          }
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
