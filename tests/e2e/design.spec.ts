import {expect, tapTargetSize, test, waitForHydration} from './fixtures';
import {pageTypes} from '../../scripts/bench/pageTypes';

/** A write-up whose session has a command far wider than a phone (a path of eight directories). */
const writeupWithLongLines = './docs/pico-ctf/general-skills/tab-tab-attack';

test.describe('code blocks on a 375 px touch screen', () => {
  test.use({viewport: {width: 375, height: 812}, isMobile: true, hasTouch: true});

  test('a block that runs past the screen shows a sign until it is scrolled to its end', async ({
    page,
  }) => {
    await page.goto(writeupWithLongLines);
    await waitForHydration(page);
    // Blocks off screen are not laid out (content-visibility): bring each in view before measuring it.
    const blocks = page.locator('.theme-code-block');
    let index = -1;
    for (let candidate = 0; candidate < (await blocks.count()) && index < 0; candidate += 1) {
      await blocks.nth(candidate).scrollIntoViewIfNeeded();
      const wider = await blocks
        .nth(candidate)
        .locator('pre')
        .evaluate((pre) => pre.scrollWidth > pre.clientWidth + 2);
      if (wider) index = candidate;
    }
    expect(index, 'the page has a block wider than a phone').toBeGreaterThanOrEqual(0);
    const block = blocks.nth(index);
    const sign = block.locator('[class*="scrollSign"]');
    await expect(sign).toBeVisible();
    await expect(sign).toHaveAttribute('aria-hidden', 'true');
    await block.locator('pre').evaluate((pre) => pre.scrollTo({left: pre.scrollWidth}));
    await expect(sign).toHaveCount(0);
    await block.locator('pre').evaluate((pre) => pre.scrollTo({left: 0}));
    await expect(sign).toBeVisible();
    // Wrapped lines leave nothing to scroll to.
    await block.getByRole('button', {name: 'Toggle word wrap'}).click();
    await expect(sign).toHaveCount(0);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`in a shell session the commands stand apart from what the shell printed (${mode} mode)`, async ({
      page,
    }) => {
      await page.goto('./docs/pico-ctf/general-skills/magikarp-ground-mission');
      await waitForHydration(page);
      if (mode === 'dark') {
        // The reader's own switch, in the phone menu.
        await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
        await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await page.getByRole('button', {name: 'Close navigation bar'}).click();
      }
      const block = page
        .locator('.theme-code-block')
        .filter({hasText: '1of3.flag.txt  instructions-to-2of3.txt'});
      await block.scrollIntoViewIfNeeded();
      // A line's band, and the colour of its text: the shell's printing is a token of its own, a command is the
      // line's plain text with highlighted words in it.
      const looks = (line: RegExp) =>
        block
          .locator('.token-line')
          .filter({hasText: line})
          .evaluate((element) => ({
            band: getComputedStyle(element).backgroundColor,
            ink: getComputedStyle(element.querySelector('.token.output') ?? element).color,
          }));
      const command = await looks(/pico-chall\$ ls$/);
      const output = await looks(/^1of3\.flag\.txt {2}instructions-to-2of3\.txt$/);
      expect(output.band, 'what the shell printed sits on a band of its own').not.toBe(
        command.band,
      );
      expect(output.ink, 'and in another colour than the command').not.toBe(command.ink);
      // The prompt is the shell's, not part of the command: selecting the line leaves it out.
      const prompt = block.locator('.token.prompt').first();
      await expect(prompt).toBeVisible();
      expect(await prompt.evaluate((element) => getComputedStyle(element).userSelect)).toBe('none');
    });
  }

  test('copy and wrap stay visible without a hover', async ({page}) => {
    await page.goto(writeupWithLongLines);
    await waitForHydration(page);
    const block = page.locator('.theme-code-block').first();
    await block.scrollIntoViewIfNeeded();
    const copy = block.getByRole('button', {name: /copy/i});
    await expect(copy).toBeVisible();
    // Seen, not merely present: a touch screen has no hover to raise the opacity.
    await expect
      .poll(() => copy.evaluate((button) => Number(getComputedStyle(button).opacity)))
      .toBe(1);
    const box = (await copy.boundingBox())!;
    expect(tapTargetSize(box)).toBeGreaterThanOrEqual(24);
  });
});

