/**
 * How much rendering a page load does, counted rather than timed: the elements Chromium styles and the
 * layout objects it lays out from navigation to network idle, on a phone-sized screen, read from a
 * performance trace. Counts do not move with a busy machine, so two builds can be compared on a noisy VM
 * where Lighthouse's TBT cannot tell them apart.
 * Usage: npx tsx scripts/bench/renderWork.ts [--build <dir>]… <path>…   (default build: build/)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from 'playwright';
import {chromiumArgs, chromiumPath} from '../../src/node/chromium';
import {startStaticServer} from '../staticServer';

type TraceEvent = {
  readonly name: string;
  readonly ph: string;
  readonly args?: Record<string, unknown>;
};

/** Elements styled and layout objects laid out in a trace. */
function renderWork(events: readonly TraceEvent[]): {styled: number; laidOut: number} {
  let styled = 0;
  let laidOut = 0;
  for (const event of events) {
    if (event.name === 'UpdateLayoutTree') styled += Number(event.args?.elementCount ?? 0);
    const begin = event.args?.beginData as {dirtyObjects?: number} | undefined;
    if (event.name === 'Layout' && event.ph === 'X') laidOut += begin?.dirtyObjects ?? 0;
  }
  return {styled, laidOut};
}

async function main(): Promise<void> {
  const {values, positionals} = parseArgs({
    options: {build: {type: 'string', multiple: true}},
    allowPositionals: true,
  });
  if (positionals.length === 0) throw new Error('Usage: renderWork.ts [--build <dir>]… <path>…');
  const builds = values.build ?? ['build'];
  const tracePath = path.join(
    await fs.mkdtemp(path.join(os.tmpdir(), 'render-work-')),
    'trace.json',
  );
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  console.log(
    '| build | page | elements styled | layout objects laid out |\n| --- | --- | --- | --- |',
  );
  for (const buildDir of builds) {
    const server = await startStaticServer({buildDir, port: 0});
    for (const pagePath of positionals) {
      const context = await browser.newContext({
        viewport: {width: 412, height: 823},
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await browser.startTracing(page, {
        path: tracePath,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
      await page.goto(new URL(pagePath.replace(/^\//, ''), server.url).href);
      await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
      await page.waitForLoadState('networkidle');
      await browser.stopTracing();
      await context.close();
      const {traceEvents} = JSON.parse(await fs.readFile(tracePath, 'utf8')) as {
        traceEvents: TraceEvent[];
      };
      const {styled, laidOut} = renderWork(traceEvents);
      console.log(`| ${buildDir} | ${pagePath} | ${styled} | ${laidOut} |`);
    }
    await server.close();
  }
  await browser.close();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
