import AxeBuilder from '@axe-core/playwright';
import {expect, test, waitForHydration} from './fixtures';
import {pageTypeUrls} from './pageTypes';

/** WCAG 2.2 AA, as axe-core tags it. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const viewports = {desktop: {width: 1280, height: 800}, mobile: {width: 375, height: 740}} as const;

for (const [name, url] of pageTypeUrls) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${name} has no WCAG 2.2 AA violations (${theme}, desktop and mobile)`, async ({page}) => {
      // The explorer lists every write-up (about 3,000 elements): axe needs about 14 s per width on two busy cores.
      test.slow(name === 'explorer');
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('iframe, frame'), 'frames, which the single-run axe check would not enter').toHaveCount(0);
      // The layout responds to the width: one load, checked at both sizes.
      for (const [viewportName, viewport] of Object.entries(viewports)) {
        await page.setViewportSize(viewport);
        const {violations} = await new AxeBuilder({page})
          // Passes and incomplete results are reported by one example each instead of every node: the explorer's
          // full report was about 1.9 MB to serialise. (`options` replaces `runOnly`, so the tags are named here.)
          .options({runOnly: {type: 'tag', values: wcagTags}, resultTypes: ['violations']})
          // One axe run in the page itself, instead of a run per frame finished in a second blank page: the site has
          // no frames (checked below), and this halves the time of each check.
          .setLegacyMode(true)
          .analyze();
        expect(violations.map(({id, nodes}) => `${viewportName} ${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      }
    });
  }
}
