import type {Page} from 'playwright/test';
import {expect, test, waitForHydration} from './fixtures';
import {searchIndexDir, searchManifestFile} from '../../src/plugins/features/search/constants';

const searchBox = (page: Page) => page.getByRole('combobox', {name: 'Search'});

test.describe('navbar search box', () => {
  test('Ctrl+K focuses it; the index loads with a ring; a query lists at most 8 marked suggestions', async ({
    page,
  }) => {
    // The index is held back until the loading ring has been seen.
    let releaseIndex = () => {};
    const indexReleased = new Promise<void>((resolve) => (releaseIndex = resolve));
    await page.route(`**/${searchIndexDir}/${searchManifestFile}`, async (route) => {
      await indexReleased;
      await route.continue();
    });
    await page.goto('./');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await expect(page.getByRole('status', {name: 'Loading the search index'})).toBeVisible();
    releaseIndex();
    await searchBox(page).fill('sleuth');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(8);
    await expect(options.first().locator('mark').first()).toHaveText(/^sleuth/i);
    await expect(page.getByRole('status', {name: 'Loading the search index'})).toHaveCount(0);
  });

  test('arrow keys choose a suggestion, Enter opens it and the page highlights the words', async ({
    page,
  }) => {
    await page.goto('./');
    await waitForHydration(page);
    await searchBox(page).click();
    await searchBox(page).fill('zone transfer');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', /.+/);
    await expect(page.getByRole('option', {selected: true})).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/_highlight=zone&_highlight=transfer/);
    await expect(page.locator('article mark').first()).toBeVisible();
  });

  test('the clear button empties the box, Escape closes the suggestions', async ({page}) => {
    await page.goto('./');
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: 'Clear search'})).toHaveCount(0);
    await searchBox(page).fill('splunk');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await page.getByRole('button', {name: 'Clear search'}).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
  });

  test('words typed before the page is interactive are searched once it is', async ({page}) => {
    // The app's script is held back until the reader has typed into the server-rendered box.
    let releaseApp = () => {};
    const appReleased = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route('**/assets/js/main.*.js', async (route) => {
      await appReleased;
      await route.continue();
    });
    // Until the script arrives the page is its server HTML only (no DOMContentLoaded yet): type into that.
    await page.goto('./docs/about-me/', {waitUntil: 'commit'});
    await searchBox(page).fill('disk');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
    releaseApp();
    await waitForHydration(page);
    await expect(searchBox(page)).toHaveValue('disk');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await expect(page.getByRole('link', {name: 'See all results', exact: true})).toHaveAttribute(
      'href',
      '/my-small-blog/search?q=disk',
    );
  });

  test('shows the footer links of the current context', async ({page}) => {
    await page.goto('./docs/pico-ctf/forensics/disko-1');
    await waitForHydration(page);
    await searchBox(page).fill('disk');
    await expect(page.getByRole('link', {name: 'See all results', exact: true})).toHaveAttribute(
      'href',
      '/my-small-blog/search?q=disk',
    );
    await expect(
      page.getByRole('link', {name: 'See all results within "picoCTF"'}),
    ).toHaveAttribute('href', '/my-small-blog/search?q=disk&ctx=picoctf');
    await expect(
      page.getByRole('link', {name: 'See all results outside "picoCTF"'}),
    ).toHaveAttribute('href', '/my-small-blog/search?q=disk&ctx=-picoctf');
    await page.goto('./docs/about-me/');
    await searchBox(page).fill('disk');
    await expect(page.getByRole('link', {name: 'See all results', exact: true})).toBeVisible();
    await expect(page.getByRole('link', {name: /within/})).toHaveCount(0);
  });

  for (const [query, message] of [
    [
      'colour:red',
      "unrecognised field 'colour', possible fields: 'title', 'heading', 'description', 'keywords', 'content'",
    ],
    ['disk~x', 'edit distance must be numeric'],
    ['disk^x', 'boost must be numeric'],
    ['title:', 'expecting term, found nothing'],
  ] as const) {
    test(`shows the query error for ${query}`, async ({page}) => {
      await page.goto('./');
      await waitForHydration(page);
      await searchBox(page).fill(query);
      await expect(page.getByRole('alert')).toHaveText(message);
    });
  }

  test('says No results when nothing matches', async ({page}) => {
    await page.goto('./');
    await waitForHydration(page);
    await searchBox(page).fill('qwzxv');
    await expect(page.getByText('No results')).toBeVisible();
  });
});

test.describe('search page', () => {
  test('lists results within a context, and keeps the query in the URL', async ({page}) => {
    await page.goto('./search?q=splunk&ctx=sysmon-splunk');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "splunk"');
    const links = page.locator('main ol a');
    await expect(links.first()).toBeVisible();
    for (const href of await links.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('href')!),
    )) {
      expect(href).toMatch(/^\/my-small-blog\/docs\/sysmon-splunk\/.*_highlight=splunk/);
    }
    await page.getByLabel('Query').fill('+splunk +registry');
    await expect(page).toHaveURL(
      /q=%2Bsplunk\+%2Bregistry&ctx=sysmon-splunk|ctx=sysmon-splunk&q=%2Bsplunk/,
    );
    await page.getByLabel('Where').selectOption('-sysmon-splunk');
    await expect(page).toHaveURL(/ctx=-sysmon-splunk/);
  });

  test('shows query errors and No results', async ({page}) => {
    await page.goto('./search?q=colour%3Ared');
    await expect(page.getByRole('alert')).toContainText("unrecognised field 'colour'");
    await page.goto('./search?q=qwzxv');
    await expect(page.getByRole('status').filter({hasText: 'No results'})).toBeVisible();
  });
});

test.describe('typo tolerance', () => {
  test('a misspelt word is retried as the closest word of the site, and the page says so', async ({
    page,
  }) => {
    await page.goto('./search?q=bitloker');
    await waitForHydration(page);
    await expect(page.getByRole('status').filter({hasText: 'Showing results for'})).toContainText(
      'Showing results for bitlocker',
    );
    await expect(page.locator('main ol a').first()).toContainText(/bitlocker/i);
  });

  test('the search box says it too; explicit syntax is searched as written', async ({page}) => {
    await page.goto('./');
    await waitForHydration(page);
    await searchBox(page).fill('bitloker');
    await expect(page.getByText('Showing results for bitlocker')).toBeVisible();
    await expect(page.getByRole('option').first()).toContainText(/bitlocker/i);
    await searchBox(page).fill('+bitloker');
    await expect(page.getByText('No results')).toBeVisible();
    await expect(page.getByText('Showing results for')).toHaveCount(0);
  });
});
