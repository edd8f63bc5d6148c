import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {expect, test, waitForHydration} from './fixtures';
import {budgets, kib} from '../../scripts/bench/budgets';
import {pageTypes, writeupVariants} from '../../scripts/bench/pageTypes';
import {measurePageTransfer} from '../../scripts/bench/transfer';
import {buildDir} from '../../scripts/routeInventory';
import {startStaticServer} from '../../scripts/staticServer';
import type {SearchManifest} from '../../src/plugins/features/search/indexFiles';
import {searchIndexDir, searchManifestFile} from '../../src/plugins/features/search/constants';

const gzipKib = (file: string) => kib(zlib.gzipSync(fs.readFileSync(file), {level: 9}).length);

// A file the browser already holds costs nothing on the wire, so a page measured a second time would pass any
// budget. The site's own test server sends no-cache; this one lets the browser keep what it fetched.
test('a budget is measured on a first visit: a page whose files are already cached is refused, not counted as light', async ({
  page,
}) => {
  const server = await startStaticServer({buildDir, port: 0, cacheControl: 'max-age=3600'});
  try {
    const url = `${server.url}${writeupVariants.shortWriteup.slice(1)}`;
    await page.goto(url);
    await waitForHydration(page);
    await expect(measurePageTransfer(page, url, {untilIdle: false})).rejects.toThrow(
      /not a first visit, \d+ response\(s\) came from the cache/,
    );
  } finally {
    await server.close();
  }
});

test('a phone downloads at most the first screen of figures before an illustrated write-up loads, and no figure file is too large', async ({
  browser,
  baseURL,
}) => {
  const {beforeLoad} = await measurePageTransfer(
    browser,
    baseURL + pageTypes.illustratedWriteup.slice(1),
    {
      device: 'phone',
      untilIdle: false,
    },
  );
  expect(kib(beforeLoad.other.gzip), 'KiB of images before load on a phone').toBeLessThanOrEqual(
    budgets.imagesBeforeLoadOnPhone,
  );
  const figures = fs.readdirSync(path.join(buildDir, 'assets/images'));
  expect(figures.length).toBeGreaterThan(50);
  const tooLarge = figures.filter(
    (file) =>
      fs.statSync(path.join(buildDir, 'assets/images', file)).size > budgets.figureFile * 1024,
  );
  expect(tooLarge, `figure files over ${budgets.figureFile} KiB`).toEqual([]);
});