test.describe('one breadcrumb style', () => {
  for (const route of [
    './docs/pico-ctf/forensics/shark-on-wire-1/',
    './techniques/pcap-analysis',
    './tools/wireshark',
  ]) {
    test(`${route}: home, then each level, then the page itself, in the docs' trail`, async ({
      page,
    }) => {
      await page.goto(route);
      const trail = page.getByRole('navigation', {name: 'Breadcrumbs'});
      await expect(trail.getByRole('link', {name: 'Home page'})).toBeVisible();
      const items = trail.locator('li.breadcrumbs__item');
      expect(await items.count()).toBeGreaterThanOrEqual(3);
      const heading = (await page.getByRole('heading', {level: 1}).innerText()).trim();
      await expect(items.last()).toHaveText(heading);
      const look = await items
        .last()
        .locator('.breadcrumbs__link')
        .evaluate((link) => {
          const style = getComputedStyle(link);
          return {size: style.fontSize, background: style.backgroundColor};
        });
      // A quiet trail, not pills: the same small size on every page type and no filled background.
      expect(look).toEqual({size: '13.6px', background: 'rgba(0, 0, 0, 0)'});
    });
  }
});

test('the phone menu opens and closes with 40 px buttons', async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  await page.goto('./');
  await waitForHydration(page);
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  const toggleBox = (await toggle.boundingBox())!;
  expect(tapTargetSize(toggleBox)).toBeGreaterThanOrEqual(40);
  await toggle.click();
  const close = page.getByRole('button', {name: 'Close navigation bar'});
  await expect(close).toBeVisible();
  const closeBox = (await close.boundingBox())!;
  expect(tapTargetSize(closeBox)).toBeGreaterThanOrEqual(40);
  await close.click();
  await expect(page.locator('.navbar-sidebar')).not.toBeVisible();
});

test('code is set in the site’s own code font, which the page serves itself', async ({page}) => {
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (/\.woff2$/.test(new URL(response.url()).pathname)) fonts.push(response.url());
  });
  await page.goto(writeupWithLongLines);
  await page.locator('pre').first().scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) =>
            face.family.replace(/["']/g, '') === 'JetBrains Mono' && face.status === 'loaded',
        ),
      ),
    )
    .toBe(true);
  expect(fonts.length).toBe(1);
  expect(new URL(fonts[0]!).origin).toBe(new URL(page.url()).origin);
});

test.describe('the home page’s two actions on a 375 px phone in the dark mode', () => {
  test.use({viewport: {width: 375, height: 812}});

  test('are equally wide, show their whole labels, and the secondary one is not a light slab', async ({
    page,
  }) => {
    await page.goto('./');
    await waitForHydration(page);
    // The reader's own switch, in the phone menu.
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    const actions = [
      page.getByRole('link', {name: 'Start learning'}),
      page.getByRole('link', {name: 'Explore all write-ups'}).first(),
    ];
    const boxes = await Promise.all(actions.map(async (action) => (await action.boundingBox())!));
    expect(Math.abs(boxes[0]!.width - boxes[1]!.width)).toBeLessThanOrEqual(1);
    for (const [index, action] of actions.entries()) {
      const fits = await action.evaluate((link) => link.scrollWidth <= link.clientWidth);
      expect(fits, `action ${index + 1} shows its whole label`).toBe(true);
      expect(tapTargetSize(boxes[index]!)).toBeGreaterThanOrEqual(40);
    }
    // Relative luminance of the secondary button's background: a dark surface, not Infima's light grey. Polled:
    // the background fades to the dark mode's colour.
    const luminance = () =>
      actions[1]!.evaluate((link) => {
        const [r, g, b] = getComputedStyle(link)
          .backgroundColor.match(/\d+(\.\d+)?/g)!
          .slice(0, 3)
          .map((channel) => {
            const value = Number(channel) / 255;
            return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
          });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      });
    await expect.poll(luminance).toBeLessThan(0.1);
  });
});

test('prose reads at about 70 characters a line at 1280 px on every page that has it', async ({
  page,
}) => {
  // A tool page is a list of command lines, with no running text.
  for (const name of ['writeup', 'technique', 'techniques', 'lesson', 'blogPost'] as const) {
    await page.goto(`.${pageTypes[name]}`);
    // Each paragraph of running text, measured in its own font's em: 40 em is about 80 characters.
    const widthsInEm = await page
      .locator('main p')
      .evaluateAll((paragraphs) =>
        paragraphs
          .filter(
            (paragraph) =>
              (paragraph.textContent ?? '').length > 80 &&
              paragraph.getClientRects().length > 0 &&
              !paragraph.closest('pre, table, figure, nav'),
          )
          .map(
            (paragraph) =>
              paragraph.getBoundingClientRect().width /
              parseFloat(getComputedStyle(paragraph).fontSize),
          ),
      );
    expect(widthsInEm.length, `${name} has running text`).toBeGreaterThan(0);
    expect(Math.max(...widthsInEm), `${name}'s widest paragraph, in em`).toBeLessThanOrEqual(40);
  }
});
