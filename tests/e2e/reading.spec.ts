import {parseFeed} from '@rowanmanning/feed-parser';
import {expect, pressAndSeeCopied, test, waitForHydration} from './fixtures';
import {site} from '../../src/config/site';

const writeup = './docs/sysmon-splunk/registry/';

test.describe('write-ups feeds', () => {
  for (const [kind, file] of [
    ['RSS', 'rss.xml'],
    ['Atom', 'atom.xml'],
  ] as const) {
    test(`the ${kind} feed parses and lists the newest write-ups with absolute links`, async ({
      request,
    }) => {
      const response = await request.get(`./writeups/${file}`);
      expect(response.ok()).toBe(true);
      const feed = parseFeed(await response.text());
      expect(feed.title).toBe(`${site.title}: write-ups`);
      expect(feed.items).toHaveLength(20);
      const dates = feed.items.map((item) => item.published!.getTime());
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      for (const item of feed.items)
        expect(item.url).toMatch(new RegExp(`^${site.url}${site.baseUrl}docs/`));
    });
  }

  test('the JSON Feed lists the same write-ups', async ({request}) => {
    const json = (await (await request.get('./writeups/feed.json')).json()) as {
      version: string;
      items: {url: string}[];
    };
    const rss = parseFeed(await (await request.get('./writeups/rss.xml')).text());
    expect(json.version).toBe('https://jsonfeed.org/version/1');
    expect(json.items.map((item) => item.url)).toEqual(rss.items.map((item) => item.url));
  });

  test('every page advertises the write-ups feeds in its head', async ({page}) => {
    await page.goto(writeup);
    for (const [type, file] of [
      ['application/rss+xml', 'rss.xml'],
      ['application/atom+xml', 'atom.xml'],
      ['application/feed+json', 'feed.json'],
    ]) {
      await expect(
        page.locator(
          `head link[rel="alternate"][type="${type}"][href="${site.baseUrl}writeups/${file}"]`,
        ),
      ).toHaveCount(1);
    }
  });
});

test.describe('social images', () => {
  for (const [name, url] of [
    ['write-up', writeup],
    ['blog post', './blog/typed-paths'],
  ] as const) {
    test(`a ${name} points og:image and twitter:image at its own 1200×630 card`, async ({
      page,
      request,
    }) => {
      // What a link preview reads: the server-rendered head.
      const html = await (await request.get(url)).text();
      const image = /<meta[^>]*property="?og:image"?[^>]*content="?([^" >]+)/.exec(html)?.[1];
      expect(image).toMatch(new RegExp(`^${site.url}${site.baseUrl}img/og/.+\\.jpg$`));
      expect(/<meta[^>]*name="?twitter:image"?[^>]*content="?([^" >]+)/.exec(html)?.[1]).toBe(
        image,
      );
      // And the live page, once React has taken over the head.
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', image!);
      const response = await request.get(new URL(image!).pathname.replace(site.baseUrl, './'));
      expect(response.headers()['content-type']).toBe('image/jpeg');
      const size = await page.evaluate(async (src) => {
        const bitmap = await createImageBitmap(await (await fetch(src)).blob());
        return [bitmap.width, bitmap.height];
      }, new URL(image!).pathname);
      expect(size).toEqual([1200, 630]);
    });
  }

  test('other pages keep the site card', async ({page}) => {
    await page.goto('./docs/about-me/');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/img\/social-card\.png$/,
    );
  });
});

