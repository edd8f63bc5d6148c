import fs from 'node:fs';
import path from 'node:path';
import {expect, test, waitForHydration} from './fixtures';
import {buildDir} from '../../scripts/routeInventory';

/** The first built write-up whose HTML holds the marker (the HTML minifier may drop attribute quotes). */
function findPageWith(marker: RegExp): string {
  const docsDir = path.join(buildDir, 'docs');
  const pages = fs
    .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('index.html'));
  const page = pages
    .sort()
    .find((file) => marker.test(fs.readFileSync(path.join(docsDir, file), 'utf8')));
  if (!page) throw new Error(`no built page matches ${marker}`);
  return `./docs/${path.dirname(page)}`;
}

const flagOfKind = (kind: 'shown' | 'partial') => new RegExp(`data-flag="?${kind}\\b`);

test('a shown flag stays hidden until revealed by keyboard, and can be copied', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(findPageWith(flagOfKind('shown')));
  await waitForHydration(page);
  const flag = page.locator('[data-flag="shown"]').first();
  const value = flag.locator('details code');
  await expect(value).toBeHidden();
  await flag.getByText('Reveal the flag').focus();
  await page.keyboard.press('Enter');
  await expect(value).toBeVisible();
  await flag.getByRole('button', {name: 'Copy flag'}).click();
  await expect(flag.getByText('Copied to clipboard')).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await value.textContent());
});

test('a reader checks an answer without revealing the flag', async ({page}) => {
  await page.goto(findPageWith(flagOfKind('shown')));
  await waitForHydration(page);
  const flag = page.locator('[data-flag="shown"]').first();
  const answer = (await flag.locator('details code').textContent())!;
  const field = flag.getByLabel('Check your answer');
  await field.fill(`picoCTF{not_it}`);
  await field.press('Enter');
  await expect(flag.getByRole('status').last()).toHaveText(/^Not this flag/);
  await field.fill(` ${answer} `);
  await flag.getByRole('button', {name: 'Check'}).click();
  await expect(flag.getByRole('status').last()).toHaveText(
    'Correct: that is the flag. Marked as solved in your progress.',
  );
  // Checking never opens the spoiler.
  await expect(flag.locator('details')).not.toHaveAttribute('open');
});

test('without JavaScript the flag can still be revealed and the check field is not offered', async ({
  browser,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(findPageWith(flagOfKind('shown')));
  const flag = page.locator('[data-flag="shown"]').first();
  await expect(flag.getByLabel('Check your answer')).toHaveCount(0);
  await flag.getByText('Reveal the flag').click();
  await expect(flag.locator('details code')).toBeVisible();
  await context.close();
});

test('hints open one at a time, in order, from the keyboard', async ({page}) => {
  await page.goto(findPageWith(/Hide<\/span> hint 1 of/));
  await waitForHydration(page);
  const second = page.locator('summary', {hasText: /hint 2 of/});
  await expect(second).toBeHidden();
  await page.locator('summary', {hasText: /hint 1 of/}).focus();
  await page.keyboard.press('Enter');
  // What a reader sees (innerText skips the hidden "Show" word).
  await expect
    .poll(() => page.locator('summary', {hasText: /hint 1 of/}).innerText())
    .toMatch(/^Hide hint 1 of [23]$/);
  await expect(second).toBeVisible();
  await expect(page.locator('summary', {hasText: /hint 3 of/})).toBeHidden();
});
