import {expect, test, waitForHydration} from './fixtures';

const toggle = 'button[title*="mode"]';

test.describe('colour mode', () => {
  test('defaults to light even when the OS prefers dark', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await page.goto('./');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.close();
  });

  test('toggles light and dark, persists under "theme" and survives a reload', async ({page}) => {
    await page.goto('./');
    await waitForHydration(page);
    await page.locator(toggle).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await waitForHydration(page);
    await page.locator(toggle).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('a change in one tab reaches the other tabs', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('./');
    await second.goto('./blog');
    await waitForHydration(first);
    await waitForHydration(second);
    await first.locator(toggle).click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
