import {expect, test as base, type Page} from 'playwright/test';

/** Collects console errors and uncaught page errors so a test can assert there were none. */
export const test = base.extend<{consoleErrors: string[]}>({
  // The browser context is kept between tests (playwright.config.ts) and Playwright's reset leaves permissions:
  // a clipboard grant would otherwise reach the next test.
  context: async ({context}, use) => {
    await context.clearPermissions();
    await use(context);
  },
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
