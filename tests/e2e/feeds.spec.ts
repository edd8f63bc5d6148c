import {parseFeed} from '@rowanmanning/feed-parser';
import {load} from 'cheerio';
import {expect, test} from './fixtures';
import {readRouteInventory} from '../../scripts/routeInventory';
import {site} from '../../src/config/site';
import type {DocumentFragment, SearchManifest} from '../../src/plugins/features/search/indexFiles';
import {searchIndexDir, searchManifestFile} from '../../src/plugins/features/search/constants';

const posts = ['dll-side-loading-notepadpp', 'nt334-lab2-ctf', 'typed-paths'].map(
  (slug) => `${site.url}${site.baseUrl}blog/${slug}`,
);

for (const file of ['rss.xml', 'atom.xml']) {
  test(`the blog's ${file} parses and lists the blog posts`, async ({request}) => {
    const feed = parseFeed(await (await request.get(`./blog/${file}`)).text());
    expect(feed.items.map((item) => item.url).sort()).toEqual(posts);
  });
}

test('the feeds are advertised in the page head', async ({page}) => {
  await page.goto('./blog');
  await expect(page.locator('link[type="application/rss+xml"][href$="/blog/rss.xml"]')).toHaveCount(
    1,
  );
  await expect(
    page.locator('link[type="application/atom+xml"][href$="/blog/atom.xml"]'),
  ).toHaveCount(1);
});

test('the sitemap lists every route of the inventory', async ({request}) => {
  const $ = load(await (await request.get('./sitemap.xml')).text(), {xml: true});
  const listed = new Set(
    $('urlset > url > loc')
      .map((_, loc) => $(loc).text())
      .get(),
  );
  const expected = readRouteInventory().map(
    (route) => `${site.url}${site.baseUrl}${route.slice(1)}`,
  );
  expect(expected.filter((url) => !listed.has(url))).toEqual([]);
});

test('the search index holds every doc route of the inventory', async ({request}) => {
  const manifest = (await (
    await request.get(`./${searchIndexDir}/${searchManifestFile}`)
  ).json()) as SearchManifest;
  // Every page of the index has a fragment, named by its id; its first value is the page's URL.
  const fragments = await Promise.all(
    Array.from(
      {length: manifest.documents},
      async (_, id) =>
        (await (
          await request.get(`./${searchIndexDir}/${manifest.fragments}/${id}.json`)
        ).json()) as DocumentFragment,
    ),
  );
  const indexed = new Set(fragments.map(([url]) => `/${url}`));
  const docRoutes = readRouteInventory().filter((route) =>
    /^\/docs\/(pico-ctf|root-me|sysmon-splunk|about-me)\//.test(route),
  );
  expect(docRoutes.length).toBeGreaterThan(170);
  expect(docRoutes.filter((route) => !indexed.has(route))).toEqual([]);
});
