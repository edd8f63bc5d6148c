import {expect, test, waitForHydration} from './fixtures';

test.describe('search', () => {
  test('Ctrl+K focuses the box; a query finds a page that then highlights the words', async ({page}) => {
    await page.goto('./');
    await waitForHydration(page);
    const box = page.getByRole('searchbox').or(page.locator('input.navbar__search-input')).first();
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await box.fill('Sleuth Kit');
    const suggestion = page.getByRole('option').first();
    await expect(suggestion).toBeVisible({timeout: 15_000});
    await expect(page.getByRole('option')).not.toHaveCount(0);
    expect(await page.getByRole('option').count()).toBeLessThanOrEqual(9);
    await suggestion.click();
    await expect(page).toHaveURL(/_highlight=/);
    await expect(page.locator('article mark').first()).toBeVisible();
  });

  test('the search page lists results for the query in the URL', async ({page}) => {
    await page.goto('./search?q=Splunk');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "Splunk"');
    const firstResult = page.getByRole('article').first().getByRole('link');
    await expect(firstResult).toHaveAttribute('href', /\/docs\/sysmon-splunk\/.*_highlight=splunk/, {timeout: 15_000});
  });
});
