/**
 * Two builds, or two browsers, measured side by side: Lighthouse mobile runs that alternate between them, page by
 * page, so both meet the same moments of a machine whose speed moves (this VM's CPU benchmark index ranged from
 * 1,030 to 2,260 within a day). Prints each side's median TBT, every run's TBT, performance, observed first paint
 * and benchmark index.
 *
 * npx tsx scripts/bench/compare.ts --before <build dir> [--after build] [--pairs 5] <path> [<path>...]
 * npx tsx scripts/bench/compare.ts --before build --before-chromium <other Chromium> [--pairs 5] <path>...
 *
 * `--before-chromium` / `--after-chromium` name the browser of each side (the site's Chromium by default): one
 * build under two Chromium versions shows what a browser update alone changes in the figures.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {startStaticServer} from '../staticServer';
import {chromiumPath} from '../../src/node/chromium';
import {median, runLighthouse} from './lighthouse';

type Runs = {tbt: number[]; performance: number[]; firstPaint: number[]; benchmarkIndex: number[]};

async function main(): Promise<void> {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {
      before: {type: 'string'},
      after: {type: 'string', default: 'build'},
      pairs: {type: 'string', default: '5'},
      'before-chromium': {type: 'string'},
      'after-chromium': {type: 'string'},
    },
  });
  if (!values.before || positionals.length === 0)
    throw new Error(
      'Usage: compare.ts --before <build dir> [--after build] [--before-chromium path] [--after-chromium path] [--pairs 5] <path>...',
    );
  const builds = {before: values.before, after: values.after};
  const browsers = [values['before-chromium'], values['after-chromium']].map(
    (browser) => browser ?? chromiumPath(),
  );
  const servers = await Promise.all(
    Object.values(builds).map((dir) => startStaticServer({buildDir: path.resolve(dir), port: 0})),
  );
  try {
    for (const pagePath of positionals) {
      const runs: Runs[] = servers.map(() => ({
        tbt: [],
        performance: [],
        firstPaint: [],
        benchmarkIndex: [],
      }));
      for (let pair = 0; pair < Number(values.pairs); pair += 1) {
        for (const [index, server] of servers.entries()) {
          const result = await runLighthouse(server.url + pagePath.replace(/^\//, ''), 'mobile', {
            chromePath: browsers[index]!,
          });
          runs[index]!.tbt.push(Math.round(result.tbt));
          runs[index]!.performance.push(result.performance);
          runs[index]!.firstPaint.push(Math.round(result.observedFirstPaint));
          runs[index]!.benchmarkIndex.push(Math.round(result.benchmarkIndex));
        }
      }
      for (const [index, name] of Object.keys(builds).entries()) {
        const {tbt, performance, firstPaint, benchmarkIndex} = runs[index]!;
        console.log(
          `${pagePath} ${name} (${Object.values(builds)[index]}, ${browsers[index]}): TBT median ${median(tbt)} ms; runs ${tbt.join(' / ')}; performance ${performance.join(' / ')}; first paint as loaded ${firstPaint.join(' / ')} ms; CPU benchmark index ${benchmarkIndex.join(' / ')}`,
        );
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
