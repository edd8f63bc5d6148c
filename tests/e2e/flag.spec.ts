import fs from 'node:fs';
import path from 'node:path';
import {expect, test, waitForHydration} from './fixtures';
import {buildDir} from '../../scripts/routeInventory';

/** The first built write-up whose HTML holds a Flag of the given kind. */
function findPageWithFlag(kind: 'shown' | 'redacted'): string {
  const docsDir = path.join(buildDir, 'docs');
  const pages = fs.readdirSync(docsDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('index.html'));
  // The HTML minifier may drop attribute quotes.
  const marker = new RegExp(`data-flag="?${kind}\\b`);
  const page = pages.sort().find((file) => marker.test(fs.readFileSync(path.join(docsDir, file), 'utf8')));
  if (!page) throw new Error(`no built page has a ${kind} flag`);
  return `./docs/${path.dirname(page)}`;
}

test('a shown flag stays hidden until revealed by keyboard, and can be copied', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(findPageWithFlag('shown'));
  await waitForHydration(page);
  const flag = page.locator('[data-flag="shown"]').first();
  const value = flag.locator('.flag-value');
  await expect(value).toBeHidden();
  await flag.getByText('Reveal the flag').focus();
  await page.keyboard.press('Enter');
  await expect(value).toBeVisible();
  await flag.getByRole('button', {name: 'Copy flag'}).click();
  await expect(flag.getByRole('status')).toHaveText('Copied to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await value.textContent());
});

test('a redacted flag says why and shows no value', async ({page}) => {
  await page.goto(findPageWithFlag('redacted'));
  const flag = page.locator('[data-flag="redacted"]').first();
  await expect(flag).toContainText('redacted');
  await expect(flag.locator('.flag-value')).toHaveCount(0);
});
