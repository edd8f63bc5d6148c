import {expect, test as base, type Page} from 'playwright/test';

/** Collects console errors and uncaught page errors so a test can assert there were none. */
export const test = base.extend<{consoleErrors: string[]}>({
  consoleErrors: async ({page}, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export {expect};

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

/**
 * Opens a URL longer than the test server accepts (Node refuses request heads over
 * 16 KiB) by answering that one document from the build, as a server with a larger
 * limit would; scripts and styles still come from the test server. What is under
 * test is the page's own code meeting the URL.
 */
export async function gotoLongUrl(page: Page, url: string, builtPage: string): Promise<void> {
  const longSearch = (target: URL) => target.search.length > 8_000;
  await page.route(longSearch, (route) => route.fulfill({path: `build/${builtPage}/index.html`, contentType: 'text/html; charset=utf-8'}));
  await page.goto(url);
}
