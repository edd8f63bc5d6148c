import {expect, test} from './fixtures';
import {owner} from '../../src/config/site';

test('the blog list shows three truncated posts with reading time and a sidebar grouped by year', async ({
  page,
}) => {
  await page.goto('./blog');
  const posts = page.locator('main article');
  await expect(posts).toHaveCount(3);
  await expect(posts.first()).toContainText(/min read/);
  await expect(posts.first().getByRole('link', {name: /Read more/})).toBeVisible();
  const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
  await expect(sidebar.getByRole('heading', {name: '2025'})).toBeVisible();
  await expect(sidebar.getByRole('link')).toHaveCount(3);
});

for (const [tag, slug] of [
  ['ctf', 'nt334-lab2-ctf'],
  ['malware', 'dll-side-loading-notepadpp'],
  ['steganography', 'nt334-lab2-ctf'],
] as const) {
  test(`the ${tag} tag page lists exactly one post`, async ({page}) => {
    await page.goto(`./blog/tags/${tag}`);
    const posts = page.locator('main article');
    await expect(posts).toHaveCount(1);
    await expect(posts.getByRole('heading', {level: 2}).getByRole('link')).toHaveAttribute(
      'href',
      `/my-small-blog/blog/${slug}`,
    );
  });
}

test('the author page lists the three posts and the archive lists them by year', async ({page}) => {
  await page.goto(`./blog/authors/${owner.handle}`);
  await expect(page.locator('main article')).toHaveCount(3);
  await page.goto('./blog/archive');
  await expect(page.getByRole('heading', {name: '2025'})).toBeVisible();
  await expect(page.locator('main a[href^="/my-small-blog/blog/"]')).toHaveCount(3);
});

test('a post shows its date and reading time', async ({page}) => {
  await page.goto('./blog/typed-paths');
  await expect(page.locator('article time')).toHaveAttribute('datetime', /^2025-08-11/);
  await expect(page.locator('article header')).toContainText(/min read/);
});

test('docs tags are exactly the eight of the tags file', async ({page}) => {
  await page.goto('./docs/tags');
  const tags = await page
    .locator('main a[href^="/my-small-blog/docs/tags/"]')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')!.replace('/my-small-blog/docs/tags/', '')),
    );
  expect(tags.sort()).toEqual([
    'android',
    'binary-exploitation',
    'cryptography',
    'forensics',
    'network',
    'reverse-engineer',
    'steganography',
    'web',
  ]);
});

test('a write-up shows its last-updated date', async ({page}) => {
  await page.goto('./docs/pico-ctf/forensics/disko-1');
  await expect(page.locator('.theme-last-updated time')).toBeVisible();
});
