import fs from 'node:fs';
import path from 'node:path';
import {expect, test, waitForHydration} from './fixtures';
import {site} from '../../src/config/site';
import {
  queryBudgetMs,
  searchIndexDir,
  searchManifestFile,
  tooExpensiveMessage,
} from '../../src/plugins/features/search/constants';
import {shardOf, type SearchManifest} from '../../src/plugins/features/search/indexFiles';
import {buildDir} from '../../scripts/routeInventory';
import {
  foreignFamilyPaths,
  fullWidthQuery,
  refusedQueries,
} from '../../scripts/bench/hostileInputs';

test.describe('page family addresses that name no page of the family', () => {
  for (const path of foreignFamilyPaths) {
    test(`${path}: the not-found page, nothing fetched for it, no error`, async ({
      page,
      consoleErrors,
    }) => {
      const fetched: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.endsWith('.json') || !url.pathname.startsWith(site.baseUrl))
          fetched.push(url.pathname + url.search);
      });
      // A file of the right shape waiting outside the family: it must never be read.
      await page.route('**/other/evil/data.json', (route) =>
        route.fulfill({
          json: {
            id: '../../other/evil',
            name: 'Evil',
            kind: 'cli',
            docs: 'https://evil.example/',
            commands: [],
            writeups: [],
          },
        }),
      );
      await page.goto(`./${path}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
      expect(fetched).toEqual([]);
      // The address itself answers 404 (as GitHub Pages does), which Chromium logs; nothing else may be logged.
      expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    });
  }

  test('a data.json of the wrong shape is reported as unreadable, not a crash', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/tools/xxd/data.json', (route) =>
      route.fulfill({json: {id: 'xxd', name: 'xxd', commands: 'none'}}),
    );
    await page.goto('./techniques/file-signatures');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('link', {name: 'xxd', exact: true}).click();
    await expect(page.getByRole('alert')).toContainText(
      `This tool page could not be loaded: ${site.baseUrl}tools/xxd/data.json does not hold this page's data`,
    );
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('search limits as lunr reads the query', () => {
  for (const [name, query, message] of refusedQueries) {
    test(`${name}: refused with the limit message, and the next query answers`, async ({page}) => {
      await page.goto(`./search?q=${encodeURIComponent(query)}`);
      await waitForHydration(page);
      await expect(page.getByRole('alert')).toContainText(message);
      await page.getByLabel('Query').fill('sleuth');
      await expect(page.locator('main ol a').first()).toBeVisible();
    });
  }

  test('full-width letters find what their ASCII letters find', async ({page}) => {
    const resultsOf = async (query: string) => {
      await page.goto(`./search?q=${encodeURIComponent(query)}`);
      await waitForHydration(page);
      await expect(page.locator('main ol a').first()).toBeVisible();
      return page
        .locator('main ol a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    };
    const [fullWidth, ascii] = fullWidthQuery;
    const fromFullWidth = await resultsOf(fullWidth);
    expect(fromFullWidth.length).toBeGreaterThan(0);
    expect(fromFullWidth).toEqual(await resultsOf(ascii));
  });

  test('a query that computes past its budget while a shard is still loading is stopped, and the next query answers', async ({
    page,
  }) => {
    const {shards} = JSON.parse(
      fs.readFileSync(path.join(buildDir, searchIndexDir, searchManifestFile), 'utf8'),
    ) as SearchManifest;
    const fileOf = (term: string) => shards[Math.max(0, shardOf(shards, term))]![1];
    const [spinning, heldBack, next] = [fileOf('zone'), fileOf('analysi'), fileOf('registri')];
    expect(new Set([spinning, heldBack, next]).size).toBe(3);
    // The worker spins once the shard of "zone" arrives, as a pathological query would, while the
    // shard of "analysis" is held back: a watchdog that paused while files load never fired here.
    const scripts = path.join(buildDir, 'assets/js');
    const workerFile = fs
      .readdirSync(scripts)
      .find((file) =>
        fs
          .readFileSync(path.join(scripts, file), 'utf8')
          .includes('does not describe a search index this page can read'),
      );
    expect(workerFile).toBeDefined();
    const spin = `(() => { const load = self.fetch.bind(self);
      self.fetch = (...args) => load(...args).then((answer) => {
        if (String(args[0]).endsWith(${JSON.stringify(spinning)})) { const end = Date.now() + 60000; while (Date.now() < end) {} }
        return answer; }); })();\n`;
    await page.route(`**/assets/js/${workerFile}`, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: spin + fs.readFileSync(path.join(scripts, workerFile!), 'utf8'),
      }),
    );
    await page.route(`**/${searchIndexDir}/${heldBack}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      await route.fallback().catch(() => undefined);
    });
    await page.goto(`./search?q=${encodeURIComponent('analysis zone')}`);
    await waitForHydration(page);
    await expect(page.getByRole('alert')).toHaveText(tooExpensiveMessage, {
      timeout: queryBudgetMs + 20_000,
    });
    await page.getByLabel('Query').fill('registry');
    await expect(page.locator('main ol a').first()).toBeVisible();
  });
});
