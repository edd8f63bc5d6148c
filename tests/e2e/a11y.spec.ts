import AxeBuilder from '@axe-core/playwright';
import type {Page} from 'playwright/test';
import {expect, test, waitForHydration} from './fixtures';
import {pageTypeUrls} from './pageTypes';

/** WCAG 2.2 AA, as axe-core tags it. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What can change when only the colour mode does: the markup, its names and roles are the same in both modes, so
 * the dark mode is checked again for colours and for the pictures each mode shows (a figure's dark variant).
 */
const rulesTheColourModeDecides = [
  'color-contrast',
  'link-in-text-block',
  'image-alt',
  'role-img-alt',
  'svg-img-alt',
];

const viewports = {desktop: {width: 1280, height: 800}, mobile: {width: 375, height: 740}} as const;

async function violationsOf(
  page: Page,
  runOnly: {type: 'tag' | 'rule'; values: string[]},
): Promise<string[]> {
  const {violations} = await new AxeBuilder({page})
    // Passes and incomplete results are reported by one example each instead of every node: the explorer's
    // full report was about 1.9 MB to serialise. (`options` replaces `runOnly`, so the rules are named here.)
    .options({runOnly, resultTypes: ['violations']})
    // One axe run in the page itself, instead of a run per frame finished in a second blank page: the site has
    // no frames (checked below), and this halves the time of each check.
    .setLegacyMode(true)
    .analyze();
  return violations.map(
    ({id, nodes}) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

for (const [name, url] of pageTypeUrls) {
  test(`${name} has no WCAG 2.2 AA violations (light and dark, desktop and mobile)`, async ({
    page,
  }) => {
    // Four axe runs of a whole page: work, not waiting, that a busy machine stretches (the explorer, about 3,000
    // elements, takes the most: 4 s alone on this project's 2-core machine), so each page type gets the longer limit.
    test.slow();
    // Colours switch at once when the mode does: a transition does not run in content the browser has not rendered
    // yet (the explorer's off-screen cards), so it would still show the old colour to axe.
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.goto(url);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(
      page.locator('iframe, frame'),
      'frames, which the single-run axe check would not enter',
    ).toHaveCount(0);
    // One load, checked at both widths in both modes; the reader's own toggle switches the mode.
    const found: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') {
        await page.setViewportSize(viewports.desktop);
        await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      }
      const runOnly =
        theme === 'light'
          ? {type: 'tag' as const, values: wcagTags}
          : {type: 'rule' as const, values: rulesTheColourModeDecides};
      for (const [viewportName, viewport] of Object.entries(viewports)) {
        await page.setViewportSize(viewport);
        found.push(
          ...(await violationsOf(page, runOnly)).map(
            (violation) => `${theme} ${viewportName} ${violation}`,
          ),
        );
      }
    }
    expect(found).toEqual([]);
  });
}
