import {expect, test, waitForHydration} from './fixtures';

test.use({viewport: {width: 375, height: 740}});

test('mobile sidebar opens, goes back to the main menu and closes on navigation', async ({
  page,
}) => {
  await page.goto('./docs/about-me/');
  await waitForHydration(page);
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).not.toBeVisible();
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(sidebar).toBeVisible();
  // On a docs page the sidebar opens on the docs menu; the spec's button returns to the main menu.
  await page.getByRole('button', {name: 'Back to main menu'}).click();
  const mainMenu = sidebar.locator('.navbar-sidebar__item.menu').first();
  await expect(mainMenu.getByRole('link', {name: 'Blogs'})).toBeVisible();
  await mainMenu.getByRole('link', {name: 'Blogs'}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(sidebar).not.toBeVisible();
});

test('the mobile sidebar is not shown on desktop widths', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('./');
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).not.toBeVisible();
});

test.describe('a write-up on a 375 × 812 phone', () => {
  test.use({viewport: {width: 375, height: 812}, isMobile: true, hasTouch: true});

  for (const route of [
    './docs/pico-ctf/forensics/shark-on-wire-1/',
    './docs/sysmon-splunk/registry/',
    './docs/root-me/network/dns-zone-transfert',
  ]) {
    test(`${route}: the prose starts on the first screen, under a compact card that comes before "On this page"`, async ({
      page,
    }) => {
      await page.goto(route);
      await waitForHydration(page);
      const card = page.getByRole('complementary', {name: 'Challenge information'});
      // The first section heading is on the first screen.
      const heading = await page.locator('article h2').first().boundingBox();
      expect(heading!.y + heading!.height).toBeLessThanOrEqual(812);
      // The card's facts are a wrapping row of items: no line of it starts with a separator.
      const facts = await card.locator('li').allInnerTexts();
      expect(facts.length).toBeGreaterThan(2);
      for (const fact of facts) expect(fact.trim()).not.toMatch(/^[·•|,/-]/);
      // Each tool chip is the link to the tool's page.
      await expect(card.locator('a[href*="/tools/"]').first()).toHaveAttribute(
        'href',
        /^\/my-small-blog\/tools\/[a-z0-9-]+$/,
      );
      // "On this page" comes after the card, not before it.
      const toc = page
        .getByRole('button', {name: 'On this page'})
        .or(page.getByText('On this page', {exact: true}))
        .first();
      const cardBox = (await card.boundingBox())!;
      const tocBox = await toc.boundingBox();
      if (tocBox) expect(tocBox.y).toBeGreaterThanOrEqual(cardBox.y + cardBox.height - 1);
    });
  }

  test('the search box shows its whole placeholder', async ({page}) => {
    await page.goto('./docs/pico-ctf/forensics/shark-on-wire-1/');
    const search = page.getByRole('combobox', {name: 'Search'});
    await expect(search).toHaveAttribute('placeholder', 'Search');
    // The room left for text, between the icon and the right padding, holds the word.
    const room = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontSize} ${style.fontFamily}`;
      return (
        input.clientWidth -
        parseFloat(style.paddingLeft) -
        parseFloat(style.paddingRight) -
        context.measureText(input.placeholder).width
      );
    });
    expect(room).toBeGreaterThanOrEqual(0);
  });
});

test('on a desktop the challenge card shows every fact in one compact row, its provenance one line that opens', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('./docs/pico-ctf/forensics/shark-on-wire-1/');
  await waitForHydration(page);
  const card = page.getByRole('complementary', {name: 'Challenge information'});
  await expect(card.getByText('Tools', {exact: true})).toBeVisible();
  await expect(card.getByText(/Difficulty:/)).toBeAttached();
  const provenance = card.locator('summary');
  await expect(provenance).toHaveText(/^Solved on the original .+, checked /);
  // The digest is shortened in the line and whole one click away.
  const digest = card.locator('abbr[title]').first();
  await expect(digest).toBeHidden();
  await provenance.click();
  await expect(digest).toBeVisible();
  expect((await digest.getAttribute('title'))!).toMatch(/^[0-9a-f]{64}$/);
  await expect(digest).toHaveText(/^[0-9a-f]{8}…[0-9a-f]{8}$/);
});
