import fs from 'node:fs';
import path from 'node:path';
import {buildDir} from '../../scripts/routeInventory';
import {buildPolicy, findInlineScripts} from '../../src/plugins/infrastructure/csp/policy';
import {expect, test, waitForHydration} from './fixtures';

/** Markup and script that would run if any URL value reached the page as HTML. */
const payloads = [
  '<img src=x onerror="window.__pwned=1">',
  '"><script>window.__pwned=1</script>',
  '<svg onload="window.__pwned=1"></svg>',
];

test.describe('values from the URL are text, never markup', () => {
  for (const payload of payloads) {
    test(`search page with ${payload}`, async ({page, consoleErrors}) => {
      const dialogs: string[] = [];
      page.on(
        'dialog',
        (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())),
      );
      const query = new URLSearchParams({q: payload, ctx: payload, version: payload});
      await page.goto(`./search?${query}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toContainText(payload);
      expect(await page.evaluate(() => (window as {__pwned?: number}).__pwned)).toBeUndefined();
      await expect(page.locator('main img[src="x"], main svg[onload]')).toHaveCount(0);
      expect(dialogs).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    test(`highlight and hash with ${payload}`, async ({page}) => {
      const highlight = new URLSearchParams([
        ['_highlight', payload],
        ['_highlight', 'splunk'],
      ]);
      await page.goto(`./docs/sysmon-splunk/registry/?${highlight}#${encodeURIComponent(payload)}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      expect(await page.evaluate(() => (window as {__pwned?: number}).__pwned)).toBeUndefined();
      await expect(page.locator('article img[src="x"], article svg[onload]')).toHaveCount(0);
    });
  }
});

test.describe('page policy', () => {
  // Each page type's policy on a first visit is checked in first-visit.spec.ts, with its budgets.
  test('an injected inline script is refused by the policy', async ({page}) => {
    await page.goto('./');
    await waitForHydration(page);
    const outcome = await page.evaluate(async () => {
      // The browser reports the refusal as an event; an allowed script would have run on append.
      const violation = new Promise<string>((resolve) =>
        document.addEventListener(
          'securitypolicyviolation',
          (event) => resolve(event.effectiveDirective),
          {once: true},
        ),
      );
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return {
        ran: (window as {__injected?: boolean}).__injected ?? false,
        directive: await violation,
      };
    });
    expect(outcome).toEqual({ran: false, directive: 'script-src-elem'});
  });
});

test.describe('robustness', () => {
  test('without localStorage the theme still toggles, one warning is logged and nothing crashes', async ({
    page,
    consoleErrors,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    });
    await page.goto('./docs/about-me/');
    await waitForHydration(page);
    await page.locator('button[title*="mode"]').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('button[title*="mode"]').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(warnings.filter((warning) => /storage/i.test(warning))).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  test('with JavaScript disabled a write-up is fully readable and its flag can be revealed', async ({
    browser,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('./docs/pico-ctf/cryptography/13/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('13');
    await expect(page.getByRole('complementary', {name: 'Challenge information'})).toContainText(
      'Cryptography',
    );
    await expect(page.getByRole('heading', {name: 'Solution'})).toBeVisible();
    await expect(page.locator('pre code').first()).toBeVisible();
    await page.getByText('Reveal the flag').click();
    await expect(page.locator('[data-flag] details code')).toBeVisible();
    await context.close();
  });

  test('when the next page fails to load, the browser loads it in full', async ({page}) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('./');
    await waitForHydration(page);
    let failed = 0;
    await page.route('**/assets/js/*.js', async (route) => {
      if (route.request().resourceType() === 'script' && failed === 0) {
        failed += 1;
        await route.abort();
        return;
      }
      await route.continue();
    });
    const fullLoad = page.waitForEvent('load');
    await page.getByRole('link', {name: 'Sysmon & Splunk'}).click();
    await fullLoad;
    expect(failed).toBe(1);
    await expect(page).toHaveURL(/\/docs\/category\/sysmon--splunk$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Sysmon & Splunk');
  });

  test('a render error shows the crash screen, and Try again recovers', async ({page}) => {
    // A doc page writes its last-updated date while it renders (toISOString): make that throw on demand.
    await page.addInitScript(() => {
      const realToISOString = Date.prototype.toISOString;
      Date.prototype.toISOString = function (this: Date) {
        if ((window as {__failRender?: boolean}).__failRender)
          throw new Error('Simulated render failure');
        return realToISOString.call(this);
      };
    });
    await page.goto('./docs/category/sysmon--splunk');
    await waitForHydration(page);
    await page.evaluate(() => ((window as {__failRender?: boolean}).__failRender = true));
    await page.locator('main a[href="/my-small-blog/docs/sysmon-splunk/registry/"]').click();
    await expect(page.getByText('This page crashed.')).toBeVisible();
    await expect(page.getByText('Simulated render failure')).toBeVisible();
    await page.evaluate(() => ((window as {__failRender?: boolean}).__failRender = false));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Detecting Run key persistence');
  });
});

test('the browser bundle carries no build-only settings (Chromium launch flags, paths of the build machine)', () => {
  const scriptsDir = path.join(buildDir, 'assets/js');
  const siteDir = path.resolve(__dirname, '../..');
  const leaks = fs
    .readdirSync(scriptsDir)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => {
      const source = fs.readFileSync(path.join(scriptsDir, file), 'utf8');
      return ['--no-sandbox', '--headless', 'executablePath', `${siteDir}/docs`, `${siteDir}/src`]
        .filter((setting) => source.includes(setting))
        .map((setting) => `${file}: ${setting}`);
    });
  expect(leaks).toEqual([]);
});

test('every built page carries the policy, allowing exactly its own inline scripts, and its structured data parses', () => {
  const pages = fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(200);
  const problems = pages.flatMap((page) => {
    const html = fs.readFileSync(path.join(buildDir, page), 'utf8');
    const policy = /<head[^>]*><meta http-equiv="?Content-Security-Policy"? content="([^"]+)"/.exec(
      html,
    )?.[1];
    if (!policy) return [`${page}: no policy first in <head>`];
    const expected = buildPolicy(findInlineScripts(html));
    const dataBlocks = [
      ...html.matchAll(/<script[^>]*type="?application\/ld\+json"?[^>]*>([\s\S]*?)<\/script>/g),
    ].map((match) => match[1]!);
    const unparsable = dataBlocks.filter((block) => {
      try {
        JSON.parse(block);
        return false;
      } catch {
        return true;
      }
    });
    return [
      ...(policy === expected
        ? []
        : [`${page}: the policy does not match the page's inline scripts`]),
      ...unparsable.map(() => `${page}: structured data that does not parse`),
    ];
  });
  expect(problems).toEqual([]);
});
