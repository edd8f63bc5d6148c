import {expect, test, waitForHydration} from './fixtures';
import {isBuilt, readRouteInventory, toRelativeUrl} from '../../scripts/routeInventory';

// Routes whose content has not landed yet are reported by `npm run test:routes`;
// this spec checks that every route the build does have renders cleanly.
const builtRoutes = readRouteInventory().filter(isBuilt);

test.describe('every built route of the inventory', () => {
  test('the inventory is not empty', () => {
    expect(builtRoutes.length).toBeGreaterThan(10);
  });

  for (const route of builtRoutes) {
    test(`renders ${route}`, async ({page, consoleErrors}) => {
      const response = await page.goto(toRelativeUrl(route));
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page).not.toHaveTitle(/Page Not Found/);
      await expect(page).toHaveTitle(/\S/);
      // Blog lists title their posts with h2; every other page has an h1.
      await expect(page.locator('h1, main h2').first()).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }
});
