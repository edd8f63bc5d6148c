/**
 * `npm run bench`: builds the site cold, serves it with gzip like GitHub Pages,
 * and prints one table per page type: bytes loaded (raw and gzip) until the load
 * event and until the network is idle, request counts, and Lighthouse mobile and
 * desktop medians. Writes bench-results/bench.json.
 * Options: --runs N (Lighthouse runs per form factor, default 3), --skip-build, --only home,writeup,
 * --paths /docs/a,/docs/b (any pages, named by their path; a /docs/ page is held to the write-up targets),
 * --mobile-only (the speed targets are mobile ones; halves the time)
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from 'playwright';
import {resolveBuildFile, startStaticServer} from '../staticServer';
import {site} from '../../src/config/site';
import {chromiumArgs, chromiumPath} from '../../src/node/chromium';
import {medianSummary, runLighthouse, type FormFactor, type LighthouseSummary} from './lighthouse';
import {budgets} from './budgets';
import {measuredPages, writeupPages, type MeasuredPage} from './pageTypes';
import {measurePageTransfer, type PageTransfer} from './transfer';

const siteDir = path.resolve(__dirname, '../..');
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function coldBuild(): number {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    fs.rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  }
  const start = performance.now();
  const build = spawnSync('npx', ['docusaurus', 'build'], {cwd: siteDir, stdio: 'inherit'});
  if (build.status !== 0) throw new Error('docusaurus build failed');
  return (performance.now() - start) / 1000;
}

type PageResult = {
  transfer: PageTransfer;
  lighthouse: {mobile: LighthouseSummary; desktop?: LighthouseSummary};
  mobileTbtRuns: number[];
};

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      runs: {type: 'string', default: '3'},
      'skip-build': {type: 'boolean', default: false},
      only: {type: 'string'},
      paths: {type: 'string'},
      'mobile-only': {type: 'boolean', default: false},
      // Lighthouse's CPU slowdown for the mobile runs (default 4); see runLighthouse.
      'cpu-multiplier': {type: 'string'},
    },
  });
  const cpuSlowdownMultiplier =
    values['cpu-multiplier'] === undefined ? undefined : Number(values['cpu-multiplier']);
  if (cpuSlowdownMultiplier !== undefined && !(cpuSlowdownMultiplier > 0))
    throw new Error(`--cpu-multiplier: a positive number, not ${values['cpu-multiplier']}`);
  const runs = Number(values.runs);
  const formFactors: FormFactor[] = values['mobile-only'] ? ['mobile'] : ['mobile', 'desktop'];
  const selected = (values.only?.split(',') ?? Object.keys(measuredPages)) as MeasuredPage[];
  const unknown = selected.filter((name) => !(name in measuredPages));
  if (unknown.length > 0)
    throw new Error(
      `--only: no page type ${unknown.join(', ')} (known: ${Object.keys(measuredPages).join(', ')})`,
    );
  // Each measured page by its name in the tables: a page type's name, or the path given with --paths.
  const pages: [name: string, path: string][] = values.paths
    ? values.paths
        .split(',')
        .map((pagePath) => [pagePath, pagePath.startsWith('/') ? pagePath : `/${pagePath}`])
    : selected.map((pageType) => [pageType, measuredPages[pageType]]);
  const isWriteupPage = (name: string) =>
    (writeupPages as readonly string[]).includes(name) ||
    (values.paths !== undefined && name.startsWith('/docs/'));
  const buildSeconds = values['skip-build'] ? null : coldBuild();
  const buildBytes = Number(
    spawnSync('du', ['-sb', 'build'], {cwd: siteDir, encoding: 'utf8'}).stdout.split('\t')[0],
  );

  const buildDir = path.join(siteDir, 'build');
  const server = await startStaticServer({buildDir, port: 0});
  const rawSizeOf = async (url: string) => {
    const file = await resolveBuildFile(
      buildDir,
      new URL(url).pathname.slice(site.baseUrl.length - 1),
    );
    return file ? fs.statSync(file).size : 0;
  };
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  const results: Record<string, PageResult> = {};
  try {
    for (const [pageType, pagePath] of pages) {
      const url = server.url + pagePath.slice(1);
      const transfer = await measurePageTransfer(browser, url, {resolveRawSize: rawSizeOf});
      const lighthouse: Partial<Record<FormFactor, LighthouseSummary>> = {};
      let mobileTbtRuns: number[] = [];
      for (const formFactor of formFactors) {
        const summaries: LighthouseSummary[] = [];
        for (let run = 0; run < runs; run += 1)
          summaries.push(
            await runLighthouse(
              url,
              formFactor,
              formFactor === 'mobile' ? {cpuSlowdownMultiplier} : {},
            ),
          );
        lighthouse[formFactor] = medianSummary(summaries);
        if (formFactor === 'mobile') mobileTbtRuns = summaries.map((summary) => summary.tbt);
      }
      results[pageType] = {
        transfer,
        lighthouse: {...lighthouse, mobile: lighthouse.mobile!},
        mobileTbtRuns,
      };
      console.error(`measured ${pageType}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }

  console.log(
    `\nCold build: ${buildSeconds === null ? 'skipped' : `${buildSeconds.toFixed(1)} s`}; build size ${(buildBytes / 1024 / 1024).toFixed(1)} MiB\n`,
  );
  console.log(
    'Bytes (KiB, raw / gzip) until the load event | until hydrated | until network idle, with requests',
  );
  console.log(
    '| page | HTML | JS | CSS | all at load (req) | JS hydrated (req) | JS idle | all idle (req) | of which prefetch |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [pageType, {transfer}] of Object.entries(results)) {
    const {beforeLoad: l, untilHydrated: h, untilIdle: i, prefetch} = transfer;
    const all = (t: typeof l) =>
      Object.values(t).reduce((a, b) => ({
        raw: a.raw + b.raw,
        gzip: a.gzip + b.gzip,
        requests: a.requests + b.requests,
      }));
    const fmt = (b: {raw: number; gzip: number}) => `${kib(b.raw)} / ${kib(b.gzip)}`;
    console.log(
      `| ${pageType} | ${fmt(l.html)} | ${fmt(l.js)} | ${fmt(l.css)} | ${fmt(all(l))} (${all(l).requests}) | ${fmt(h.js)} (${h.js.requests}) | ${fmt(i.js)} | ${fmt(all(i))} (${all(i).requests}) | ${fmt(prefetch)} (${prefetch.requests}) |`,
    );
  }
  console.log(
    `\nLighthouse 12, median of ${runs} runs: performance / accessibility / best practices / SEO; FCP, LCP, TBT in ms; CLS`,
  );
  console.log(
    '| page | mobile scores | mobile FCP | LCP | TBT | CLS | desktop scores | desktop FCP | LCP | TBT | CLS |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [pageType, {lighthouse}] of Object.entries(results)) {
    const cells = (s: LighthouseSummary) => [
      `${s.performance} / ${s.accessibility} / ${s.bestPractices} / ${s.seo}`,
      s.fcp.toFixed(0),
      s.lcp.toFixed(0),
      s.tbt.toFixed(0),
      s.cls.toFixed(3),
    ];
    const desktop = lighthouse.desktop ? cells(lighthouse.desktop) : ['not run', '', '', '', ''];
    console.log(`| ${pageType} | ${[...cells(lighthouse.mobile), ...desktop].join(' | ')} |`);
  }
  console.log(
    `\nSpeed against the targets (Lighthouse mobile, median of ${runs}; every run's TBT listed)`,
  );
  console.log(
    '| page | TBT median (budget) | TBT per run (no run above) | performance (target) | met | CPU benchmark index |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  const {lighthouse: target} = budgets;
  for (const [pageType, {lighthouse, mobileTbtRuns}] of Object.entries(results)) {
    const isWriteup = isWriteupPage(pageType);
    const performanceTarget = isWriteup ? target.writeupPerformance : target.otherPerformance;
    const {tbt, performance} = lighthouse.mobile;
    const met =
      performance >= performanceTarget &&
      (!isWriteup ||
        (tbt <= target.writeupTbtMs &&
          mobileTbtRuns.every((run) => run <= target.writeupSingleRunTbtMs)));
    console.log(
      `| ${pageType} | ${tbt.toFixed(0)} ms (${isWriteup ? `≤ ${target.writeupTbtMs}` : '–'}) | ${mobileTbtRuns.map((run) => run.toFixed(0)).join(' / ')} (${isWriteup ? target.writeupSingleRunTbtMs : '–'}) | ${performance} (≥ ${performanceTarget}) | ${met ? 'yes' : 'NO'} | ${lighthouse.mobile.benchmarkIndex.toFixed(0)} |`,
    );
  }
  const failing = Object.entries(results).flatMap(([pageType, {lighthouse}]) =>
    [
      ...new Set([
        ...lighthouse.mobile.failingAudits,
        ...(lighthouse.desktop?.failingAudits ?? []),
      ]),
    ].map((audit) => `${pageType}: ${audit}`),
  );
  console.log(
    failing.length > 0
      ? `\nAudits below 100 in accessibility, best practices or SEO:\n${failing.join('\n')}`
      : '\nNo failing accessibility, best-practice or SEO audit.',
  );

  fs.mkdirSync(path.join(siteDir, 'bench-results'), {recursive: true});
  const output = path.join(siteDir, 'bench-results/bench.json');
  fs.writeFileSync(
    output,
    JSON.stringify(
      {date: new Date().toISOString(), runs, buildSeconds, buildBytes, pages: results},
      null,
      2,
    ),
  );
  console.log(`\nWrote ${path.relative(siteDir, output)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
