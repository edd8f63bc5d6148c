/**
 * Times what CI runs, the way CI runs it: clones this repository's HEAD into a temporary folder and runs
 * `CI=true bash .ci/run` there (`npm ci && npm test`), once per run, one after the other. For each run it prints
 * the total time, the install's and the end-to-end tests' own figures (as npm and Playwright print them), the
 * outcome, and how busy the machine's CPUs were (from /proc/stat, so the share includes anything else running).
 * With --load, a busy loop on every core runs beside the test run, as `stress --cpu <cores>` would.
 *
 * Usage: npx tsx scripts/bench/testRun.ts [--runs 3] [--load] [--keep]
 * Commit first: the clone has what HEAD has. Run it on an otherwise idle machine; a run takes several minutes.
 * Writes bench-results/test-run/test-run.json.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {Worker} from 'node:worker_threads';
import {median} from './lighthouse';

const siteDir = path.resolve(__dirname, '../..');

type CpuTimes = {busy: number; total: number};

/** All CPUs' jiffies since boot; busy is everything but idle and I/O wait. Undefined off Linux. */
function readCpuTimes(): CpuTimes | undefined {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
    const busy = user! + nice! + system! + irq! + softirq! + steal!;
    return {busy, total: busy + idle! + iowait!};
  } catch {
    return undefined;
  }
}

type RunResult = {
  run: number;
  loaded: boolean;
  commit: string;
  startedAt: string;
  exitCode: number;
  seconds: number;
  cpuBusyPercent?: number;
  /** As npm prints it ("added 1500 packages in 41s"). */
  install?: string;
  /** As Playwright prints it ("263 passed (3.1m)", and any failed or flaky line). */
  endToEnd?: string;
  log: string;
};

/**
 * This process's environment without what `npm run` adds to it: its `npm_*` settings (`npm run -s` would make the
 * clone's `npm ci` silent) and this checkout's `node_modules/.bin` on the PATH.
 */
function ciEnvironment(): NodeJS.ProcessEnv {
  const environment = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'INIT_CWD'),
  );
  environment.PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((entry) => !/[\\/]node_modules[\\/]\.bin$/.test(entry))
    .join(path.delimiter);
  return environment;
}

/** One busy loop per core, until terminated. */
function startLoad(): Worker[] {
  return os.cpus().map(() => new Worker('for (;;) {}', {eval: true}));
}

async function timeOneRun(run: number, loaded: boolean, keep: boolean): Promise<RunResult> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-run-'));
  const clone = path.join(workDir, 'clone');
  const cloned = spawnSync('git', ['clone', '-q', siteDir, clone], {encoding: 'utf8'});
  if (cloned.status !== 0) throw new Error(`git clone failed: ${cloned.stderr}`);
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: clone,
    encoding: 'utf8',
  }).stdout.trim();
  const logFile = path.join(workDir, 'ci.log');
  const log = fs.openSync(logFile, 'w');

  const load = loaded ? startLoad() : [];
  const cpuBefore = readCpuTimes();
  const startedAt = new Date();
  const start = performance.now();
  const exitCode = await new Promise<number>((resolve) => {
    const child = spawn('bash', ['.ci/run'], {
      cwd: clone,
      env: {...ciEnvironment(), CI: 'true'},
      stdio: ['ignore', log, log],
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
  const seconds = (performance.now() - start) / 1000;
  const cpuAfter = readCpuTimes();
  await Promise.all(load.map((worker) => worker.terminate()));
  fs.closeSync(log);

  // eslint-disable-next-line no-control-regex -- the log keeps the tools' colour codes
  const text = fs.readFileSync(logFile, 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
  const kept = path.join(siteDir, 'bench-results/test-run', `run-${run}.log`);
  fs.mkdirSync(path.dirname(kept), {recursive: true});
  fs.copyFileSync(logFile, kept);
  if (!keep) fs.rmSync(workDir, {recursive: true, force: true});
  return {
    run,
    loaded,
    commit,
    startedAt: startedAt.toISOString(),
    exitCode,
    seconds: Math.round(seconds),
    ...(cpuBefore &&
      cpuAfter && {
        cpuBusyPercent: Math.round(
          (100 * (cpuAfter.busy - cpuBefore.busy)) / (cpuAfter.total - cpuBefore.total),
        ),
      }),
    install: text.match(/added \d+ packages[^\n]*/)?.[0],
    endToEnd:
      [...text.matchAll(/^\s*(\d+ (?:passed|failed|flaky|skipped|interrupted|did not run)\b.*)$/gm)]
        .map((match) => match[1]!.trim())
        .join('; ') || undefined,
    log: path.relative(siteDir, kept),
  };
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      runs: {type: 'string', default: '3'},
      load: {type: 'boolean', default: false},
      keep: {type: 'boolean', default: false},
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a whole number: ${values.runs}`);
  const dirty = spawnSync('git', ['status', '--porcelain'], {
    cwd: siteDir,
    encoding: 'utf8',
  }).stdout;
  if (dirty.trim()) console.log('Uncommitted changes are not in the clone: it times HEAD.');

  const results: RunResult[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await timeOneRun(run, values.load, values.keep);
    results.push(result);
    console.log(
      `run ${run}${result.loaded ? ' (loaded)' : ''}: ${result.exitCode === 0 ? 'passed' : `FAILED (exit ${result.exitCode})`} in ${result.seconds} s` +
        `, CPU busy ${result.cpuBusyPercent ?? '?'} %; install: ${result.install ?? '?'}; end-to-end: ${result.endToEnd ?? '?'}; log: ${result.log}`,
    );
  }
  const seconds = results.map((result) => result.seconds);
  const middle = Math.round(median(seconds));
  console.log(
    `${results.filter(({exitCode}) => exitCode === 0).length} of ${runs} passed; median ${middle} s ` +
      `(${Math.floor(middle / 60)} min ${middle % 60} s), from ${Math.min(...seconds)} to ${Math.max(...seconds)} s.`,
  );
  const out = path.join(siteDir, 'bench-results/test-run/test-run.json');
  fs.writeFileSync(out, `${JSON.stringify({median: middle, results}, null, 2)}\n`);
  console.log(`Wrote ${path.relative(siteDir, out)}.`);
  if (results.some(({exitCode}) => exitCode !== 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
