import AxeBuilder from '@axe-core/playwright';
import {expect, test, waitForHydration} from './fixtures';

test.describe('a page that is not there', () => {
  test('offers a search and the way onward, and the search answers', async ({page}) => {
    const response = await page.goto('./docs/no-such-write-up/');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    const onward = page.getByRole('navigation', {name: 'Where to go from here'});
    for (const name of [
      'The home page',
      'Explore all write-ups',
      'Learn: the lessons',
      'The blog',
    ]) {
      await expect(onward.getByRole('link', {name})).toBeVisible();
    }
    await onward.getByLabel('Search the site for what you were looking for').fill('steganography');
    await onward.getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL(/\/search\?q=steganography$/);
    await expect(page.locator('main ol a').first()).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no WCAG 2.2 AA violations on a phone (${theme} mode)`, async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.setViewportSize({width: 375, height: 740});
      await page.goto('./docs/no-such-write-up/');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const {violations} = await new AxeBuilder({page})
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        violations.map(({id, nodes}) => `${id}: ${nodes.map((node) => node.target.join(' '))}`),
      ).toEqual([]);
    });
  }
});