test('the bytes needed for the first search suggestion stay within budget', async ({page}) => {
  // Counted by the server: the shards and fragments are fetched by the search worker, which the page's own network log does not see.
  // Not counted: the chunks of the links the page shows, which it prefetches once hydrated and which may still be arriving
  // when the reader types (the browser marks those requests `Sec-Purpose: prefetch`).
  let sent = 0;
  const server = await startStaticServer({
    buildDir,
    port: 0,
    onResponse: (_, bytes, requestHeaders) => {
      if (requestHeaders['sec-purpose'] !== 'prefetch') sent += bytes;
    },
  });
  try {
    await page.goto(`${server.url}docs/sysmon-splunk/registry/`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    sent = 0;
    await page.getByRole('combobox', {name: 'Search'}).fill('sleuth');
    await expect(page.getByRole('option').first()).toBeVisible();
    const firstResultBytes = sent;
    expect(kib(firstResultBytes), 'KiB downloaded for the first suggestion').toBeLessThanOrEqual(
      budgets.searchFirstResult,
    );
  } finally {
    await server.close();
  }
});

test('the search index files stay within budget', () => {
  const indexDir = path.join(buildDir, searchIndexDir);
  const manifest = JSON.parse(
    fs.readFileSync(path.join(indexDir, searchManifestFile), 'utf8'),
  ) as SearchManifest;
  expect(gzipKib(path.join(indexDir, searchManifestFile)), 'manifest').toBeLessThanOrEqual(
    budgets.searchManifest,
  );
  const shardKib = manifest.shards.map(([, file]) => gzipKib(path.join(indexDir, file)));
  expect(Math.max(...shardKib), 'largest shard').toBeLessThanOrEqual(budgets.searchShard);
});

test('after the load event, link prefetching waits for idle time and asks for each file once; hovering a link loads its page at once', async ({
  page,
  baseURL,
}) => {
  // When each prefetch link is added, against the load event's time (both on the page's clock).
  await page.addInitScript(() => {
    const record = window as unknown as {prefetchTimes: number[]};
    record.prefetchTimes = [];
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes)
          if (node instanceof HTMLLinkElement && node.rel === 'prefetch')
            record.prefetchTimes.push(performance.now());
    }).observe(document, {childList: true, subtree: true});
  });
  const prefetchLinks = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('link[rel=prefetch]')].map((link) => link.getAttribute('href')),
    );
  await page.goto(`${baseURL}${pageTypes.writeup.slice(1)}`, {waitUntil: 'load'});
  await waitForHydration(page);
  await expect.poll(async () => (await prefetchLinks()).length).toBeGreaterThan(3);
  const {loadEvent, times} = await page.evaluate(() => ({
    loadEvent: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .loadEventStart,
    times: (window as unknown as {prefetchTimes: number[]}).prefetchTimes,
  }));
  expect(Math.min(...times), 'no link is prefetched before the load event').toBeGreaterThanOrEqual(
    loadEvent,
  );
  // Prefetching ends within a few idle periods; the page's own chunks are asked for first when they are.
  await page.waitForLoadState('networkidle');
  const links = await prefetchLinks();
  expect(new Set(links).size, 'each chunk file is prefetched once').toBe(links.length);
  const scriptsRun = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => new URL(entry.name).pathname),
  );
  expect(scriptsRun.length, 'the chunks the page loaded as scripts').toBeGreaterThan(3);
  expect(
    links.filter((link) => scriptsRun.includes(link!)),
    'no file the page already loaded as a script is prefetched again',
  ).toEqual([]);
  // Hover: the page behind the link is loaded now (its chunks are requested as scripts), not queued for idle time.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.resourceType()));
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blogs'}).hover();
  await expect.poll(() => requested.includes('script')).toBe(true);
});

test('a long write-up on a phone leaves the code blocks below the screen unrendered until the reader nears them, without the page jumping', async ({
  page,
}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto('./docs/sysmon-splunk/scheduled-task/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Code is most of a long write-up's elements: the browser styles and lays out only the blocks near the screen.
  const unrendered = () =>
    page.evaluate(
      `[...document.querySelectorAll('.theme-code-block pre > code')].filter((code) => !code.checkVisibility({contentVisibilityAuto: true})).length`,
    ) as Promise<number>;
  const blocks = page.locator('.theme-code-block');
  const blockCount = await blocks.count();
  expect(await unrendered(), `code blocks left unrendered of ${blockCount}`).toBeGreaterThan(
    blockCount / 2,
  );

  // The last block that overflows a phone's width has no wrap button until it comes near, then gets it.
  const lastLongIndex = (await page.evaluate(
    `[...document.querySelectorAll('.theme-code-block')].findLastIndex((block) => [...block.querySelectorAll('.token-line')].some((line) => line.textContent.length > 60))`,
  )) as number;
  const overflowing = blocks.nth(lastLongIndex);
  const wrap = overflowing.getByRole('button', {name: 'Toggle word wrap'});
  await expect(wrap).toHaveCount(0);
  const heightBefore = await page.evaluate(() => document.documentElement.scrollHeight);
  await overflowing.scrollIntoViewIfNeeded();
  // The browser renders a block's lines at its next frame after it comes near the screen.
  await expect
    .poll(() => overflowing.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth), {
      message: 'the block overflows',
    })
    .toBe(true);
  await expect(wrap).toHaveCount(1);
  // Each block held the height of its lines until shown, so the page is as long as it said it was.
  const heightAfter = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(Math.abs(heightAfter - heightBefore) / heightBefore).toBeLessThan(0.01);
});
