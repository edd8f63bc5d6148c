/**
 * What each long task of a page load is: loads a page of the build in Chromium as
 * Lighthouse's mobile preset sees it (412×823, CPU 4× slower), records a
 * performance trace with the JavaScript sampling profiler, and prints every main
 * thread task of 50 ms or more: when it ran, what started it (a script's
 * evaluation, a timer, an idle callback, an event, parsing), and the functions
 * that took most of its time, named from the build's source maps when there are
 * any (`SOURCE_MAPS=true npm run build`) and by file and position otherwise.
 *
 * npx tsx scripts/bench/longTasks.ts [--runs 3] [--build dir] <path> [<path>...]   (paths relative to the base URL)
 *
 * Used by `npm run bench` for the traces of the write-up page types; the figures
 * of a closing note come from here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Browser} from 'playwright';
import {SourceMapConsumer, type RawSourceMap} from 'source-map-js';
import {chromiumArgs, chromiumPath} from '../../src/node/chromium';
import {startStaticServer} from '../staticServer';
import {buildDir} from '../routeInventory';

/** Lighthouse's mobile preset: a Moto G Power screen and a CPU four times slower. */
export const mobileViewport = {width: 412, height: 823} as const;
export const cpuSlowdown = 4;
const longTaskMs = 50;

type TraceEvent = {
  readonly name: string;
  readonly cat: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly id?: string;
  readonly args?: {readonly name?: string; readonly data?: Record<string, unknown>};
};

type CallFrame = {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
  readonly columnNumber: number;
};
type ProfileNode = {readonly id: number; readonly callFrame: CallFrame; readonly parent?: number};

export type LongTask = {
  /** Milliseconds from the start of navigation. */
  readonly start: number;
  readonly duration: number;
  /** What started it: the first event under the task, with its script or type. */
  readonly cause: string;
  /** Time by kind of work inside the task (script, style and layout, parsing, garbage collection…). */
  readonly breakdown: readonly (readonly [kind: string, ms: number])[];
  /** The functions with the most self time in the task, most first. */
  readonly hotFunctions: readonly (readonly [name: string, ms: number])[];
};

export type PageTrace = {
  readonly url: string;
  readonly loadEvent: number;
  readonly tasks: readonly LongTask[];
};

const kindOf: Record<string, string> = {
  EvaluateScript: 'script',
  FunctionCall: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  V8Compile: 'compile',
  Layout: 'layout',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  MinorGC: 'GC',
  MajorGC: 'GC',
  'V8.GC_SCAVENGER': 'GC',
  Paint: 'paint',
  PrePaint: 'paint',
};

/** Names a script position from the build's source maps, read once per file. */
class SourceNames {
  private readonly consumers = new Map<string, SourceMapConsumer | null>();

  constructor(private readonly siteRoot: string) {}

