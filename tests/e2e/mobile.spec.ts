import {expect, test, waitForHydration} from './fixtures';

test.use({viewport: {width: 375, height: 740}});

test('mobile sidebar opens, goes back to the main menu and closes on navigation', async ({page}) => {
  await page.goto('./docs/about-me/');
  await waitForHydration(page);
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).not.toBeVisible();
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(sidebar).toBeVisible();
  // On a docs page the sidebar opens on the docs menu; the spec's button returns to the main menu.
  await page.getByRole('button', {name: 'Back to main menu'}).click();
  const mainMenu = sidebar.locator('.navbar-sidebar__item.menu').first();
  await expect(mainMenu.getByRole('link', {name: 'Blogs'})).toBeVisible();
  await mainMenu.getByRole('link', {name: 'Blogs'}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(sidebar).not.toBeVisible();
});

test('the mobile sidebar is not shown on desktop widths', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('./');
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).not.toBeVisible();
});
