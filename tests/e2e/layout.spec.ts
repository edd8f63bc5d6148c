import {loadWriteups} from './content';
import {expect, test, waitForHydration} from './fixtures';
import {owner, site} from '../../src/config/site';

test.describe('global layout', () => {
  test('navbar has Write-ups, Blogs, search and GitHub, and stays on scroll', async ({page}) => {
    await page.goto('./docs/about-me/');
    await waitForHydration(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('link', {name: 'Write-ups'})).toHaveAttribute(
      'href',
      '/my-small-blog/docs/about-me/',
    );
    await expect(navbar.getByRole('link', {name: 'Blogs'})).toHaveAttribute(
      'href',
      '/my-small-blog/blog',
    );
    await expect(navbar.getByRole('link', {name: /GitHub/})).toHaveAttribute(
      'href',
      site.repositoryUrl,
    );
    await expect(navbar.getByRole('searchbox').or(navbar.getByPlaceholder('Search'))).toBeVisible();
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // Two frames after the scroll, any hide-on-scroll reaction would have started: the bar is then no longer whole.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(page.locator('.navbar')).toBeInViewport({ratio: 1});
  });

  test('footer columns link to pages that exist', async ({page, request}) => {
    await page.goto('./');
    const footer = page.locator('footer');
    await expect(footer.locator('.footer__title')).toHaveText(['About Me', 'Contact', 'More']);
    await expect(footer).toContainText(`Copyright © ${site.copyrightYear}`);
    for (const {label, href} of owner.contact) {
      await expect(footer.getByRole('link', {name: label})).toHaveAttribute('href', href);
    }
    const internalLinks = await footer
      .locator('a[href^="/my-small-blog/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(internalLinks.length).toBeGreaterThanOrEqual(2);
    for (const href of internalLinks) {
      const response = await request.get(href.replace('/my-small-blog/', './'));
      expect(response.status(), href).toBe(200);
    }
  });

  test('skip link moves focus to the main content', async ({page}) => {
    await page.goto('./docs/about-me/');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // Docusaurus moves the focus start point to <main>: the next Tab lands in the content, past navbar and sidebar.
    await page.keyboard.press('Tab');
    await expect(page.locator('main :focus')).toHaveCount(1);
  });

  test('docs show breadcrumbs and a table of contents of levels 2 and 3', async ({page}) => {
    await page.goto('./docs/about-me/');
    await expect(page.getByRole('navigation', {name: 'Breadcrumbs'})).toBeVisible();
    const tocLinks = page.locator('.table-of-contents a');
    await expect(tocLinks.first()).toBeVisible();
    const targets = await tocLinks.evaluateAll((links) =>
      links.map(
        (link) =>
          document.getElementById(decodeURIComponent(link.getAttribute('href')!.slice(1)))?.tagName,
      ),
    );
    expect(new Set(targets)).toEqual(
      new Set(targets.filter((tag) => tag === 'H2' || tag === 'H3')),
    );
  });

  test('page head has canonical, locale and a large social card', async ({page}) => {
    await page.goto('./docs/about-me/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${site.url}${site.baseUrl}docs/about-me/`,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/\/img\/social-card\.png$/);
    const response = await page.request.get(image!.replace(`${site.url}${site.baseUrl}`, './'));
    expect(response.headers()['content-type']).toBe('image/png');
  });

  test('/docs leads to the main doc', async ({page}) => {
    await page.goto('./docs');
    await expect(page).toHaveURL(/\/my-small-blog\/docs\/about-me\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('About me');
  });

  test('an unknown path shows the not-found page', async ({page}) => {
    const response = await page.goto('./no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  });
});

test.describe('category and tag pages', () => {
  test('cards describe each write-up, on first load and after client-side navigation', async ({
    page,
  }) => {
    const {title, description} = (await loadWriteups()).find(
      (writeup) => writeup.title === 'Local Authority',
    )!;
    const card = (scope: typeof page) => scope.locator('article.col').filter({hasText: title});
    await page.goto('./docs/category/web-exploitation');
    await waitForHydration(page);
    await expect(card(page)).toContainText(description);

    await page.goto('./docs/category/picoctf');
    await waitForHydration(page);
    await page
      .getByRole('main')
      .getByRole('link', {name: /Web Exploitation/})
      .click();
    await expect(page).toHaveURL(/\/docs\/category\/web-exploitation$/);
    await expect(card(page)).toContainText(description);
  });

  test('a tag page says which platform and category each write-up comes from', async ({page}) => {
    await page.goto('./docs/tags/forensics');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', {name: 'information (picoCTF Forensics)'})).toHaveAttribute(
      'href',
      '/my-small-blog/docs/pico-ctf/forensics/information',
    );
    await expect(main.getByRole('link', {name: 'Deleted file (Root-Me Forensic)'})).toBeVisible();
  });
});
