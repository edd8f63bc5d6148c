import {expect, test, waitForHydration} from './fixtures';

test('the colour toggle works from the keyboard and shows its focus', async ({page}) => {
  await page.goto('./');
  await waitForHydration(page);
  const toggle = page.locator('button[title*="mode"]');
  await toggle.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(toggle).toBeFocused();
  expect(await toggle.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a code block can be scrolled and copied from the keyboard', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('./docs/pico-ctf/cryptography/13/');
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').first();
  await block.locator('pre').focus();
  await expect(block.locator('pre')).toBeFocused();
  await page.keyboard.press('Tab');
  const copy = block.getByRole('button', {name: /copy/i});
  await expect(copy).toBeFocused();
  await page.keyboard.press('Enter');
  const code = await block.locator('code').innerText();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code.trim());
});

test('the mobile sidebar opens and closes from the keyboard', async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  await page.goto('./blog');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  // The blog's own menu comes first; its button leads back to the main menu.
  await page.getByRole('button', {name: 'Back to main menu'}).focus();
  await page.keyboard.press('Enter');
  await page.locator('.navbar-sidebar').getByRole('link', {name: 'Write-ups'}).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/about-me\/$/);
});

test('collapsible sidebar categories animate in 1 ms when reduced motion is preferred', async ({page}) => {
  await page.emulateMedia({reducedMotion: 'reduce'});
  await page.goto('./docs/about-me/');
  await waitForHydration(page);
  const category = page.locator('.theme-doc-sidebar-menu .menu__list-item-collapsible').filter({hasText: 'Root Me'});
  const transition = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const observer = new MutationObserver((mutations) => {
          for (const mutation of mutations) {
            const style = (mutation.target as HTMLElement).style?.transition;
            if (style) {
              observer.disconnect();
              resolve(style);
            }
          }
        });
        observer.observe(document.querySelector('.theme-doc-sidebar-menu')!, {attributes: true, attributeFilter: ['style'], subtree: true});
      }),
  );
  await category.getByRole('button').click();
  expect(await transition).toMatch(/height 1ms/);
});