  name(frame: CallFrame): string {
    const file = frame.url.replace(/^https?:\/\/[^/]+\/[^/]+\//, '');
    const consumer = this.consumer(file);
    const position = consumer?.originalPositionFor({
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    });
    if (position?.source) {
      const source = position.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
      return `${position.name ?? frame.functionName ?? '(anonymous)'} ${source}:${position.line}`;
    }
    return `${frame.functionName || '(anonymous)'} ${file || '(native)'}:${frame.lineNumber}:${frame.columnNumber}`;
  }

  private consumer(file: string): SourceMapConsumer | null {
    if (!this.consumers.has(file)) {
      const mapFile = path.join(this.siteRoot, `${file}.map`);
      this.consumers.set(
        file,
        fs.existsSync(mapFile)
          ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')) as RawSourceMap)
          : null,
      );
    }
    return this.consumers.get(file) ?? null;
  }
}

/** The page renderer's main thread: the CrRendererMain thread with the most task time. */
function mainThread(events: readonly TraceEvent[]): {pid: number; tid: number} {
  const renderers = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const taskTime = (pid: number, tid: number) =>
    events
      .filter((event) => event.pid === pid && event.tid === tid && event.name === 'RunTask')
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const best = renderers
    .map(({pid, tid}) => ({pid, tid, time: taskTime(pid, tid)}))
    .sort((a, b) => b.time - a.time)[0];
  if (!best) throw new Error('The trace has no renderer main thread.');
  return best;
}

/** The sampled stacks of the trace's CPU profile: one sample = (time in µs, leaf node). */
function profileSamples(
  events: readonly TraceEvent[],
  pid: number,
): {nodes: Map<number, ProfileNode>; samples: [number, number][]} {
  const nodes = new Map<number, ProfileNode>();
  const samples: [number, number][] = [];
  const starts = new Map<string, number>();
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile')
      starts.set(
        event.id ?? '',
        Number((event.args?.data as {startTime?: number})?.startTime ?? event.ts),
      );
    if (event.name !== 'ProfileChunk') continue;
    const data = event.args?.data as {
      cpuProfile?: {nodes?: ProfileNode[]; samples?: number[]};
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let time = starts.get(event.id ?? '') ?? event.ts;
    const last = samples.at(-1);
    if (last && starts.get(event.id ?? '') !== undefined && samples.length > 0)
      time = Math.max(time, last[0]);
    (data.cpuProfile?.samples ?? []).forEach((node, index) => {
      time += data.timeDeltas?.[index] ?? 0;
      samples.push([time, node]);
    });
    starts.set(event.id ?? '', time);
  }
  samples.sort((a, b) => a[0] - b[0]);
  return {nodes, samples};
}

/** Reads a trace into the page's long tasks. */
export function longTasksOf(
  events: readonly TraceEvent[],
  names: SourceNames,
): {loadEvent: number; tasks: LongTask[]} {
  const {pid, tid} = mainThread(events);
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid);
  const navigation =
    events.find((event) => event.name === 'navigationStart' && event.pid === pid)?.ts ??
    onMain[0]!.ts;
  const load =
    events.find((event) => event.name === 'loadEventEnd' && event.pid === pid)?.ts ?? navigation;
  const {nodes, samples} = profileSamples(events, pid);
  const tasks: LongTask[] = [];
  for (const task of onMain.filter(
    (event) =>
      event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) >= longTaskMs * 1000,
  )) {
    const end = task.ts + task.dur!;
    const inside = onMain.filter(
      (event) => event !== task && event.ph === 'X' && event.ts >= task.ts && event.ts < end,
    );
    const first = inside.sort((a, b) => a.ts - b.ts)[0];
    const data = first?.args?.data as
      {url?: string; type?: string; functionName?: string} | undefined;
    const cause = first
      ? `${first.name}${data?.url ? ` ${data.url.replace(/^https?:\/\/[^/]+/, '')}` : ''}${data?.type ? ` (${data.type})` : ''}`
      : 'native work';
    const byKind = new Map<string, number>();
    for (const event of inside) {
      const kind = kindOf[event.name];
      if (kind) byKind.set(kind, (byKind.get(kind) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const self = new Map<string, number>();
    for (let index = 0; index < samples.length; index += 1) {
      const [time, nodeId] = samples[index]!;
      if (time < task.ts || time >= end) continue;
      const next = samples[index + 1]?.[0] ?? time;
      const node = nodes.get(nodeId);
      if (!node || ['(idle)', '(root)'].includes(node.callFrame.functionName)) continue;
      const name = node.callFrame.url
        ? names.name(node.callFrame)
        : node.callFrame.functionName || '(native)';
      self.set(name, (self.get(name) ?? 0) + Math.min(next - time, 10_000) / 1000);
    }
    tasks.push({
      start: (task.ts - navigation) / 1000,
      duration: task.dur! / 1000,
      cause,
      breakdown: [...byKind].sort((a, b) => b[1] - a[1]),
      hotFunctions: [...self].sort((a, b) => b[1] - a[1]).slice(0, 6),
    });
  }
  return {loadEvent: (load - navigation) / 1000, tasks};
}

/** Loads one page (a first visit) and returns its long tasks. */
export async function tracePage(
  browser: Browser,
  url: string,
  names: SourceNames,
): Promise<PageTrace> {
  const context = await browser.newContext({
    viewport: mobileViewport,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing',
      'loading',
      'toplevel',
    ],
  });
  await page.goto(url, {waitUntil: 'load'});
  // What the page does after its load event (hydration, prefetching, idle work) counts too.
  await page.waitForTimeout(5_000);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  await context.close();
  return {url, ...longTasksOf(trace.traceEvents, names)};
}

export function formatTrace({url, loadEvent, tasks}: PageTrace): string {
  const total = tasks.reduce((sum, task) => sum + Math.max(0, task.duration - longTaskMs), 0);
  const lines = [
    `${url}: load event at ${Math.round(loadEvent)} ms; ${tasks.length} long tasks, ${Math.round(total)} ms over 50 ms`,
  ];
  for (const task of tasks) {
    lines.push(
      `  ${Math.round(task.start).toString().padStart(6)} ms  ${Math.round(task.duration).toString().padStart(4)} ms  ${task.cause}`,
    );
    lines.push(
      `      ${task.breakdown.map(([kind, ms]) => `${kind} ${Math.round(ms)}`).join(', ')}`,
    );
    for (const [name, ms] of task.hotFunctions)
      lines.push(`      ${Math.round(ms).toString().padStart(4)} ms  ${name}`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const {positionals, values} = parseArgs({
    allowPositionals: true,
    options: {runs: {type: 'string', default: '1'}, build: {type: 'string'}},
  });
  const dir = values.build ? path.resolve(values.build) : buildDir;
  if (!fs.existsSync(path.join(dir, 'index.html')))
    throw new Error(`No build in ${dir}: run \`npm run build\` first.`);
  const server = await startStaticServer({buildDir: dir, port: 0});
  const browser = await chromium.launch({executablePath: chromiumPath(), args: [...chromiumArgs]});
  const names = new SourceNames(dir);
  try {
    for (const pagePath of positionals.length > 0
      ? positionals
      : ['docs/pico-ctf/cryptography/caesar']) {
      for (let run = 0; run < Number(values.runs); run += 1) {
        console.log(
          formatTrace(
            await tracePage(browser, `${server.url}${pagePath.replace(/^\//, '')}`, names),
          ),
        );
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
