import {defineConfig} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './scripts/chromium';

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
    launchOptions: {executablePath: chromiumPath, args: chromiumArgs},
    viewport: {width: 1280, height: 800},
    // The offline service worker would take over requests that tests intercept; tests/e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
  webServer: {
    command: `npx tsx scripts/serve-build.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/my-small-blog/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
