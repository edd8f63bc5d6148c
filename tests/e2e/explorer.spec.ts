import type {Page} from 'playwright/test';
import {expect, test, waitForHydration} from './fixtures';
import {loadWriteupCounts} from './content';

const count = (page: Page) => page.getByRole('heading', {level: 2, name: /write-ups$/});
const items = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({has: page.getByRole('heading', {level: 3})});

test.describe('write-ups explorer', () => {
  test('is linked from the docs sidebar and the home page', async ({page}) => {
    await page.goto('./');
    await page.getByRole('link', {name: 'Explore all write-ups'}).click();
    await expect(page).toHaveURL(/\/writeups$/);
    await page.goto('./docs/about-me/');
    await expect(
      page
        .getByRole('navigation', {name: 'Docs sidebar'})
        .getByRole('link', {name: 'Explore all write-ups'}),
    ).toHaveAttribute('href', '/my-small-blog/writeups');
    await expect(
      page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Statistics'}),
    ).toHaveAttribute('href', '/my-small-blog/stats');
  });

  test('filters by facet, updates the other counts, and keeps the view in the URL', async ({
    page,
  }) => {
    const {total, where} = await loadWriteupCounts();
    const rootMe = where({platform: 'root-me'});
    const webServer = where({platform: 'root-me', category: 'web-server'});
    await page.goto('./writeups');
    await waitForHydration(page);
    await expect(count(page)).toHaveText(`All ${total} write-ups`);
    await page.getByRole('checkbox', {name: /^Root-Me/}).check();
    await expect(count(page)).toHaveText(`${rootMe} of ${total} write-ups`);
    await expect(page).toHaveURL(/\?platform=root-me$/);
    // Category counts now cover Root-Me only; picoCTF's categories are gone.
    await expect(page.getByRole('checkbox', {name: /^Forensics \(picoCTF\)/})).toHaveCount(0);
    await page.getByRole('checkbox', {name: /^Web - Server \(Root-Me\)/}).check();
    await expect(count(page)).toHaveText(`${webServer} of ${total} write-ups`);
    for (const item of await items(page).all())
      await expect(item).toContainText('Root-Me Web - Server');

    // A shared link opens the same view.
    const shared = page.url();
    const other = await page.context().newPage();
    await other.goto(shared);
    await waitForHydration(other);
    await expect(count(other)).toHaveText(`${webServer} of ${total} write-ups`);
    await expect(other.getByRole('checkbox', {name: /^Web - Server \(Root-Me\)/})).toBeChecked();

    await page.getByRole('button', {name: 'Clear filters'}).click();
    await expect(count(page)).toHaveText(`All ${total} write-ups`);
    await expect(page).toHaveURL(/\/writeups$/);
  });

  test('filters by text and tool, and sorts', async ({page}) => {
    await page.goto('./writeups?tool=ExifTool&sort=title');
    await waitForHydration(page);
    // The server HTML lists every write-up; the link's filters apply once the page runs.
    await expect(count(page)).toHaveText(/^\d+ of \d+ write-ups/);
    const titles = await items(page).getByRole('heading', {level: 3}).allTextContents();
    expect(titles.length).toBeGreaterThan(1);
    expect(titles).toEqual(
      [...titles].sort((a, b) => a.localeCompare(b, 'en', {sensitivity: 'base'})),
    );
    await page.getByRole('searchbox', {name: 'Filter by text'}).fill('gps');
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toContainText('EXIF - Metadata');
    await expect(page).toHaveURL(/q=gps/);
    await page.getByRole('searchbox', {name: 'Filter by text'}).fill('no such technique anywhere');
    await expect(page.getByText('No write-up matches these filters.')).toBeVisible();
  });

  test('treats URL values as text', async ({page}) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(
      `./writeups?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}&tool=${encodeURIComponent('<script>alert(2)</script>')}`,
    );
    await waitForHydration(page);
    await expect(page.getByRole('searchbox', {name: 'Filter by text'})).toHaveValue(
      '<img src=x onerror=alert(1)>',
    );
    await expect(page.getByRole('checkbox', {name: /<script>alert\(2\)<\/script>/})).toBeChecked();
    expect(dialogs).toEqual([]);
  });

  test('survives links with inherited property names and thousands of values', async ({
    page,
    consoleErrors,
  }) => {
    const {total} = await loadWriteupCounts();
    const tags = Array.from({length: 3000}, (_, i) => `tag=t${i}`).join('&');
    await page.goto(`./writeups?difficulty=__proto__&platform=constructor&${tags}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Explore write-ups'})).toBeVisible();
    await expect(page.getByRole('checkbox', {name: /^__proto__/})).toBeChecked();
    await expect(page.getByText('No write-up matches these filters.')).toBeVisible();
    await page.getByRole('button', {name: 'Clear filters'}).click();
    await expect(count(page)).toHaveText(`All ${total} write-ups`);
    expect(consoleErrors).toEqual([]);
  });

  test('on a phone, shows write-ups on the first screen and keeps the filters behind "Filters (n)"', async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 740});
    await page.goto('./writeups');
    await waitForHydration(page);
    // The first write-up, its difficulty and platform with it, is on the first screen.
    const first = page
      .getByRole('region', {name: /write-ups$/})
      .getByRole('listitem')
      .first();
    const box = (await first.boundingBox())!;
    expect(box.y).toBeLessThan(740);
    await expect(first).toContainText(/(picoCTF|Root-Me|Sysmon)/);
    await expect(first).toContainText(/(Very easy|Easy|Medium|Hard|Very hard)/i);
    const toggle = page.getByRole('button', {name: /^Filters/});
    await expect(page.getByLabel('Filter by text')).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', {name: 'Hide filters'})).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.getByLabel('Filter by text').fill('exif');
    await page.getByRole('button', {name: /^Hide filters/}).click();
    await expect(page.getByRole('button', {name: 'Filters (1)'})).toBeVisible();
    await expect(page.getByLabel('Filter by text')).toBeHidden();
    // The button stays in reach while the list scrolls.
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole('button', {name: 'Filters (1)'})).toBeInViewport();
  });

  test('lists every write-up without JavaScript', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('./writeups?platform=root-me');
    await expect(items(page)).toHaveCount((await loadWriteupCounts()).total);
    // The controls cannot work without JavaScript, so they say so by being disabled.
    await expect(page.getByRole('searchbox', {name: 'Filter by text'})).toBeDisabled();
    await expect(page.getByRole('checkbox', {name: /^Root-Me/})).toBeDisabled();
    await context.close();
  });
});

test.describe('statistics page', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`draws every chart with its data table (${theme})`, async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto('./stats');
      await waitForHydration(page);
      const charts = page.getByRole('main').getByRole('img');
      // picoCTF, Root-Me, Sysmon & Splunk, difficulty, months, tools.
      await expect(charts).toHaveCount(6);
      await expect(page.getByRole('table')).toHaveCount(6);
      await expect(page.getByRole('main')).toContainText(
        `${(await loadWriteupCounts()).total} write-ups across 3 platforms.`,
      );
      const difficulty = page.getByRole('table').filter({hasText: 'Difficulty'});
      await expect(difficulty.getByRole('row')).toHaveCount(6);
      // Bars follow the colour mode: they are painted in the theme's own primary colour.
      const {barFill, primary} = await page
        .locator('figure svg rect')
        .first()
        .evaluate((rect) => {
          const probe = document.createElement('span');
          probe.style.color = 'var(--ifm-color-primary)';
          document.body.append(probe);
          const colours = {
            barFill: getComputedStyle(rect).fill,
            primary: getComputedStyle(probe).color,
          };
          probe.remove();
          return colours;
        });
      expect(barFill).toBe(primary);
    });
  }

  test('ships no charting code: the charts are in the HTML', async ({request}) => {
    const html = await (await request.get('./stats')).text();
    expect(html.match(/<svg[^>]*role="?img/g)?.length).toBe(6);
    expect(html).toContain('General Skills');
  });
});
