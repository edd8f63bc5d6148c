import {expect, test, waitForHydration} from './fixtures';
import {site} from '../../src/config/site';
import {startStaticServer} from '../../scripts/staticServer';
import {
  queryBudgetMs,
  searchIndexDir,
  searchManifestFile,
  tooExpensiveMessage,
} from '../../src/plugins/features/search/constants';

test.describe('hostile search links', () => {
  for (const [name, query, message] of [
    [
      'an edit distance of 12',
      'registry~12',
      'An edit distance of 12 matches nearly every word: use ~1 or ~2.',
    ],
    [
      'a thousand wildcards',
      '*'.repeat(1000),
      'The query is too long: at most 200 characters (this one has 1000).',
    ],
    [
      '5,000 distinct words',
      Array.from({length: 5000}, (_, i) => `w${i}`).join(' '),
      'The query is too long',
    ],
    [
      'one 12,300-character word',
      'x'.repeat(12_300),
      'The query is too long: at most 200 characters',
    ],
    [
      'wildcards within the length limit',
      'a*b*c*d',
      'Too many wildcards in one word: at most 2 per word.',
    ],
  ] as const) {
    test(`${name}: the page stays responsive and says why`, async ({page, consoleErrors}) => {
      await page.goto(`./search?q=${encodeURIComponent(query)}`);
      await waitForHydration(page);
      await expect(page.getByRole('alert')).toContainText(message);
      // The next query is answered normally: the page still responds (how fast is npm run bench:hostile's to measure).
      await page.getByLabel('Query').fill('sleuth');
      await expect(page.locator('main ol a').first()).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }

  test('20,000 _highlight terms: the page opens, marks what it can and stays responsive', async ({
    page,
    consoleErrors,
  }) => {
    // 330 KB of address, 40 times what the site reads (src/plugins/infrastructure/malformed-urls); a longer one
    // costs the browser itself seconds per megabyte before any of the site's code runs.
    const terms = Array.from({length: 20_000}, (_, i) => `_highlight=t${i}`).join('&');
    await page.goto(`./docs/pico-ctf/forensics/extensions/?_highlight=signature&${terms}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('extensions');
    await expect(page.locator('mark').first()).toHaveText(/signature/i);
    // The page still responds to the reader (how fast is npm run bench:hostile's to measure).
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(consoleErrors).toEqual([]);
  });

  test('a query that runs too long is stopped, the reader is told, and the next one works', async ({
    page,
  }) => {
    // Stand-in for a pathological query: the worker is made to ignore this one, as a worker stuck in lunr would.
    await page.addInitScript(() => {
      const OriginalWorker = window.Worker;
      window.Worker = class extends OriginalWorker {
        postMessage(message: unknown, ...rest: never[]) {
          if ((message as {query?: string}).query === 'stuckquery') return;
          super.postMessage(message, ...rest);
        }
      } as typeof Worker;
    });
    await page.goto('./search?q=stuckquery');
    await waitForHydration(page);
    await expect(page.getByRole('alert')).toHaveText(tooExpensiveMessage, {
      timeout: queryBudgetMs + 20_000,
    });
    await page.getByLabel('Query').fill('sleuth');
    await expect(page.locator('main ol a').first()).toBeVisible();
  });
});

test.describe('a broken or missing index', () => {
  const manifest = `**/${searchIndexDir}/${searchManifestFile}`;

  test('a missing index is reported once, and loaded again only when the reader asks', async ({
    page,
  }) => {
    let manifestRequests = 0;
    await page.route(manifest, (route) => {
      manifestRequests += 1;
      return route.fulfill({status: 404, body: 'not found'});
    });
    await page.goto('./search?q=splunk');
    await waitForHydration(page);
    await expect(page.getByRole('alert')).toContainText(
      `The search index could not be loaded: ${site.baseUrl}${searchIndexDir}/${searchManifestFile} answered HTTP 404.`,
    );
    // Typing re-renders the page: it must not load the index again by itself.
    await page.getByLabel('Query').fill('sleuth');
    await page.getByLabel('Query').fill('splunk');
    await expect(page.getByRole('alert')).toBeVisible();
    expect(manifestRequests).toBe(1);
    await page.unroute(manifest);
    await page.getByRole('button', {name: 'Retry'}).click();
    await expect(page.locator('main ol a').first()).toBeVisible();
  });

  test('a truncated index file gives one clear error', async ({page}) => {
    await page.route(`**/${searchIndexDir}/shard.*.json`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({response, body: (await response.text()).slice(0, 500)});
    });
    await page.goto('./search?q=splunk');
    await expect(page.getByRole('alert')).toContainText(
      'is truncated or corrupt (500 bytes that are not JSON).',
    );
  });

  test('the manifest is never taken from a cache, so a redeploy cannot pair it with deleted files', async ({
    page,
  }) => {
    // A host that lets browsers cache everything for ten minutes, as many CDNs do.
    const hits = new Map<string, number>();
    const server = await startStaticServer({
      buildDir: 'build',
      port: 0,
      cacheControl: 'max-age=600',
      onRequest: (pathname) => hits.set(pathname, (hits.get(pathname) ?? 0) + 1),
    });
    try {
      const hitsOf = (pattern: RegExp) =>
        [...hits]
          .filter(([pathname]) => pattern.test(pathname))
          .reduce((total, [, count]) => total + count, 0);
      for (let visit = 0; visit < 2; visit += 1) {
        await page.goto(`${server.url}search?q=splunk`);
        await expect(page.locator('main ol a').first()).toBeVisible();
      }
      expect(hitsOf(new RegExp(`/${searchManifestFile}$`))).toBe(2);
      // The content-hashed files it names may come from the cache: they never change under one name.
      expect(hitsOf(/\/shard\.[0-9a-f]+\.json$/)).toBe(1);
    } finally {
      await server.close();
    }
  });
});
