/**
 * Two builds measured side by side: Lighthouse mobile runs that alternate between them, page by page, so both
 * meet the same moments of a machine whose speed moves (this VM's CPU benchmark index ranged from 1,030 to
 * 2,260 within a day). Prints each build's median TBT, every run's TBT, performance and benchmark index.
 *
 * npx tsx scripts/bench/compare.ts --before <build dir> [--after build] [--pairs 5] <path> [<path>...]
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {startStaticServer} from '../staticServer';
import {median, runLighthouse} from './lighthouse';

type Runs = {tbt: number[]; performance: number[]; benchmarkIndex: number[]};

async function main(): Promise<void> {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {
      before: {type: 'string'},
      after: {type: 'string', default: 'build'},
      pairs: {type: 'string', default: '5'},
    },
  });
  if (!values.before || positionals.length === 0)
    throw new Error('Usage: compare.ts --before <build dir> [--after build] [--pairs 5] <path>...');
  const builds = {before: values.before, after: values.after};
  const servers = await Promise.all(
    Object.values(builds).map((dir) => startStaticServer({buildDir: path.resolve(dir), port: 0})),
  );
  try {
    for (const pagePath of positionals) {
      const runs: Runs[] = servers.map(() => ({tbt: [], performance: [], benchmarkIndex: []}));
      for (let pair = 0; pair < Number(values.pairs); pair += 1) {
        for (const [index, server] of servers.entries()) {
          const result = await runLighthouse(server.url + pagePath.replace(/^\//, ''), 'mobile');
          runs[index]!.tbt.push(Math.round(result.tbt));
          runs[index]!.performance.push(result.performance);
          runs[index]!.benchmarkIndex.push(Math.round(result.benchmarkIndex));
        }
      }
      for (const [index, name] of Object.keys(builds).entries()) {
        const {tbt, performance, benchmarkIndex} = runs[index]!;
        console.log(
          `${pagePath} ${name} (${Object.values(builds)[index]}): TBT median ${median(tbt)} ms; runs ${tbt.join(' / ')}; performance ${performance.join(' / ')}; CPU benchmark index ${benchmarkIndex.join(' / ')}`,
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
