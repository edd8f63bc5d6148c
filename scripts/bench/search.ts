/**
 * `npm run bench:search`: the site's sharded search index against Pagefind 1.6,
 * side by side over the same pages: synthetic corpora of 200, 2,000 and 10,000
 * pages (deterministic, about 1,200 words each, scripts/bench/syntheticCorpus.ts)
 * and the built site (run `npm run build` first).
 *
 * For each corpus and engine: the index build time and total size, then in
 * Chromium on a slow profile (every request 150 ms late, one shared 1.6 Mbit/s
 * link, CPU 4× slower on the page and in its workers), for fixed queries each on
 * a fresh page with nothing cached: the bytes downloaded from the moment the
 * query is asked until the first result is known (library and index, gzip as
 * sent) and the time that takes. Medians over the queries.
 *
 * Options: --sizes 200,2000,10000 (synthetic corpora), --no-site, --queries N (per corpus, default 5)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {parseArgs} from 'node:util';
import * as esbuild from 'esbuild';
import {chromium, type Browser} from 'playwright';
import type * as Pagefind from 'pagefind';
import {chromiumArgs, chromiumPath} from '../../src/node/chromium';
import type {SearchDocument} from '../../src/plugins/features/search/documents';
import {buildSearchFiles} from '../../src/plugins/features/search/indexBuilder';
import {searchIndexDir, searchManifestFile} from '../../src/plugins/features/search/constants';
import {escapeHtml} from '../../src/utils/html';
import {median} from './lighthouse';
import {syntheticDocuments, topicWords} from './syntheticCorpus';
import {startStaticServer, type SimulatedNetwork} from '../staticServer';

// Pagefind publishes an ES module only: loaded with import(), its types imported apart.
const loadPagefind = (): Promise<typeof Pagefind> => import('pagefind');

const siteDir = path.resolve(__dirname, '../..');
const workDir = path.join(siteDir, 'bench-results/search');
const network: SimulatedNetwork = {latencyMs: 150, bytesPerSecond: 1_600_000 / 8};
const cpuSlowdown = 4;
/** Suggestions the search box shows: the engine fetches the fragments of that many hits. */
const hitsShown = 8;
const siteQueries = ['registry', 'sleuth', 'bitlocker', 'wireshark', 'steganography'];

type Measure = {
  readonly bytes: number;
  readonly libraryBytes: number;
  readonly ms: number;
  readonly first: string;
};
type EngineResult = {
  readonly buildMs: number | null;
  readonly diskBytes: number;
  readonly gzipBytes: number;
  readonly queries: Measure[];
};
type CorpusResult = {
  readonly name: string;
  readonly pages: number;
  readonly ours: EngineResult;
  readonly pagefind: EngineResult;
};

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function folderSize(dir: string): {diskBytes: number; gzipBytes: number} {
  let diskBytes = 0;
  let gzipBytes = 0;
  for (const entry of fs.readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    const content = fs.readFileSync(path.join(entry.parentPath, entry.name));
    diskBytes += content.length;
    gzipBytes += /\.(json|js|html)$/.test(entry.name)
      ? zlib.gzipSync(content).length
      : content.length;
  }
  return {diskBytes, gzipBytes};
}

