import {defineConfig} from '@playwright/test';

/** Debian's Chromium: Playwright's own browser downloads are not reachable from CI. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Without the background-networking flags Chromium keeps dialling out of a closed network. */
const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}/my-small-blog/`,
    browserName: 'chromium',
    launchOptions: {executablePath, args: chromiumArgs},
    viewport: {width: 1280, height: 800},
  },
  webServer: {
    command: `npx tsx scripts/serve-build.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/my-small-blog/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