test.describe('reading comfort', () => {
  test('code blocks show a title and a highlighted line, wrap on demand and copy', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(writeup);
    await waitForHydration(page);
    const block = page
      .locator('.theme-code-block')
      .filter({hasText: 'Alert: Run key writes worth reading'});
    await expect(block.locator('.theme-code-block-highlighted-line')).toHaveText(/NOT Image IN/);
    const code = block.locator('pre code');
    await block.hover();
    const wrap = block.getByRole('button', {name: 'Toggle word wrap'});
    await expect(code).toHaveCSS('white-space', 'pre');
    await wrap.click();
    await expect(code).toHaveCSS('white-space', 'pre-wrap');
    await pressAndSeeCopied(block, () => block.getByRole('button', {name: /copy/i}).click());
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      'NOT Image IN ("C:\\\\Windows\\\\System32\\\\msiexec.exe"',
    );
  });

  test('shows when the write-up was last updated, from git', async ({page}) => {
    await page.goto(writeup);
    await expect(page.locator('.theme-last-updated time')).toHaveAttribute(
      'datetime',
      /^\d{4}-\d{2}-\d{2}T/,
    );
  });

  test('previous and next stay within the series', async ({page}) => {
    const series = [
      'installation',
      'integrity',
      'powershell',
      'rdp-brute-force',
      'registry',
      'scheduled-task',
    ];
    let firsts = 0;
    let lasts = 0;
    for (const slug of series) {
      await page.goto(`./docs/sysmon-splunk/${slug}/`);
      const links = page.getByRole('navigation', {name: 'Docs pages'}).getByRole('link');
      for (const href of await links.evaluateAll((anchors) =>
        anchors.map((a) => a.getAttribute('href')),
      )) {
        expect(href).toMatch(/^\/my-small-blog\/docs\/sysmon-splunk\//);
      }
      if ((await page.locator('.pagination-nav__link--prev').count()) === 0) firsts += 1;
      if ((await page.locator('.pagination-nav__link--next').count()) === 0) lasts += 1;
    }
    expect([firsts, lasts]).toEqual([1, 1]);
  });

  test('a diagram opens enlarged in a dialog that Escape, a click, Close or the back button closes, on a desktop and on a phone', async ({
    page,
  }) => {
    // This write-up's diagram is wide and short: it can grow to the window's width.
    await page.goto('./docs/root-me/network/dns-zone-transfert');
    await waitForHydration(page);
    const figure = page.locator('.markdown img').first();
    const alt = await figure.getAttribute('alt');
    await figure.click();
    const dialog = page.getByRole('dialog', {name: `Enlarged figure: ${alt}`});
    await expect(dialog).toBeVisible();
    expect(
      await dialog.locator('img').evaluate((image) => image.getBoundingClientRect().width),
    ).toBeGreaterThan(1200);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // Closing gives focus back to the figure the reader opened.
    await expect(page.locator('.zoom-trigger').first()).toBeFocused();
    await figure.click();
    await dialog.getByRole('button', {name: 'Close'}).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/dns-zone-transfert/);

    // On a phone a tap opens it too; "Actual size" shows it wider than the screen, to pan; back closes it and stays on the page.
    await page.setViewportSize({width: 375, height: 740});
    await figure.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', {name: 'Actual size'}).click();
    await expect(dialog.getByRole('button', {name: 'Fit to screen'})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      await dialog.locator('img').evaluate((image) => image.getBoundingClientRect().width),
    ).toBeGreaterThan(375);
    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/dns-zone-transfert/);
  });

  test('a figure is sized before it loads, lazy, served as WebP at the width needed, captioned, and enlarged from its largest file', async ({
    page,
  }) => {
    await page.goto('./docs/pico-ctf/forensics/red');
    await waitForHydration(page);
    const figure = page.locator('.markdown figure', {has: page.locator('picture')}).first();
    const image = figure.locator('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    const {width, height, natural} = await image.evaluate((img: HTMLImageElement) => ({
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      natural: [img.naturalWidth, img.naturalHeight],
    }));
    expect(Number(width)).toBeGreaterThan(100);
    expect(Number(height)).toBeGreaterThan(50);
    // The source for every width (a figure drawn again for phones has a second one, for narrow screens).
    await expect(figure.locator('source[type="image/webp"]:not([media])')).toHaveAttribute(
      'srcset',
      /\.webp \d+w/,
    );
    await expect(figure.locator('figcaption')).not.toBeEmpty();
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\.webp$/);
    expect(natural.length).toBe(2);
    // The dark mode puts a neutral backing behind a figure that has no dark picture of its own.
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await image.evaluate((img) => getComputedStyle(img).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    // Enlarged: the largest WebP, however small the file the screen picked (a narrow window, so the figure has room to grow).
    const largest = await figure.locator('.zoom-trigger').getAttribute('data-zoom-src');
    expect(largest).toMatch(/\.webp$/);
    await page.setViewportSize({width: 1000, height: 900});
    await image.click();
    await expect(page.getByRole('dialog').locator('img')).toHaveAttribute('src', largest!);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`prints the article alone, in dark ink (${theme} mode)`, async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto(writeup);
      await waitForHydration(page);
      await page.emulateMedia({media: 'print'});
      for (const selector of [
        '.navbar',
        '.theme-doc-sidebar-container',
        '.theme-doc-toc-desktop',
        '.footer',
        '.pagination-nav',
      ]) {
        await expect(page.locator(selector).first()).toBeHidden();
      }
      const article = page.locator('article');
      await expect(article.getByRole('heading', {level: 1})).toBeVisible();
      expect(
        await article.evaluate((element) => element.getBoundingClientRect().width),
      ).toBeGreaterThan(1100);
      // Dark ink on light paper, whatever the screen's colour mode: text and code both read on white.
      const luminance = (selector: string, property: 'color' | 'backgroundColor') =>
        page
          .locator(selector)
          .first()
          .evaluate((element, key) => {
            const colour = getComputedStyle(element)[key];
            const [r, g, b] = colour
              .match(/\d+(\.\d+)?/g)!
              .map(Number)
              .map((channel) => channel / 255);
            const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
            return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
          }, property);
      expect(await luminance('article .markdown p', 'color')).toBeLessThan(0.05);
      expect(await luminance('.theme-code-block pre', 'color')).toBeLessThan(0.05);
      expect(await luminance('.theme-code-block pre', 'backgroundColor')).toBeGreaterThan(0.8);
      await expect(page.locator('.theme-code-block pre').first()).toHaveCSS(
        'white-space',
        'pre-wrap',
      );
      const pdf = await page.pdf({format: 'A4'});
      expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    });
  }
});
