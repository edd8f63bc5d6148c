import {expect, test as base, type Locator, type Page} from 'playwright/test';

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

/**
 * The smaller side of an element's box, in whole layout units (Blink lays out in 1/64 px). An element that slides
 * in reads as 39.99998 px wide while its offset is fractional: float rounding, not a smaller target.
 */
export function tapTargetSize(box: {width: number; height: number}): number {
  return Math.round(Math.min(box.width, box.height) * 64) / 64;
}

/**
 * Presses a code block's copy button (through `press`) and waits until the button has said "Copied". The label
 * lasts one second, and a web-first assertion's checks drift up to a second apart, so the page records it itself.
 */
export async function pressAndSeeCopied(block: Locator, press: () => Promise<void>): Promise<void> {
  const seen = await block.evaluateHandle((element) => {
    const record = {copied: false};
    const observer = new MutationObserver(() => {
      if (element.querySelector('button[aria-label="Copied"]')) {
        record.copied = true;
        observer.disconnect();
      }
    });
    observer.observe(element, {subtree: true, attributes: true, attributeFilter: ['aria-label']});
    return record;
  });
  await press();
  await expect
    .poll(() => seen.evaluate((record) => record.copied), {message: 'the button said "Copied"'})
    .toBe(true);
  await seen.dispose();
}
