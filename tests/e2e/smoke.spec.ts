import {expect, test, waitForHydration} from './fixtures';
import {pageTypeUrls} from './pageTypes';
import {isBuilt, readRouteInventory, toRelativeUrl} from '../../scripts/routeInventory';

/**
 * Every route is checked over HTTP by `npm run test:routes` (status, title, one
 * h1, canonical link). Here a real browser hydrates a sample of the pages that
 * are not one of the page types (those are in first-visit.spec.ts, with their policy and budgets),
 * and fails on any console error. The sample is chosen by a
 * seed (SMOKE_SEED, by default the day), so it is the same for every run of a day
 * and covers every route over a few weeks; a failure names its seed.
 */
const sampleSize = 16;
const seed = process.env.SMOKE_SEED ?? new Date().toISOString().slice(0, 10);

/** A deterministic shuffle: the same seed always picks the same routes. */
function sample<T>(items: readonly T[], size: number, seedText: string): T[] {
  let state = [...seedText].reduce(
    (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0,
    2166136261,
  );
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pool = [...items];
  for (let index = pool.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [pool[index], pool[other]] = [pool[other]!, pool[index]!];
  }
  return pool.slice(0, size);
}

const pageTypeRoutes = new Set<string>(pageTypeUrls.map(([, url]) => url));
const sampled = sample(
  readRouteInventory()
    .filter(isBuilt)
    .map(toRelativeUrl)
    .filter((url) => !pageTypeRoutes.has(url)),
  sampleSize,
  seed,
);

// One page of each type is loaded by first-visit.spec.ts, which checks the same, its policy and its budgets too.
test.describe(`pages hydrate without console errors (sample seed ${seed})`, () => {
  for (const url of sampled) {
    test(`renders ${url}`, async ({page, consoleErrors}) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }
});