/** The search worker as one minified file, as the site ships it (lunr, the engine and the worker). */
async function bundleWorker(outfile: string): Promise<void> {
  await esbuild.build({
    entryPoints: [path.join(siteDir, 'src/plugins/features/search/client/search.worker.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    outfile,
    logLevel: 'error',
  });
}

// As src/plugins/features/search/client/searchService.ts does it: the manifest is fetched while the worker's script loads.
const oursHarness = `<!doctype html><html lang="en"><title>ours</title><script>
window.runSearch = (query) => new Promise((resolve, reject) => {
  const start = performance.now();
  const manifest = fetch('/${searchIndexDir}/${searchManifestFile}', {cache: 'no-store'}).then((response) => response.json());
  const worker = new Worker('/search.worker.js');
  worker.onmessage = ({data}) => {
    if (data.type === 'ready') worker.postMessage({type: 'search', id: 1, query, options: {limit: ${hitsShown}}});
    else if (data.type === 'failed') reject(new Error(data.error));
    else if (data.type === 'result') {
      const hit = data.outcome.ok ? data.outcome.hits[0] : null;
      resolve({ms: performance.now() - start, first: hit ? hit.url : String(data.outcome.error || 'no result')});
    }
  };
  manifest.then((loaded) => worker.postMessage({type: 'load', indexUrl: '/${searchIndexDir}/', manifest: loaded}), reject);
});
</script></html>`;

const pagefindHarness = `<!doctype html><html lang="en"><title>pagefind</title><script>
window.runSearch = async (query) => {
  const start = performance.now();
  const pagefind = await import('/pagefind/pagefind.js');
  const search = await pagefind.search(query);
  const first = search.results[0] ? await search.results[0].data() : null;
  return {ms: performance.now() - start, first: first ? first.url : 'no result'};
};
</script></html>`;

function pageHtml(document: SearchDocument): string {
  const sections = document.sections
    .map(
      ({anchor, heading, text}) =>
        `${heading ? `<h2 id="${anchor}">${escapeHtml(heading)}</h2>` : ''}<p>${escapeHtml(text)}</p>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><title>${escapeHtml(document.title)}</title></head><body><main data-pagefind-body><h1>${escapeHtml(document.title)}</h1><p>${escapeHtml(document.description)}</p>${sections}</main></body></html>`;
}

async function buildOurs(documents: readonly SearchDocument[], dir: string): Promise<number> {
  const start = performance.now();
  const {manifest, files} = await buildSearchFiles(documents);
  const indexDir = path.join(dir, searchIndexDir);
  fs.rmSync(indexDir, {recursive: true, force: true});
  fs.mkdirSync(path.join(indexDir, manifest.fragments), {recursive: true});
  for (const [file, json] of files) fs.writeFileSync(path.join(indexDir, file), json);
  fs.writeFileSync(path.join(indexDir, searchManifestFile), JSON.stringify(manifest));
  return performance.now() - start;
}

async function buildPagefind(
  source: readonly SearchDocument[] | string,
  dir: string,
): Promise<number> {
  const outputPath = path.join(dir, 'pagefind');
  fs.rmSync(outputPath, {recursive: true, force: true});
  const pagefind = await loadPagefind();
  const start = performance.now();
  const {index, errors} = await pagefind.createIndex({forceLanguage: 'en'});
  if (!index) throw new Error(`Pagefind: ${errors.join(', ')}`);
  if (typeof source === 'string') await index.addDirectory({path: source});
  else
    for (const document of source)
      await index.addHTMLFile({url: `/${document.url}/`, content: pageHtml(document)});
  await index.writeFiles({outputPath});
  return performance.now() - start;
}

/** The engine's own code (worker bundle; Pagefind's script, worker and WebAssembly), as opposed to its index. */
const isLibrary = (requestPath: string) =>
  /\/search\.worker\.js$|\/pagefind\/(?:pagefind[^/]*\.js|wasm\.[^/]+)$/.test(requestPath);

async function measureQueries(
  browser: Browser,
  root: string,
  queries: readonly string[],
): Promise<Measure[]> {
  let responses: {path: string; bytes: number}[] = [];
  const server = await startStaticServer({
    buildDir: root,
    port: 0,
    baseUrl: '/',
    network,
    onResponse: (pathname, bytes) => responses.push({path: pathname, bytes}),
  });
  const results: Measure[] = [];
  try {
    for (const query of queries) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}index.html`);
      // Chromium applies this to the page's workers too (checked: a busy loop in a worker slows by the same factor).
      const session = await context.newCDPSession(page);
      await session.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
      responses = [];
      const {ms, first} = await page.evaluate(
        (text) =>
          (
            window as unknown as {runSearch(q: string): Promise<{ms: number; first: string}>}
          ).runSearch(text),
        query,
      );
      results.push({
        bytes: responses.reduce((total, response) => total + response.bytes, 0),
        libraryBytes: responses
          .filter((response) => isLibrary(response.path))
          .reduce((total, response) => total + response.bytes, 0),
        ms,
        first: first.slice(0, 48),
      });
      await context.close();
    }
  } finally {
    await server.close();
  }
  return results;
}

async function runCorpus(
  browser: Browser,
  name: string,
  documents: readonly SearchDocument[] | null,
  queries: readonly string[],
): Promise<CorpusResult> {
  const dir = path.join(workDir, name);
  const oursDir = path.join(dir, 'ours');
  const pagefindDir = path.join(dir, 'pagefind');
  fs.mkdirSync(oursDir, {recursive: true});
  fs.mkdirSync(pagefindDir, {recursive: true});
  let oursBuildMs: number | null = null;
  if (documents) oursBuildMs = await buildOurs(documents, oursDir);
  else {
    fs.rmSync(path.join(oursDir, searchIndexDir), {recursive: true, force: true});
    fs.cpSync(path.join(siteDir, 'build', searchIndexDir), path.join(oursDir, searchIndexDir), {
      recursive: true,
    });
  }
  await bundleWorker(path.join(oursDir, 'search.worker.js'));
  fs.writeFileSync(path.join(oursDir, 'index.html'), oursHarness);
  const pagefindBuildMs = await buildPagefind(
    documents ?? path.join(siteDir, 'build'),
    pagefindDir,
  );
  fs.writeFileSync(path.join(pagefindDir, 'index.html'), pagefindHarness);
  const pages =
    documents?.length ??
    JSON.parse(fs.readFileSync(path.join(oursDir, searchIndexDir, searchManifestFile), 'utf8'))
      .documents;
  return {
    name,
    pages,
    ours: {
      buildMs: oursBuildMs,
      ...folderSize(path.join(oursDir, searchIndexDir)),
      queries: await measureQueries(browser, oursDir, queries),
    },
    pagefind: {
      buildMs: pagefindBuildMs,
      ...folderSize(path.join(pagefindDir, 'pagefind')),
      queries: await measureQueries(browser, pagefindDir, queries),
    },
  };
}

async function main() {
  const {values} = parseArgs({
    options: {
      sizes: {type: 'string', default: '200,2000,10000'},
      'no-site': {type: 'boolean', default: false},
      queries: {type: 'string', default: '5'},
    },
  });
  const queryCount = Number(values.queries);
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  const results: CorpusResult[] = [];
  try {
    if (!values['no-site']) {
      if (!fs.existsSync(path.join(siteDir, 'build', searchIndexDir, searchManifestFile)))
        throw new Error('Run `npm run build` first (or pass --no-site).');
      results.push(await runCorpus(browser, 'site', null, siteQueries.slice(0, queryCount)));
    }
    for (const size of values.sizes.split(',').filter(Boolean).map(Number)) {
      results.push(
        await runCorpus(
          browser,
          `synthetic-${size}`,
          syntheticDocuments(size),
          topicWords.slice(0, queryCount),
        ),
      );
    }
  } finally {
    await browser.close();
    await (await loadPagefind()).close();
  }
  report(results);
}

function report(results: readonly CorpusResult[]) {
  console.log(
    `\nSearch: first full-text result, cold, ${network.latencyMs} ms per request, ${(network.bytesPerSecond * 8) / 1e6} Mbit/s shared, CPU ${cpuSlowdown}× slower; medians over the queries`,
  );
  console.log(
    '| corpus | pages | engine | build | index on disk (gzip) | bytes before first result, KiB (library) | time to first result |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const result of results) {
    for (const [engine, measured] of [
      ['this site', result.ours],
      ['Pagefind 1.6', result.pagefind],
    ] as const) {
      const build =
        measured.buildMs === null
          ? 'in `npm run build`'
          : `${(measured.buildMs / 1000).toFixed(2)} s`;
      console.log(
        `| ${result.name} | ${result.pages} | ${engine} | ${build} | ${(measured.diskBytes / 1048576).toFixed(1)} MiB (${(measured.gzipBytes / 1048576).toFixed(1)}) | ${kib(median(measured.queries.map((query) => query.bytes)))} (${kib(median(measured.queries.map((query) => query.libraryBytes)))}) | ${Math.round(median(measured.queries.map((query) => query.ms)))} ms |`,
      );
    }
  }
  console.log('\nPer query (bytes KiB / ms / first result):');
  for (const result of results) {
    for (const [engine, measured] of [
      ['ours', result.ours],
      ['pagefind', result.pagefind],
    ] as const) {
      console.log(
        `${result.name} ${engine}: ${measured.queries.map((query) => `${kib(query.bytes)}/${Math.round(query.ms)}/${query.first}`).join('  ')}`,
      );
    }
  }
  fs.mkdirSync(workDir, {recursive: true});
  fs.writeFileSync(path.join(workDir, 'search.json'), JSON.stringify(results, null, 2));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
