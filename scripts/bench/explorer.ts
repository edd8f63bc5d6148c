/**
 * `npm run bench:explorer`: how fast the write-ups explorer answers a filter change.
 * 1. In Node: facet counts, filtering and sorting over the site's write-ups padded
 *    to 200 items, for a fixed list of filter states (median and p95 of 200 runs each).
 * 2. In Chromium (the production build, unthrottled and with the CPU 4× slower
 *    like a mid-range phone): for each click on a facet or keystroke in the text
 *    filter, the ms until React has committed the new list, and until the next
 *    frame has been painted. One frame is 16.7 ms.
 * Needs a build (npm run build).
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright';
import {
  facetOptions,
  filterWriteups,
  initialState,
  sortWriteups,
  type ExplorerState,
} from '../../src/plugins/features/explorer/facets';
import type {WriteupSummary} from '../../src/plugins/model/writeups';
import {chromiumArgs, chromiumPath} from '../../src/node/chromium';
import {startStaticServer} from '../staticServer';
import {median, p95} from './lighthouse';

const siteDir = path.resolve(__dirname, '../..');

function readWriteups(): WriteupSummary[] {
  const dataDir = path.join(siteDir, '.docusaurus/explorer/default');
  const file = fs
    .readdirSync(dataDir)
    .find((name) => name.startsWith('writeups') && name.endsWith('.json'));
  if (!file) throw new Error('No explorer data: run `npm run build` first.');
  return JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')) as WriteupSummary[];
}

function nodeTimings(writeups: readonly WriteupSummary[]): void {
  const padded = Array.from({length: 200}, (_, index) => ({
    ...writeups[index % writeups.length]!,
    permalink: `${writeups[index % writeups.length]!.permalink}#${index}`,
  }));
  const states: ExplorerState[] = [
    initialState,
    {...initialState, selected: {...initialState.selected, platform: ['picoctf']}},
    {
      ...initialState,
      selected: {
        ...initialState.selected,
        platform: ['picoctf'],
        difficulty: ['easy', 'medium'],
        tool: ['Python'],
      },
      sort: 'points',
    },
    {...initialState, text: 'registry persistence', sort: 'title'},
  ];
  const times: number[] = [];
  for (let run = 0; run < 200; run++) {
    for (const state of states) {
      const start = performance.now();
      facetOptions(padded, state);
      sortWriteups(filterWriteups(padded, state), state.sort);
      times.push(performance.now() - start);
    }
  }
  console.log(
    `Node, 200 write-ups, counts + filter + sort: median ${median(times).toFixed(2)} ms, p95 ${p95(times).toFixed(2)} ms`,
  );
}

async function browserTimings(slowdown: number): Promise<void> {
  const server = await startStaticServer({buildDir: path.join(siteDir, 'build'), port: 4391});
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: {width: 1280, height: 800},
    });
    const page = await context.newPage();
    await page.goto(`${server.url}writeups`);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: slowdown});
    // Each interaction: ms until React has committed the new list (the event's own work),
    // and ms until the frame showing it has been painted (which includes waiting for that frame).
    const measure = `async ({kind, target, text}) => {
      const element = kind === 'click'
        ? [...document.querySelectorAll('input[type=checkbox]')].find((box) => box.closest('label').textContent.startsWith(target))
        : document.querySelector('input[type=search]');
      const start = performance.now();
      if (kind === 'click') element.click();
      else {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(element, text);
        element.dispatchEvent(new Event('input', {bubbles: true}));
      }
      const committed = performance.now();
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return [committed - start, performance.now() - start];
    }`;
    const steps = [
      ...['picoCTF', 'Root-Me', 'Easy', 'Medium', 'Root-Me', 'picoCTF', 'Easy', 'Medium'].map(
        (target) => ({
          kind: 'click',
          target,
          text: '',
        }),
      ),
      ...['r', 're', 'reg', 'regi', 'regis', 'regist', 'registr', 'registry', ''].map((text) => ({
        kind: 'type',
        target: '',
        text,
      })),
    ];
    const commits: number[] = [];
    const painted: number[] = [];
    for (const step of steps) {
      const [commit, paint] = (await page.evaluate(`(${measure})(${JSON.stringify(step)})`)) as [
        number,
        number,
      ];
      commits.push(commit);
      painted.push(paint);
      await page.waitForTimeout(100);
    }
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `Chromium, CPU ${slowdown}× slower, ${steps.length} filter changes (one frame is 16.7 ms):\n` +
        `  event handled and list committed: median ${ms(median(commits))}, max ${ms(Math.max(...commits))}\n` +
        `  until the next frame was painted: median ${ms(median(painted))}, max ${ms(Math.max(...painted))}`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

async function main(): Promise<void> {
  nodeTimings(readWriteups());
  await browserTimings(1);
  await browserTimings(4);
}

void main();
