import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {expect, test} from './fixtures';
import {budgets} from '../../scripts/bench/budgets';
import {pageTypes, type PageType} from '../../scripts/bench/pageTypes';
import {measurePageTransfer} from '../../scripts/bench/transfer';
import {buildDir} from '../../scripts/routeInventory';
import {searchIndexDir, searchManifestFile} from '../../src/plugins/search/constants';

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipKib = (file: string) => kib(zlib.gzipSync(fs.readFileSync(file), {level: 9}).length);
const noRawSize = async () => 0;

for (const pageType of Object.keys(pageTypes) as PageType[]) {
  test(`${pageType}: JavaScript and CSS before the load event stay within budget`, async ({browser, baseURL}) => {
    const {beforeLoad} = await measurePageTransfer(browser, baseURL + pageTypes[pageType].slice(1), noRawSize);
    expect(kib(beforeLoad.js.gzip), 'KiB of gzipped JS before load').toBeLessThanOrEqual(budgets.jsBeforeLoad[pageType]);
    expect(kib(beforeLoad.css.gzip), 'KiB of gzipped CSS').toBeLessThanOrEqual(budgets.css);
    if (pageType === 'writeup') {
      expect(kib(beforeLoad.html.gzip), 'KiB of gzipped HTML').toBeLessThanOrEqual(budgets.writeupHtml);
      const all = Object.values(beforeLoad).reduce((total, kind) => total + kind.gzip, 0);
      expect(kib(all), 'KiB of everything before load').toBeLessThanOrEqual(budgets.writeupAllBeforeLoad);
    }
    if (pageType === 'explorer') {
      expect(kib(beforeLoad.html.gzip), 'KiB of gzipped HTML').toBeLessThanOrEqual(budgets.explorerHtml);
    }
  });
}

test('the bytes needed for the first search suggestion stay within budget', async ({page}) => {
  await page.goto('./docs/sysmon-splunk/registry/');
  await page.waitForLoadState('networkidle');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const sizes = new Map<string, number>();
  cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  await page.getByRole('combobox', {name: 'Search'}).fill('sleuth');
  await expect(page.getByRole('option').first()).toBeVisible();
  // The full-text file is the worker's business and may still be arriving: it is not needed for this result.
  const firstResultBytes = [...sizes]
    .filter(([id]) => !(urls.get(id) ?? '').includes(`${searchIndexDir}/content.`))
    .reduce((total, [, size]) => total + size, 0);
  expect(kib(firstResultBytes), 'KiB downloaded for the first suggestion').toBeLessThanOrEqual(budgets.searchFirstResult);
});

test('the search index files stay within budget', () => {
  const indexDir = path.join(buildDir, searchIndexDir);
  const manifest = JSON.parse(fs.readFileSync(path.join(indexDir, searchManifestFile), 'utf8')) as {titles: string; content: string};
  expect(gzipKib(path.join(indexDir, manifest.titles)), 'titles file').toBeLessThanOrEqual(budgets.searchTitles);
  expect(gzipKib(path.join(indexDir, manifest.content)), 'full-text file').toBeLessThanOrEqual(budgets.searchContent);
});
