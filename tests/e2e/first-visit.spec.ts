import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {expect, test} from './fixtures';
import {budgets, kib} from '../../scripts/bench/budgets';
import {measuredPages, type MeasuredPage} from '../../scripts/bench/pageTypes';
import {measurePageTransfer} from '../../scripts/bench/transfer';
import {buildDir} from '../../scripts/routeInventory';
import {site} from '../../src/config/site';

/**
 * A first visit to one page of every type (and the other write-up shapes the speed targets name): what it
 * downloads stays within the size budgets (scripts/bench/budgets.ts), and the page keeps to its security policy.
 * One load answers both, so each page type is loaded once here; budgets.spec.ts and security.spec.ts hold the rest.
 */

const gzipBytes = (file: string) => zlib.gzipSync(fs.readFileSync(file)).length;

/** The script files a built page's HTML references, as paths in the build. */
function scriptsOfBuiltPage(pagePath: string): string[] {
  const pathname = new URL(pagePath, 'http://site').pathname.replace(/\/$/, '');
  const candidates = [
    path.join(buildDir, pathname, 'index.html'),
    path.join(buildDir, `${pathname}.html`),
  ];
  const html = fs.readFileSync(
    candidates.find((file) => fs.existsSync(file))!,
    'utf8',
  );
  return [...html.matchAll(/<script\b[^>]*\bsrc="?([^"\s>]+)/g)].map((match) =>
    path.join(buildDir, match[1]!.slice(site.baseUrl.length)),
  );
}

for (const pageType of Object.keys(measuredPages) as MeasuredPage[]) {
  test(`${pageType}: a first visit stays within its size budgets, hydrates without console errors and keeps to the security policy`, async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1') && !request.url().startsWith('data:'))
        foreign.push(request.url());
    });
    const documentStatus = page
      .waitForResponse((response) => response.request().isNavigationRequest())
      .then((response) => response.status());
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as {__cspViolations?: string[]}).__cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    // The test's own page: its context starts each test with an empty cache, which the measurement checks.
    const {beforeLoad, untilHydrated} = await measurePageTransfer(
      page,
      baseURL + measuredPages[pageType].slice(1),
      {untilIdle: false},
    );
    expect(await documentStatus, 'status of the page').toBe(200);
    // The scripts the HTML itself loads are all the load event waits for: the client entry requests the page's
    // chunks once the load event has fired (patches/README.md), so the browser's count agrees with the HTML's.
    const htmlScripts = scriptsOfBuiltPage(measuredPages[pageType]);
    expect(htmlScripts.length, 'scripts the HTML loads').toBeLessThanOrEqual(
      budgets.scriptsBeforeLoad,
    );
    expect(
      kib(htmlScripts.reduce((total, file) => total + gzipBytes(file), 0)),
      'KiB of gzipped JS the HTML loads',
    ).toBeLessThanOrEqual(budgets.jsBeforeLoad);
    expect(beforeLoad.js.requests, 'script files downloaded before the load event').toBe(
      htmlScripts.length,
    );
    expect(kib(beforeLoad.js.gzip), 'KiB of gzipped JS before the load event').toBeLessThanOrEqual(
      budgets.jsBeforeLoad,
    );
    expect(untilHydrated.js.requests, 'script files evaluated until hydrated').toBeLessThanOrEqual(
      budgets.scriptsUntilHydrated[pageType],
    );
    expect(kib(untilHydrated.js.gzip), 'KiB of gzipped JS until hydrated').toBeLessThanOrEqual(
      budgets.jsUntilHydrated[pageType],
    );
    expect(kib(beforeLoad.css.gzip), 'KiB of gzipped CSS').toBeLessThanOrEqual(budgets.css);
    expect(beforeLoad.font.requests, 'font files before the load event').toBeLessThanOrEqual(1);
    expect(kib(beforeLoad.font.gzip), 'KiB of fonts before the load event').toBeLessThanOrEqual(
      budgets.fontsBeforeLoad,
    );
    if (pageType in budgets.writeupHtml) {
      const writeup = pageType as keyof typeof budgets.writeupHtml;
      expect(kib(beforeLoad.html.gzip), 'KiB of gzipped HTML').toBeLessThanOrEqual(
        budgets.writeupHtml[writeup],
      );
      const all = Object.values(beforeLoad).reduce((total, kind) => total + kind.gzip, 0);
      expect(kib(all), 'KiB of everything before load').toBeLessThanOrEqual(
        budgets.writeupAllBeforeLoad[writeup],
      );
    }
    if (pageType === 'explorer') {
      expect(kib(beforeLoad.html.gzip), 'KiB of gzipped HTML').toBeLessThanOrEqual(
        budgets.explorerHtml,
      );
    }

    // The policy, once the page has hydrated and its idle-time requests are done.
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(consoleErrors, 'console errors').toEqual([]);
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(policy, 'Content-Security-Policy').toMatch(
      /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/,
    );
    expect(policy, 'Content-Security-Policy').not.toContain('unsafe-eval');
    expect(
      await page.evaluate(() => (window as {__cspViolations?: string[]}).__cspViolations),
      'CSP violations',
    ).toEqual([]);
    expect(foreign, 'requests to other origins').toEqual([]);
    const unsafeLinks = await page.locator('a[href^="http"]').evaluateAll((links) =>
      links
        .filter((link) => new URL(link.getAttribute('href')!).origin !== location.origin)
        .filter(
          (link) =>
            !/\bnoopener\b/.test(link.getAttribute('rel') ?? '') ||
            !/\bnoreferrer\b/.test(link.getAttribute('rel') ?? ''),
        )
        .map((link) => link.getAttribute('href')),
    );
    expect(unsafeLinks, 'external links without noopener and noreferrer').toEqual([]);
  });
}
