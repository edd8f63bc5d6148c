/**
 * `npm run bench:search`: the site's search against the plugin it replaced
 * (@easyops-cn/docusaurus-search-local), side by side on the same content.
 * Builds both variants, then measures in Chromium: bytes downloaded from focusing
 * the box to the first suggestion (raw and gzip), the time to that suggestion
 * (median of fresh loads), and query latency once loaded (median and p95 over a
 * fixed list of real queries); plus the engine's own latency in Node.
 * Options: --runs N (fresh loads per variant, default 7), --skip-build
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Browser} from 'playwright';
import {site} from '../../src/config/site';
import {SearchEngine} from '../../src/plugins/search/engine';
import type {ContentFile, SearchManifest, TitlesFile} from '../../src/plugins/search/indexFiles';
import {chromiumArgs, chromiumPath} from '../../src/node/chromium';
import {resolveBuildFile, startStaticServer} from '../staticServer';
import {median, p95} from './lighthouse';
import {searchIndexDir, searchManifestFile} from '../../src/plugins/search/constants';

const siteDir = path.resolve(__dirname, '../..');
const queries = [
  'sleuth',
  'wireshark',
  'registry run key',
  'rdp brute force',
  'base64',
  'sql injection',
  'cookie',
  'steghide',
  'volatility',
  'netcat',
  'format string',
  'powershell encoded',
  'zone transfer',
  'exif',
  'rsa',
  'scheduled task',
  'jadx',
  'pwntools',
  'binwalk',
  'hash',
];
// Outside every search context, so that both engines search the whole site.
const pagePath = 'docs/about-me/';

type Variant = {name: string; buildDir: string; input: string; option: string; env: Record<string, string>};

const variants: Variant[] = [
  {
    name: 'docusaurus-search-local 0.55',
    buildDir: 'build-search-baseline',
    input: 'input.navbar__search-input',
    option: '.navbar [role=option], .navbar .aa-suggestion',
    env: {SEARCH_BASELINE: 'docusaurus-search-local'},
  },
  {
    name: 'site search (lunr, titles first + worker)',
    buildDir: 'build',
    input: 'input[role=combobox]',
    option: '.navbar [role=option]',
    env: {},
  },
];

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function build(variant: Variant): void {
  fs.rmSync(path.join(siteDir, '.docusaurus'), {recursive: true, force: true});
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', variant.buildDir], {
    cwd: siteDir,
    stdio: 'inherit',
    env: {...process.env, ...variant.env},
  });
  if (result.status !== 0) throw new Error(`build of ${variant.name} failed`);
}

/*
 * In-page measurements, as source text: functions compiled by tsx carry helper
 * calls that do not exist inside the page.
 */

/** Types the query in one input event; resolves with the ms until a suggestion is in the DOM. */
const timeToSuggestion = `({input, option, query}) => new Promise((resolve) => {
  const field = document.querySelector(input);
  const start = performance.now();
  const observer = new MutationObserver(() => {
    if (document.querySelector(option)) { observer.disconnect(); resolve(performance.now() - start); }
  });
  setTimeout(() => { observer.disconnect(); resolve(NaN); }, 15000);
  observer.observe(document.body, {childList: true, subtree: true, characterData: true});
  field.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(field, query);
  field.dispatchEvent(new Event('input', {bubbles: true}));
})`;

/** Once the index is loaded: ms from one input event to the suggestions changing. */
const timeToUpdate = `({input, query}) => new Promise((resolve) => {
  const field = document.querySelector(input);
  const start = performance.now();
  const observer = new MutationObserver(() => { observer.disconnect(); resolve(performance.now() - start); });
  setTimeout(() => { observer.disconnect(); resolve(NaN); }, 2000);
  observer.observe(field.closest('.navbar'), {childList: true, subtree: true, characterData: true});
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(field, query);
  field.dispatchEvent(new Event('input', {bubbles: true}));
})`;

const inPage = (source: string, args: object) => `(${source})(${JSON.stringify(args)})`;

