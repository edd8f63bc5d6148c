/**
 * The third round of hostile inputs: search cost bounded before it runs, work independent of an
 * address's length, links built only from known values, highlighting only an article's own text,
 * capped input boxes, frames refused or covered, keyboard-operable figures, and address variants that
 * render what the host answered. (The offline cache's rows are in offline.spec.ts.)
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {expect, test, waitForHydration} from './fixtures';
import {site} from '../../src/config/site';
import {typedInputLimits} from '../../src/config/inputs';
import {addressLimits} from '../../src/plugins/infrastructure/malformed-urls/repair';
import {startStaticServer, type StaticServer} from '../../scripts/staticServer';
import {buildDir} from '../../scripts/routeInventory';
import {
  addressVariants,
  foreignTechniqueValues,
  fuzzyQueries,
  longFragment,
  pastedText,
} from '../../scripts/bench/hostileInputs';

test.describe('fuzzy queries are refused before lunr builds their automaton', () => {
  for (const [name, query] of fuzzyQueries) {
    test(`${name}: refused with the limit, and the next query answers`, async ({page}) => {
      await page.goto(`./search?q=${encodeURIComponent(query)}`);
      await waitForHydration(page);
      await expect(page.getByRole('alert')).toContainText(/is too long for ~2|too long together/);
      await page.getByLabel('Query').fill('sleuth~1');
      await expect(page.locator('main ol a').first()).toBeVisible();
    });
  }
});

// 100 KB rather than the 2 MB of the report: the browser driver copies the address into every network event, and
// would time its own copying. Any fragment past the limit is dropped alike; `npm run bench:hostile` opens the 2 MB one.
test('a fragment longer than any id is dropped before the app reads the address, and the page works', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`./docs/pico-ctf/forensics/extensions/${longFragment.slice(0, 100_000)}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('extensions');
  expect(await page.evaluate(() => window.location.hash)).toBe('');
  // The next navigation inside the site works as usual.
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blogs'}).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(consoleErrors).toEqual([]);
});

test('a query string longer than the site reads is cut after its last whole parameter', async ({
  page,
}) => {
  const terms = Array.from({length: 3000}, (_, index) => `_highlight=t${index}`).join('&');
  await page.route(
    (url) => url.search.length > 8_000,
    (route) =>
      route.fulfill({
        path: `${buildDir}/docs/pico-ctf/forensics/extensions/index.html`,
        contentType: 'text/html; charset=utf-8',
      }),
  );
  await page.goto(`./docs/pico-ctf/forensics/extensions/?_highlight=signature&${terms}`);
  await waitForHydration(page);
  const search = await page.evaluate(() => window.location.search);
  expect(search.length).toBeLessThanOrEqual(addressLimits.query);
  expect(search).toMatch(/^\?_highlight=signature&_highlight=t0&.*&_highlight=t\d+$/);
  await expect(page.locator('article mark').first()).toHaveText(/signature/i);
});

test.describe('the explorer builds links only from values it knows', () => {
  for (const value of foreignTechniqueValues) {
    test(`?technique=${value}: no link is built from it, hovering and clicking are harmless`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(`./writeups?technique=${value}`);
      await waitForHydration(page);
      const technique = page.getByRole('group', {name: 'Technique'});
      const row = technique
        .getByRole('listitem')
        .filter({has: page.getByRole('checkbox', {checked: true})});
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('link')).toHaveCount(0);
      await row.hover();
      await row.getByRole('checkbox').click();
      await expect(row).toHaveCount(0);
      for (const href of await technique
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname))) {
        expect(href).toMatch(new RegExp(`^${site.baseUrl}techniques/[a-z0-9-]+$`));
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('?_highlight= marks nothing outside an article, and the explorer keeps counting', async ({
  page,
}) => {
  await page.goto('./writeups?_highlight=write&_highlight=ups');
  await waitForHydration(page);
  await expect(page.locator('mark')).toHaveCount(0);
  const heading = page.getByRole('heading', {level: 2, name: /write-ups$/});
  await expect(heading).toHaveText(/^All \d+ write-ups/);
  await page.getByLabel('Filter by text').fill('bitlocker');
  await expect(heading).toHaveText(/^\d+ of \d+ write-ups/);
});

test.describe('typed boxes keep what a reader could need, and say so', () => {
  test('a megabyte pasted into the explorer filter keeps its first characters, in the box and the address', async ({
    page,
  }) => {
    await page.goto('./writeups');
    await waitForHydration(page);
    const filter = page.getByLabel('Filter by text');
    await filter.focus();
    await page.evaluate(
      (text) => navigator.clipboard?.writeText?.(text).catch(() => undefined),
      '',
    );
    await page.keyboard.insertText(pastedText.explorerFilter);
    expect(await filter.inputValue()).toHaveLength(typedInputLimits.explorerFilter);
    await expect(
      page
        .getByRole('status')
        .filter({hasText: `first ${typedInputLimits.explorerFilter} characters`}),
    ).toBeVisible();
    expect(
      await page.evaluate(() => new URLSearchParams(window.location.search).get('q')?.length),
    ).toBe(typedInputLimits.explorerFilter);
  });

  test('a 20 MB answer in the flag check is cut to its first characters and checked', async ({
    page,
  }) => {
    await page.goto('./docs/pico-ctf/forensics/extensions/');
    await waitForHydration(page);
    const answer = page.getByLabel('Check your answer');
    await answer.focus();
    // Typed in the page as a paste is, so the 20 MB are not carried through the test's protocol first.
    await page.evaluate(
      (length) => document.execCommand('insertText', false, 'y'.repeat(length)),
      pastedText.flagAnswer.length,
    );
    expect(await answer.inputValue()).toHaveLength(typedInputLimits.flagAnswer);
    await expect(
      page.getByText(`This box keeps the first ${typedInputLimits.flagAnswer} characters.`),
    ).toBeVisible();
    await page.getByRole('button', {name: 'Check'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Not this flag'})).toBeVisible();
  });
});

test.describe('another site framing a page', () => {
  let framing: http.Server | undefined;
  let site2: StaticServer | undefined;
  test.afterEach(async () => {
    await site2?.close();
    site2 = undefined;
    await new Promise((resolve) => (framing ? framing.close(resolve) : resolve(undefined)));
    framing = undefined;
  });

  /** A page on another origin (another port on 127.0.0.1) that frames `target`. */
  async function framingPage(target: string): Promise<string> {
    framing = http.createServer((_request, response) =>
      response
        .writeHead(200, {'content-type': 'text/html'})
        .end(
          `<!doctype html><title>Elsewhere</title><iframe src="${target}" width="800" height="600"></iframe>`,
        ),
    );
    await new Promise<void>((resolve) => framing!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(framing.address() as AddressInfo).port}/`;
  }

  test('where the host sends no headers (GitHub Pages), the framed page hides itself and links to itself', async ({
    page,
  }) => {
    site2 = await startStaticServer({buildDir, port: 0});
    await page.goto(await framingPage(`${site2.url}docs/about-me/`));
    const frame = page.frameLocator('iframe');
    await expect(frame.getByText('This page is shown inside another site.')).toBeVisible();
    await expect(frame.getByRole('link', {name: 'Open it on its own'})).toHaveAttribute(
      'target',
      '_top',
    );
    await expect(frame.locator('#__docusaurus')).toBeHidden();
  });

  // Docusaurus copies every `docusaurus-data-…` query parameter onto <html> as a data attribute: a link can
  // set any of them, so none may decide whether the page is shown.
  test('a link that sets data attributes on the page cannot make it look framed or hide it', async ({
    page,
  }) => {
    await page.goto('./docs/about-me/?docusaurus-data-framed=&docusaurus-data-has-hydrated=true');
    await expect(page.locator('html')).toHaveAttribute('data-framed', '');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByText('This page is shown inside another site.')).toHaveCount(0);
  });

  test("where the host sends the build's _headers (Netlify, Cloudflare Pages), the browser refuses the frame", async ({
    page,
  }) => {
    site2 = await startStaticServer({buildDir, port: 0, headersFile: true});
    const response = await page.request.get(`${site2.url}docs/about-me/`);
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    await page.goto(await framingPage(`${site2.url}docs/about-me/`));
    await expect.poll(() => page.frames().length).toBe(2);
    await expect(page.frameLocator('iframe').locator('#__docusaurus')).toHaveCount(0);
  });
});

test.describe('figures work from the keyboard and on a phone', () => {
  const illustrated = './docs/pico-ctf/forensics/extensions/';

  test('Tab reaches a figure, Enter opens it full size, Escape closes it and focus returns', async ({
    page,
  }) => {
    await page.goto(illustrated);
    await waitForHydration(page);
    const trigger = page.locator('.markdown .zoom-trigger').first();
    await trigger.focus();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: /^Enlarged figure: /});
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('img')).toHaveAttribute(
      'src',
      (await trigger.getAttribute('data-zoom-src'))!,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test.describe('on a 375 px phone', () => {
    test.use({viewport: {width: 375, height: 740}, hasTouch: true, isMobile: true});

    test('a tap opens the full-resolution figure, which pans at actual size, and back closes it', async ({
      page,
    }) => {
      await page.goto(illustrated);
      await waitForHydration(page);
      const trigger = page.locator('.markdown .zoom-trigger').first();
      await trigger.scrollIntoViewIfNeeded();
      const url = page.url();
      await trigger.tap();
      const dialog = page.getByRole('dialog', {name: /^Enlarged figure: /});
      await expect(dialog).toBeVisible();
      const image = dialog.locator('img');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(375);
      await dialog.getByRole('button', {name: 'Actual size'}).tap();
      // The tap becomes a click after the touch events that tap() waits for.
      await expect(dialog.getByRole('button', {name: 'Fit to screen'})).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // At actual size every pixel of the file is on screen, wider than the phone: the view scrolls to pan.
      expect(
        await image.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width),
      ).toBe(await image.evaluate((img: HTMLImageElement) => img.naturalWidth));
      expect(
        await dialog
          .locator('.image-zoom__stage')
          .evaluate((stage) => stage.scrollWidth > stage.clientWidth),
      ).toBe(true);
      await page.goBack();
      await expect(dialog).toHaveCount(0);
      expect(page.url()).toBe(url);
    });
  });
});

test.describe('address variants render what the host answered, without a hydration error', () => {
  for (const address of addressVariants.servedAsPage) {
    test(`${address}: the host serves the page, and the app shows it`, async ({
      page,
      consoleErrors,
      baseURL,
    }) => {
      const response = await page.goto(new URL(address, baseURL).href);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page Not Found');
      expect(consoleErrors).toEqual([]);
    });
  }

  for (const address of addressVariants.servedAsNotFound) {
    test(`${address}: the host answers 404, and the app shows the not-found page`, async ({
      page,
      consoleErrors,
      baseURL,
    }) => {
      const response = await page.goto(new URL(address, baseURL).href);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
      expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    });
  }
});
