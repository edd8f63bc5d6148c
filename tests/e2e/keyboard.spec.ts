import {expect, pressAndSeeCopied, test, waitForHydration} from './fixtures';

test('the colour toggle works from the keyboard and shows its focus', async ({page}) => {
  await page.goto('./');
  await waitForHydration(page);
  const toggle = page.locator('button[title*="mode"]');
  await toggle.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(toggle).toBeFocused();
  expect(await toggle.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe(
    'none',
  );
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
  // The button says "Copied" once the text is on the clipboard (the copy waits for a lazy module).
  await pressAndSeeCopied(block, () => page.keyboard.press('Enter'));
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

test('collapsible sidebar categories open and close at once when reduced motion is preferred', async ({
  page,
}) => {
  await page.emulateMedia({reducedMotion: 'reduce'});
  await page.goto('./docs/about-me/');
  await waitForHydration(page);
  const toggle = page.getByRole('button', {name: /sidebar category 'Root-Me'/});
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const category = page.locator('.theme-doc-sidebar-menu > .menu__list-item').filter({has: toggle});
  // The list's height at every frame (0 while it is not rendered). An animation draws in-between heights; an instant
  // change draws only the closed and the open height, however slowly a busy machine draws its frames.
  const heights = await category.evaluateHandle((item) => {
    const drawn: number[] = [];
    const record = () => {
      drawn.push(item.querySelector(':scope > ul')?.getBoundingClientRect().height ?? 0);
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
    return drawn;
  });
  const heightsSoFar = () => heights.evaluate((drawn) => drawn.slice());
  // Settled: the same height drawn in three frames in a row.
  const settledHeight = async () => {
    const lastThree = (await heightsSoFar()).slice(-3);
    return lastThree.length === 3 && new Set(lastThree).size === 1 ? lastThree[0] : undefined;
  };
  let openHeight = 0;
  for (const expanded of [true, false]) {
    const before = (await heightsSoFar()).length;
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', String(expanded));
    if (expanded) {
      await expect.poll(async () => (await settledHeight()) ?? 0).toBeGreaterThan(100);
      openHeight = (await settledHeight())!;
    } else {
      await expect.poll(settledHeight).toBe(0);
    }
    const inBetween = (await heightsSoFar())
      .slice(before)
      // Within a pixel of either end: the collapse starts from the rounded scroll height.
      .filter((height) => height > 1 && Math.abs(height - openHeight) > 1);
    expect(inBetween, 'heights drawn between the closed and the open list').toEqual([]);
  }
});