async function measureVariant(browser: Browser, variant: Variant, runs: number) {
  const buildDir = path.join(siteDir, variant.buildDir);
  const server = await startStaticServer({buildDir, port: 0});
  const firstResult: {ms: number; raw: number; gzip: number}[] = [];
  const latencies: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(server.url + pagePath, {waitUntil: 'networkidle'});
      // Playwright's request events include requests made by workers (both engines fetch from one).
      const finished: {url: string; gzip: number}[] = [];
      page.on('requestfinished', (request) => {
        void request.sizes().then((sizes) => finished.push({url: request.url(), gzip: sizes.responseBodySize}));
      });
      const ms = (await page.evaluate(inPage(timeToSuggestion, {input: variant.input, option: variant.option, query: 'sleuth'}))) as number;
      await page.waitForTimeout(50);
      let raw = 0;
      for (const request of finished) {
        const file = await resolveBuildFile(buildDir, new URL(request.url).pathname.slice(site.baseUrl.length - 1));
        raw += file ? fs.statSync(file).size : 0;
      }
      firstResult.push({ms, raw, gzip: finished.reduce((total, request) => total + request.gzip, 0)});
      if (run === 0) {
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(3000);
        for (let round = 0; round < 3; round += 1) {
          for (const query of queries) latencies.push((await page.evaluate(inPage(timeToUpdate, {input: variant.input, query}))) as number);
        }
      }
      await context.close();
    }
  } finally {
    await server.close();
  }
  const answered = latencies.filter((ms) => !Number.isNaN(ms));
  return {
    unanswered: latencies.length - answered.length,
    firstResultMs: median(firstResult.map((r) => r.ms)),
    firstResultRaw: median(firstResult.map((r) => r.raw)),
    firstResultGzip: median(firstResult.map((r) => r.gzip)),
    uiLatencyMedian: median(answered),
    uiLatencyP95: p95(answered),
  };
}

/** The engine alone, in Node, on the built index: what a query costs once everything is loaded. */
function measureEngine(): {median: number; p95: number} {
  const dir = path.join(siteDir, 'build', searchIndexDir);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, searchManifestFile), 'utf8')) as SearchManifest;
  const titles = JSON.parse(fs.readFileSync(path.join(dir, manifest.titles), 'utf8')) as TitlesFile;
  const content = JSON.parse(fs.readFileSync(path.join(dir, manifest.content), 'utf8')) as ContentFile;
  const engine = SearchEngine.withFullText(titles.documents, content);
  const times: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    for (const query of queries) {
      const start = performance.now();
      engine.search(query, {typing: true, limit: 8});
      times.push(performance.now() - start);
    }
  }
  return {median: median(times), p95: p95(times)};
}

async function main(): Promise<void> {
  const {values} = parseArgs({options: {runs: {type: 'string', default: '7'}, 'skip-build': {type: 'boolean', default: false}}});
  if (!values['skip-build']) variants.forEach(build);
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  const results: Record<string, Awaited<ReturnType<typeof measureVariant>>> = {};
  try {
    for (const variant of variants) results[variant.name] = await measureVariant(browser, variant, Number(values.runs));
  } finally {
    await browser.close();
  }
  const engine = measureEngine();
  console.log(`\nSearch, median of ${values.runs} fresh loads of ${pagePath}; query latency over ${queries.length} queries × 3\n`);
  console.log(
    '| engine | bytes before first result (raw / gzip, KiB) | time to first suggestion (ms) | query latency in the UI, median / p95 (ms) |',
  );
  console.log('| --- | --- | --- | --- |');
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `| ${name} | ${kib(r.firstResultRaw)} / ${kib(r.firstResultGzip)} | ${r.firstResultMs.toFixed(0)} | ${r.uiLatencyMedian.toFixed(1)} / ${r.uiLatencyP95.toFixed(1)} |`,
    );
  }
  console.log(
    `\nSite engine alone (Node, full-text index, typing mode, 8 hits): median ${engine.median.toFixed(2)} ms, p95 ${engine.p95.toFixed(2)} ms`,
  );
  fs.mkdirSync(path.join(siteDir, 'bench-results'), {recursive: true});
  fs.writeFileSync(
    path.join(siteDir, 'bench-results/search.json'),
    JSON.stringify({date: new Date().toISOString(), queries, results, engine}, null, 2),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
