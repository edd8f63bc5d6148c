/**
 * `npm run bench:hostile`: replays the hostile inputs of three outside tests against the
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
import {
  queryBudgetMs,
  searchIndexDir,
  searchManifestFile,
} from '../../src/plugins/features/search/constants';
import {shardOf, type SearchManifest} from '../../src/plugins/features/search/indexFiles';
import lunr from 'lunr';
import {
  addressVariants,
  foreignFamilyPaths,
  foreignTechniqueValues,
  fullWidthQuery,
  fuzzyQueries,
  longFragment,
  pastedText,
  refusedQueries,
} from './hostileInputs';
import {fuzzyStates, longestFuzzyTerm} from '../../src/plugins/features/search/limits';
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
    (route) =>
      route.fulfill({
        path: path.join(buildDir, builtPage, 'index.html'),
        contentType: 'text/html; charset=utf-8',
      }),
  );
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(buildDir, 'index.html')))
    throw new Error('No build: run `npm run build` first.');
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
    rows.push({
      input,
      outcome,
      ms,
      mainThreadDelayMs: await mainThreadDelay(page),
      heapMb: await heapMb(page),
    });
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

  for (const [name, query] of refusedQueries) {
    await measure(
      `search ?q=${query.length > 40 ? `${query.slice(0, 40)}… (${name})` : query}`,
      async (page) => {
        await page.goto(`${server.url}search?q=${encodeURIComponent(query)}`);
        return alertText(page);
      },
    );
  }

  const [fullWidth, ascii] = fullWidthQuery;
  await measure(`search ?q=${fullWidth}`, async (page) => {
    const hits = async (query: string) => {
      await page.goto(`${server.url}search?q=${encodeURIComponent(query)}`);
      await page.locator('main ol a').first().waitFor({timeout: 30_000});
      return page
        .locator('main ol a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    };
    const folded = await hits(fullWidth);
    const plain = await hits(ascii);
    return `${folded.length} results, ${JSON.stringify(folded) === JSON.stringify(plain) ? 'the same as' : 'NOT the same as'} "${ascii}"`;
  });

  const manifest = JSON.parse(
    fs.readFileSync(path.join(buildDir, searchIndexDir, searchManifestFile), 'utf8'),
  ) as SearchManifest;
  const shardFile = (term: string) =>
    manifest.shards[Math.max(0, shardOf(manifest.shards, term))]![1];
  await measure(
    'a query whose worker computes for 60 s while another shard loads for 20 s',
    async (page) => {
      const scripts = path.join(buildDir, 'assets/js');
      const workerFile = fs
        .readdirSync(scripts)
        .find((file) =>
          fs
            .readFileSync(path.join(scripts, file), 'utf8')
            .includes('does not describe a search index this page can read'),
        )!;
      const spin = `(() => { const load = self.fetch.bind(self); self.fetch = (...args) => load(...args).then((answer) => {
      if (String(args[0]).endsWith(${JSON.stringify(shardFile('zone'))})) { const end = Date.now() + 60000; while (Date.now() < end) {} }
      return answer; }); })();\n`;
      await page.route(`**/assets/js/${workerFile}`, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: spin + fs.readFileSync(path.join(scripts, workerFile), 'utf8'),
        }),
      );
      await page.route(`**/${searchIndexDir}/${shardFile('analysi')}`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 20_000));
        await route.fallback().catch(() => undefined);
      });
      await page.goto(`${server.url}search?q=analysis%20zone`);
      const message = await alertText(page);
      const start = performance.now();
      await page.getByLabel('Query').fill('registry');
      await page.locator('main ol a').first().waitFor({timeout: 30_000});
      return `${message} (budget ${queryBudgetMs} ms); the next query answered ${Math.round(performance.now() - start)} ms later`;
    },
  );

  for (const familyPath of foreignFamilyPaths) {
    await measure(familyPath, async (page) => {
      const fetched: string[] = [];
      page.on('request', (request) => {
        const {pathname} = new URL(request.url());
        if (pathname.endsWith('.json') || !pathname.startsWith('/my-small-blog/'))
          fetched.push(pathname);
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${server.url}${familyPath}`);
      await page
        .locator('html[data-has-hydrated="true"]')
        .waitFor({state: 'attached', timeout: 10_000});
      const heading = await page.getByRole('heading', {level: 1}).innerText();
      return `"${heading}"; ${fetched.length} JSON or outside requests; ${errors.length} uncaught errors`;
    });
  }

  await measure('write-up with 100,000 _highlight terms', async (page) => {
    await routeLongUrls(page, 'docs/pico-ctf/forensics/extensions');
    const terms = Array.from({length: 100_000}, (_, i) => `_highlight=t${i}`).join('&');
    await page.goto(
      `${server.url}docs/pico-ctf/forensics/extensions/?_highlight=signature&${terms}`,
    );
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
      return visibleText(
        await page.getByRole('heading', {level: 2, name: /write-ups$/}).innerText(),
      );
    });
  }

  await measure('explorer with 30,000 tag= values, then "Clear filters"', async (page) => {
    await routeLongUrls(page, 'writeups');
    await page.goto(
      `${server.url}writeups?${Array.from({length: 30_000}, (_, i) => `tag=t${i}`).join('&')}`,
    );
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const heading = page.getByRole('heading', {level: 2, name: /write-ups$/});
    const before = await heading.innerText();
    const start = performance.now();
    await page.getByRole('button', {name: 'Clear filters'}).click();
    await page.waitForFunction(
      (text) => document.querySelector('main h2')?.textContent !== text,
      before,
    );
    return `${visibleText(before)}; cleared in ${Math.round(performance.now() - start)} ms`;
  });

  await measure('a malformed % escape in the URL', async (page) => {
    const response = await page.goto(`${server.url}docs/%E0%A4%A`);
    const next = await page.goto(server.url);
    return `HTTP ${response?.status()}; the server answers the next request with HTTP ${next?.status()}`;
  });

  const offlineContext = await browser.newContext({serviceWorkers: 'allow'});
  const offlinePage = await offlineContext.newPage();
  const swStart = performance.now();
  await offlinePage.goto(`${server.url}search`);
  await offlinePage.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, {
    timeout: 15_000,
  });
  for (let visit = 1; visit <= 25; visit += 1)
    await offlinePage.goto(`${server.url}search?q=w${visit}`);
  for (let visit = 1; visit <= 10; visit += 1)
    await offlinePage.goto(`${server.url}docs/sysmon-splunk/registry/?_highlight=run${visit}`);
  await offlinePage.waitForTimeout(1_000);
  const savedPages = await offlinePage.evaluate(async () => {
    const name = (await caches.keys()).find((cacheName) => cacheName.includes(':pages-'));
    return name ? (await (await caches.open(name)).keys()).length : 0;
  });
  rows.push({
    input: '25 visits to /search?q=w1…w25 and 10 to a write-up with ?_highlight= variants',
    outcome: `${savedPages} saved pages in the offline cache`,
    ms: performance.now() - swStart,
    mainThreadDelayMs: await mainThreadDelay(offlinePage),
    heapMb: await heapMb(offlinePage),
  });
  // A hundred query copies of one chunk, then another project on the origin rewriting the site's copy of main.js.
  const cacheStart = performance.now();
  const main = await offlinePage.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((name) => /\/assets\/js\/main\.[^/]+\.js$/.test(name)) ?? '',
  );
  for (let copy = 0; copy < 100; copy += 1) await offlinePage.goto(`${main}?n=${copy}`);
  await offlinePage.goto(`${server.url}search`);
  const entries = await offlinePage.evaluate(async () => {
    const names = (await caches.keys()).filter((name) =>
      name.startsWith('offline:/my-small-blog/:assets-'),
    );
    return (
      await Promise.all(
        names.map(async (name) =>
          (await (await caches.open(name)).keys()).map((request) => request.url),
        ),
      )
    ).flat();
  });
  await offlinePage.goto(new URL('/other-project/', server.url).href);
  await offlinePage.evaluate(async (url) => {
    const name = (await caches.keys()).find((cacheName) =>
      cacheName.startsWith('offline:/my-small-blog/:assets-'),
    );
    if (name)
      await (
        await caches.open(name)
      ).put(
        url,
        new Response('window.__poisoned = 1;', {headers: {'content-type': 'text/javascript'}}),
      );
  }, main);
  await offlinePage.goto(`${server.url}docs/sysmon-splunk/registry/`);
  await offlinePage.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const poisoned = await offlinePage.evaluate(
    () => (window as {__poisoned?: number}).__poisoned === 1,
  );
  rows.push({
    input:
      "100 navigations to main.js?n=0…99, then a rewritten main.js put in the site's cache by another project",
    outcome: `${entries.filter((url) => url.startsWith(main.split('?')[0]!)).length} entry for main.js, ${entries.filter((url) => url.includes('?')).length} with a query; rewritten copy ${poisoned ? 'RUN' : 'not run (dropped)'}`,
    ms: performance.now() - cacheStart,
    mainThreadDelayMs: await mainThreadDelay(offlinePage),
    heapMb: await heapMb(offlinePage),
  });
  await offlineContext.close();

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

  // Round 3: search cost bounded before it runs, work independent of the address, links from known values.
  for (const [name, query] of fuzzyQueries) {
    await measure(`search ?q= ${name}`, async (page) => {
      await page.goto(`${server.url}search?q=${encodeURIComponent(query)}`);
      return alertText(page);
    });
  }
  rows.push(...lunrAutomatonRows());

  // The site's own work (script time, from Chromium's metrics) with and without the fragment: the browser's own
  // handling of a 2 MB address costs seconds with scripts off too, and is not the page's to save.
  for (const fragment of ['', longFragment]) {
    await measure(
      `write-up with ${fragment ? 'a 2 MB fragment' : 'no fragment'} (script time of the load)`,
      async (page) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Performance.enable');
        await page.goto(`${server.url}docs/pico-ctf/forensics/extensions/${fragment}`, {
          timeout: 60_000,
        });
        await page
          .locator('html[data-has-hydrated="true"]')
          .waitFor({state: 'attached', timeout: 60_000});
        const {metrics} = await cdp.send('Performance.getMetrics');
        const seconds = (name: string) =>
          metrics.find((metric) => metric.name === name)?.value ?? 0;
        const hash = await page.evaluate(() => location.hash.length);
        return `hydrated; fragment left in the address: ${hash} characters; scripts ran ${Math.round(seconds('ScriptDuration') * 1000)} ms, all tasks ${Math.round(seconds('TaskDuration') * 1000)} ms`;
      },
    );
  }

  for (const value of foreignTechniqueValues) {
    await measure(`explorer ?technique=${value}`, async (page) => {
      await page.goto(`${server.url}writeups?technique=${value}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const links = await page
        .getByRole('group', {name: 'Technique'})
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).pathname));
      return `${links.filter((link) => !/^\/my-small-blog\/techniques\/[a-z0-9-]+$/.test(link)).length} links outside the technique pages, of ${links.length}`;
    });
  }

  await measure('explorer ?_highlight=write, then a filter', async (page) => {
    await page.goto(`${server.url}writeups?_highlight=write`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const marks = await page.locator('mark').count();
    await page.getByLabel('Filter by text').fill('bitlocker');
    return `${marks} marks; heading after filtering: "${visibleText(await page.getByRole('heading', {level: 2, name: /write-ups/}).innerText())}"`;
  });

  await measure('1 MB pasted into the explorer filter', async (page) => {
    await page.goto(`${server.url}writeups`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.getByLabel('Filter by text').focus();
    await page.keyboard.insertText(pastedText.explorerFilter);
    return `kept ${(await page.getByLabel('Filter by text').inputValue()).length} characters; ?q= holds ${await page.evaluate(() => new URLSearchParams(location.search).get('q')?.length ?? 0)}`;
  });

  await measure('20 MB pasted into the flag check, then Check', async (page) => {
    await page.goto(`${server.url}docs/pico-ctf/forensics/extensions/`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.getByLabel('Check your answer').focus();
    await page.keyboard.insertText(pastedText.flagAnswer);
    await page.getByRole('button', {name: 'Check'}).click();
    await page.getByText('Not this flag').waitFor();
    return `kept ${(await page.getByLabel('Check your answer').inputValue()).length} characters; checked`;
  });

  for (const address of [...addressVariants.servedAsPage, ...addressVariants.servedAsNotFound]) {
    await measure(`address ${address}`, async (page) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !/status of 404/.test(message.text()))
          errors.push(message.text());
      });
      const response = await page.goto(new URL(address, server.url).href);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const headings = await page.getByRole('heading', {level: 1}).allInnerTexts();
      return `HTTP ${response?.status()}; h1 ${JSON.stringify(headings)}; ${errors.length} console errors`;
    });
  }

  await browser.close();
  await server.close();
  console.log(
    '| Input | What the reader gets | Time (ms) | Main thread blocked after (ms) | JS heap (MB) |',
  );
  console.log('|---|---|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.input} | ${row.outcome.replace(/\|/g, '\\|')} | ${row.ms ? Math.round(row.ms) : '–'} | ${row.ms ? row.mainThreadDelayMs.toFixed(1) : '–'} | ${row.heapMb ? row.heapMb.toFixed(1) : '–'} |`,
    );
  }
}

/**
 * What lunr allocates for a `~N` term, in this process (the search worker runs the same code): the longest
 * term the limit lets through, and the one the report used, estimated (building it is what the limit prevents).
 */
function lunrAutomatonRows(): Row[] {
  const fromFuzzyString = (
    lunr.TokenSet as unknown as {fromFuzzyString(term: string, distance: number): unknown}
  ).fromFuzzyString;
  const collect = (globalThis as {gc?: () => void}).gc;
  const measureTerm = (term: string, distance: number): Row => {
    collect?.();
    const before = process.memoryUsage().heapUsed;
    const start = performance.now();
    const automaton = fromFuzzyString(term, distance);
    const ms = performance.now() - start;
    const heapMb = (process.memoryUsage().heapUsed - before) / 2 ** 20;
    void automaton;
    return {
      input: `lunr automaton for a ${term.length}-character word with ~${distance} (allowed)`,
      outcome: `about ${Math.round(fuzzyStates(term.length, distance)).toLocaleString('en')} states at most`,
      ms,
      mainThreadDelayMs: 0,
      heapMb,
    };
  };
  return [
    measureTerm('ab'.repeat(Math.floor(longestFuzzyTerm(2) / 2)), 2),
    measureTerm('ab'.repeat(Math.floor(longestFuzzyTerm(1) / 2)), 1),
    {
      input: 'lunr automaton for the refused 198-character word with ~2',
      outcome: `not built; it would have about ${Math.round(fuzzyStates(198, 2)).toLocaleString('en')} states`,
      ms: 0,
      mainThreadDelayMs: 0,
      heapMb: 0,
    },
  ];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
