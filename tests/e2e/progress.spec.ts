/**
 * Progress that stays with the reader (src/components/Progress): a passing flag marks a write-up solved,
 * a page without a flag is marked as done, and the lessons, the path, the explorer and the home page show
 * it, in this tab and in others. Corrupt or foreign stored values and storage that is off never break a
 * page; a progress file can be exported and imported back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Page} from 'playwright/test';
import {expect, test, waitForHydration} from './fixtures';
import {progressStorageKey} from '../../src/components/Progress/store';

/** A write-up with a fixed flag, and the lesson that lists it as an exercise. */
const writeup = {
  path: './docs/pico-ctf/forensics/extensions/',
  flag: 'picoCTF{now_you_know_about_extensions}',
  title: 'extensions',
};
const lesson = './learn/file-signatures/';

async function checkFlag(page: Page, answer: string) {
  await page.getByLabel('Check your answer').fill(answer);
  await page.getByRole('button', {name: 'Check'}).click();
}

test('a correct flag marks the write-up solved, and the lesson and the explorer in another tab show it', async ({
  page,
  context,
}) => {
  const other = await context.newPage();
  await other.goto(lesson);
  await waitForHydration(other);
  const exercise = other
    .getByRole('main')
    .getByRole('listitem')
    .filter({has: other.getByRole('link', {name: writeup.title, exact: true})});
  await expect(exercise.getByText('Solved')).toHaveCount(0);

  await page.goto(writeup.path);
  await waitForHydration(page);
  await checkFlag(page, writeup.flag);
  await expect(
    page.getByRole('status').filter({hasText: 'Marked as solved in your progress.'}),
  ).toBeVisible();

  // The other tab follows through the storage event, without a reload.
  await expect(exercise.getByText('Solved')).toBeVisible();
  await other.goto('./writeups?unsolved=1');
  await waitForHydration(other);
  await expect(other.getByRole('link', {name: writeup.title, exact: true})).toBeHidden();
  await other.getByRole('checkbox', {name: 'Only write-ups I have not solved yet'}).uncheck();
  await expect(
    other
      .getByRole('listitem')
      .filter({has: other.getByRole('link', {name: writeup.title, exact: true})})
      .getByText('Solved'),
  ).toBeVisible();
});

test('a wrong flag marks nothing', async ({page}) => {
  await page.goto(writeup.path);
  await waitForHydration(page);
  await checkFlag(page, 'picoCTF{not_it}');
  await expect(page.getByRole('status').filter({hasText: 'Not this flag'})).toBeVisible();
  const stored = JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), progressStorageKey)) ?? '{}',
  ) as {solved?: object};
  expect(stored.solved ?? {}).toEqual({});
});

test('a page without a flag is marked as done from the keyboard, and the home page offers to continue there', async ({
  page,
}) => {
  await page.goto('./docs/root-me/network/dns-zone-transfert');
  await waitForHydration(page);
  const mark = page.getByRole('button', {name: 'Mark as done'});
  await mark.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', {name: '✓ Done'})).toHaveAttribute('aria-pressed', 'true');
  await page.goto('./');
  await waitForHydration(page);
  await expect(
    page.getByRole('status').filter({hasText: 'Continue where you stopped'}),
  ).toContainText('DNS');
});

for (const [name, value] of [
  ['not JSON', '{"version":1,"solved":'],
  ["another site's shape", JSON.stringify({version: 1, solved: 'everything', done: [1, 2]})],
  ['a future version', JSON.stringify({version: 99, solved: {}})],
] as const) {
  test(`a stored value that is ${name} is ignored with one warning, and the pages work`, async ({
    page,
    consoleErrors,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('Saved progress ignored'))
        warnings.push(message.text());
    });
    await page.addInitScript(([key, stored]) => localStorage.setItem(key, stored), [
      progressStorageKey,
      value,
    ] as const);
    await page.goto('./learn/');
    await waitForHydration(page);
    await expect(page.getByText(/0 write-ups solved, 0 pages marked as done/)).toBeVisible();
    await page.goto(writeup.path);
    await waitForHydration(page);
    await checkFlag(page, writeup.flag);
    await expect(page.getByRole('status').filter({hasText: 'Correct'})).toBeVisible();
    expect(warnings.length).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });
}

test('with storage off, the path page says so and the flag check still answers', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The user has blocked storage', 'SecurityError');
      },
    });
  });
  await page.goto('./learn/');
  await waitForHydration(page);
  await expect(
    page.getByRole('status').filter({hasText: 'does not let the site keep your progress'}),
  ).toBeVisible();
  await page.goto(writeup.path);
  await waitForHydration(page);
  await checkFlag(page, writeup.flag);
  await expect(page.getByRole('status').filter({hasText: 'Correct'})).toContainText(
    'does not let the site keep your progress',
  );
  expect(consoleErrors).toEqual([]);
});

test.describe('a progress file', () => {
  let dir: string;
  test.beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'progress-'));
  });
  test.afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  test('is exported, refused when it is not progress, and merged back when it is', async ({
    page,
  }) => {
    await page.goto(writeup.path);
    await waitForHydration(page);
    await checkFlag(page, writeup.flag);
    // Saved once the answer's hash is worked out: leaving earlier would lose it.
    await expect(
      page.getByRole('status').filter({hasText: 'Marked as solved in your progress.'}),
    ).toBeVisible();
    await page.goto('./learn/');
    await waitForHydration(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', {name: 'Export progress'}).click(),
    ]);
    const exported = path.join(dir, 'progress.json');
    await download.saveAs(exported);
    const file = JSON.parse(fs.readFileSync(exported, 'utf8')) as {
      version: number;
      solved: Record<string, string>;
    };
    expect(file.version).toBe(1);
    expect(Object.keys(file.solved)).toEqual(['/my-small-blog/docs/pico-ctf/forensics/extensions']);

    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(bad, '<html>not progress</html>');
    const before = await page.evaluate((key) => localStorage.getItem(key), progressStorageKey);
    await page.getByLabel('Import progress').setInputFiles(bad);
    await expect(
      page.getByRole('status').filter({hasText: 'not a progress file from this site'}),
    ).toContainText('Nothing was changed.');
    expect(await page.evaluate((key) => localStorage.getItem(key), progressStorageKey)).toBe(
      before,
    );

    const good = path.join(dir, 'good.json');
    fs.writeFileSync(
      good,
      JSON.stringify({
        ...file,
        done: {'/my-small-blog/learn/file-signatures': '2026-11-28T09:00:00.000Z'},
      }),
    );
    await page.getByLabel('Import progress').setInputFiles(good);
    await expect(
      page.getByRole('status').filter({hasText: 'Imported: 1 page added'}),
    ).toBeVisible();
    await expect(page.getByText('1 write-up solved, 1 page marked as done')).toBeVisible();
  });
});
