import {XMLParser, XMLValidator} from 'fast-xml-parser';
import {expect, test} from './fixtures';
import {readRouteInventory} from '../../scripts/routeInventory';
import {site} from '../../src/config/site';

const parser = new XMLParser({ignoreAttributes: false});

test('the RSS feed is valid XML listing the blog posts', async ({request}) => {
  const xml = await (await request.get('./blog/rss.xml')).text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const items = [parser.parse(xml).rss.channel.item].flat();
  expect(items.map((item: {link: string}) => item.link).sort()).toEqual(
    ['dll-side-loading-notepadpp', 'nt334-lab2-ctf', 'typed-paths'].map((slug) => `${site.url}${site.baseUrl}blog/${slug}`),
  );
});

test('the Atom feed is valid XML listing the blog posts', async ({request}) => {
  const xml = await (await request.get('./blog/atom.xml')).text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const entries = [parser.parse(xml).feed.entry].flat();
  expect(entries).toHaveLength(3);
});

test('the feeds are advertised in the page head', async ({page}) => {
  await page.goto('./blog');
  await expect(page.locator('link[type="application/rss+xml"][href$="/blog/rss.xml"]')).toHaveCount(1);
  await expect(page.locator('link[type="application/atom+xml"][href$="/blog/atom.xml"]')).toHaveCount(1);
});

test('the sitemap lists every route of the inventory', async ({request}) => {
  const xml = await (await request.get('./sitemap.xml')).text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const listed = new Set([parser.parse(xml).urlset.url].flat().map((entry: {loc: string}) => entry.loc));
  const expected = readRouteInventory().map((route) => `${site.url}${site.baseUrl}${route.slice(1)}`);
  expect(expected.filter((url) => !listed.has(url))).toEqual([]);
});

test('the search index holds every doc route of the inventory', async ({request}) => {
  const manifest = (await (await request.get('./search-index/manifest.json')).json()) as {titles: string};
  const titles = (await (await request.get(`./search-index/${manifest.titles}`)).json()) as {documents: [string][]};
  const indexed = new Set(titles.documents.map(([url]) => `/${url}`));
  const docRoutes = readRouteInventory().filter((route) => /^\/docs\/(pico-ctf|root-me|sysmon-splunk|about-me)\//.test(route));
  expect(docRoutes.length).toBeGreaterThan(170);
  expect(docRoutes.filter((route) => !indexed.has(route))).toEqual([]);
});
