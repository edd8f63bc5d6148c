import {execFileSync} from 'node:child_process';
import {defineConfig} from 'playwright/test';
import {chromiumArgs, chromiumPath} from './src/node/chromium';
import {site} from './src/config/site';

/**
 * The port the build is served on for this run: a free one, chosen once here and
 * handed to the workers through the environment (they load this file again), so
 * two runs on one machine never collide.
 */
function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], {encoding: 'utf8'}));
}
process.env.E2E_PORT ??= String(freePort());
const port = Number(process.env.E2E_PORT);

/** Specs about the state a reused browser context would carry from one test to the next. */
const specsWithOwnContext = ['offline.spec.ts', 'progress.spec.ts', 'color-mode.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // Limits that a busy machine cannot reach in a passing run: a wait ends as soon as its condition holds, so a
  // long limit only lengthens a failing run. Under ten processes per core a hydration or a search answer took
  // more than Playwright's default 5 s, and a whole-page check more than 30 s.
  timeout: 90_000,
  expect: {timeout: 20_000},
  use: {
    baseURL: `http://127.0.0.1:${port}${site.baseUrl}`,
    browserName: 'chromium',
    launchOptions: {executablePath: chromiumPath(), args: chromiumArgs},
    viewport: {width: 1280, height: 800},
    // The offline service worker would take over requests that tests intercept; tests/e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
  // One browser context per worker, which Playwright resets between tests: it clears the cookies, HTTP cache,
  // storage and service workers of every origin a test visited, closes extra pages, and drops routes, init scripts
  // and emulation. Starting a fresh context and its renderer cost as much CPU as loading a page, a third of the
  // suite's time. The specs whose subject is state that reset leaves (Cache Storage, going offline, a running
  // service worker, storage seen from several tabs) keep a fresh context per test; fixtures.ts clears permissions.
  projects: [
    {name: 'shared context', testIgnore: specsWithOwnContext, use: {reuseContext: true}},
    {name: 'own context', testMatch: specsWithOwnContext},
  ],
  webServer: {
    command: `npx tsx scripts/serve-build.ts --port ${port}`,
    url: `http://127.0.0.1:${port}${site.baseUrl}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
