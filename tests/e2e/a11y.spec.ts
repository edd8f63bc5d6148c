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
      // The layout responds to the width: one load, checked at both sizes.
      for (const [viewportName, viewport] of Object.entries(viewports)) {
        await page.setViewportSize(viewport);
        const {violations} = await new AxeBuilder({page}).withTags(wcagTags).analyze();
        expect(violations.map(({id, nodes}) => `${viewportName} ${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      }
    });
  }
}
