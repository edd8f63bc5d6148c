/**
 * `npm run bench:hostile`: replays the hostile inputs of issue 14 against the
 * production build in Chromium and prints, for each, what the reader sees (the
 * message or the outcome), how long it took, how long the main thread was
 * blocked at the end (a task queued then waits this long) and the page's JS heap.
 * Needs a build (npm run build). The end-to-end tests assert the behaviour; this
 * script reports the figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Page} from 'playwright';
import {chromiumArgs, chromiumPath} from '../../src/node/chromium';
import {searchIndexDir, searchManifestFile} from '../../src/plugins/search/constants';
import {startStaticServer} from '../staticServer';
import {buildDir} from '../routeInventory';
import {mainThreadDelay} from './responsiveness';

const visibleText = (text: string) => text.replace(/[\s\u200b]+/g, ' ').trim();

type Row = {input: string; outcome: string; ms: number; mainThreadDelayMs: number; heapMb: number};

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const {metrics} = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return (metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0) / 2 ** 20;
}

/** URLs longer than Node's 16 KiB request-head limit are answered from the build, as a server with a larger limit would. */
async function routeLongUrls(page: Page, builtPage: string): Promise<void> {
  await page.route(
    (url) => url.search.length > 8_000,
    (route) => route.fulfill({path: path.join(buildDir, builtPage, 'index.html'), contentType: 'text/html; charset=utf-8'}),
  );
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error('No build: run `npm run build` first.');
  const server = await startStaticServer({buildDir, port: 0});
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  const rows: Row[] = [];
  const measure = async (input: string, run: (page: Page) => Promise<string>) => {
    const context = await browser.newContext({serviceWorkers: 'block'});
    const page = await context.newPage();
    const start = performance.now();
    let outcome: string;
    try {
      outcome = await run(page);
    } catch (error) {
      outcome = `FAILED: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    }
    const ms = performance.now() - start;
    rows.push({input, outcome, ms, mainThreadDelayMs: await mainThreadDelay(page), heapMb: await heapMb(page)});
    await context.close();
  };
  const alertText = async (page: Page) => {
    const alert = page.getByRole('alert').first();
    await alert.waitFor({timeout: 30_000});
    return visibleText(await alert.innerText());
  };

  const queries: [string, string][] = [
    ['search ?q=registry~12', 'registry~12'],
    ['search ?q= 1,000 × "*"', '*'.repeat(1000)],
    ['search ?q= 5,000 distinct words', Array.from({length: 5000}, (_, i) => `w${i}`).join(' ')],
    ['search ?q= one 12,300-character word', 'x'.repeat(12_300)],
  ];
  for (const [input, query] of queries) {
    await measure(input, async (page) => {
      await routeLongUrls(page, 'search');
      await page.goto(`${server.url}search?q=${encodeURIComponent(query)}`);
      return alertText(page);
    });
  }

  await measure('write-up with 100,000 _highlight terms', async (page) => {
    await routeLongUrls(page, 'docs/pico-ctf/forensics/extensions');
    const terms = Array.from({length: 100_000}, (_, i) => `_highlight=t${i}`).join('&');
    await page.goto(`${server.url}docs/pico-ctf/forensics/extensions/?_highlight=signature&${terms}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    return `page rendered; ${await page.locator('mark').count()} words marked`;
  });

  const manifestPattern = `**/${searchIndexDir}/${searchManifestFile}`;
  await measure('search with the index missing (HTTP 404), watched for 5 s', async (page) => {
    let requests = 0;
    await page.route(manifestPattern, (route) => {
      requests += 1;
      return route.fulfill({status: 404, body: 'not found'});
    });
    await page.goto(`${server.url}search?q=splunk`);
    const message = await alertText(page);
    await page.waitForTimeout(5_000);
    return `${message} (${requests} manifest request in 5 s)`;
  });

  await measure('search with a truncated index shard', async (page) => {
    await page.route(`**/${searchIndexDir}/shard.*.json`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({response, body: (await response.text()).slice(0, 500)});
    });
    await page.goto(`${server.url}search?q=splunk`);
    return alertText(page);
  });

  let manifestHits = 0;
  const cachingServer = await startStaticServer({
    buildDir,
    port: 0,
    cacheControl: 'max-age=600',
    onRequest: (pathname) => {
      if (pathname.endsWith(`/${searchManifestFile}`)) manifestHits += 1;
    },
  });
  await measure('search twice from a host that caches everything for 10 min', async (page) => {
    for (let visit = 0; visit < 2; visit += 1) {
      await page.goto(`${cachingServer.url}search?q=splunk`);
      await page.locator('main ol a').first().waitFor();
    }
    return `results both times; the server saw ${manifestHits} manifest requests for 2 visits`;
  });
  await cachingServer.close();

  for (const [input, query] of [
    ['explorer ?difficulty=__proto__', 'difficulty=__proto__'],
    ['explorer ?platform=constructor', 'platform=constructor'],
  ]) {
    await measure(input!, async (page) => {
      await page.goto(`${server.url}writeups?${query}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      return visibleText(await page.getByRole('heading', {level: 2, name: /write-ups$/}).innerText());
    });
  }

  await measure('explorer with 30,000 tag= values, then "Clear filters"', async (page) => {
    await routeLongUrls(page, 'writeups');
    await page.goto(`${server.url}writeups?${Array.from({length: 30_000}, (_, i) => `tag=t${i}`).join('&')}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const heading = page.getByRole('heading', {level: 2, name: /write-ups$/});
    const before = await heading.innerText();
    const start = performance.now();
    await page.getByRole('button', {name: 'Clear filters'}).click();
    await page.waitForFunction((text) => document.querySelector('main h2')?.textContent !== text, before);
    return `${visibleText(before)}; cleared in ${Math.round(performance.now() - start)} ms`;
  });

  await measure('a malformed % escape in the URL', async (page) => {
    const response = await page.goto(`${server.url}docs/%E0%A4%A`);
    const next = await page.goto(server.url);
    return `HTTP ${response?.status()}; the server answers the next request with HTTP ${next?.status()}`;
  });

  const bundle = fs
    .readdirSync(path.join(buildDir, 'assets/js'))
    .map((file) => fs.readFileSync(path.join(buildDir, 'assets/js', file), 'utf8'))
    .join('\n');
  rows.push({
    input: 'build-only settings in the browser bundle (--no-sandbox, the Chromium path)',
    outcome: `${(bundle.match(/--no-sandbox|\/usr\/bin\/chromium/g) ?? []).length} occurrences`,
    ms: 0,
    mainThreadDelayMs: 0,
    heapMb: 0,
  });

  await browser.close();
  await server.close();
  console.log('| Input | What the reader gets | Time (ms) | Main thread blocked after (ms) | JS heap (MB) |');
  console.log('|---|---|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.input} | ${row.outcome.replace(/\|/g, '\\|')} | ${row.ms ? Math.round(row.ms) : '–'} | ${row.ms ? row.mainThreadDelayMs.toFixed(1) : '–'} | ${row.heapMb ? row.heapMb.toFixed(1) : '–'} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
