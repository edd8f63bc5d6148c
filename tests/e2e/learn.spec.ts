import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {load} from 'cheerio';
import {expect, pressAndSeeCopied, test, waitForHydration} from './fixtures';
import {loadWriteups} from './content';
import {buildDir} from '../../scripts/routeInventory';
import {readVocabularies} from '../../src/plugins/model/writeups';
import {SearchEngine} from '../../src/plugins/features/search/engine';
import type {SearchManifest} from '../../src/plugins/features/search/indexFiles';
import {searchIndexDir, searchManifestFile} from '../../src/plugins/features/search/constants';

const docsDir = path.resolve(__dirname, '../../docs');
const builtHtml = (relative: string) => {
  const clean = relative
    .replace(/^\/my-small-blog\//, '')
    .replace(/[#?].*$/, '')
    .replace(/\/$/, '');
  const file = [
    path.join(buildDir, clean, 'index.html'),
    path.join(buildDir, `${clean}.html`),
  ].find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`${relative} is not built`);
  return fs.readFileSync(file, 'utf8');
};

test.describe('technique pages', () => {
  test('the index lists every technique of the vocabulary with its count', async ({page}) => {
    const {techniques} = await readVocabularies(docsDir);
    await page.goto('./techniques/');
    await expect(page.getByRole('heading', {level: 1, name: 'Techniques'})).toBeVisible();
    const links = page.getByRole('main').getByRole('listitem');
    await expect(links).toHaveCount(techniques.length);
    await expect(links.filter({hasText: 'File signatures (magic bytes)'})).toContainText(
      /\d+ write-ups?/,
    );
  });

  test('a write-up links its techniques, and the technique page links back, with its reference and tools', async ({
    page,
  }) => {
    await page.goto('./docs/pico-ctf/forensics/extensions/');
    await waitForHydration(page);
    await page
      .getByRole('complementary', {name: 'Challenge information'})
      .getByRole('link', {name: 'File signatures (magic bytes)'})
      .click();
    await expect(page).toHaveURL(/\/techniques\/file-signatures$/);
    await expect(
      page.getByRole('heading', {level: 1, name: 'File signatures (magic bytes)'}),
    ).toBeVisible();
    await expect(page.getByRole('link', {name: 'MITRE ATT&CK T1036.008'})).toHaveAttribute(
      'href',
      'https://attack.mitre.org/techniques/T1036/008/',
    );
    const main = page.getByRole('main');
    // The link names the write-up and where it sits: title, then platform, category and difficulty.
    await expect(main.getByRole('link', {name: /^extensions\s*picoCTF/})).toBeVisible();
    await expect(main.getByRole('link', {name: 'xxd', exact: true})).toHaveAttribute(
      'href',
      '/my-small-blog/tools/xxd',
    );
    await main.getByRole('link', {name: /^extensions\s*picoCTF/}).click();
    await expect(page).toHaveURL(/\/docs\/pico-ctf\/forensics\/extensions\/$/);
  });

  test('a technique page hydrates from its own HTML, and opens a tool page inside the app', async ({
    page,
    consoleErrors,
  }) => {
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/data.json')) dataRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('./techniques/file-signatures');
    await waitForHydration(page);
    // The first visit reads the data its HTML carries: nothing more to fetch.
    expect(dataRequests).toEqual([]);
    await page.getByRole('main').getByRole('link', {name: 'xxd', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'xxd'})).toBeVisible();
    expect(dataRequests).toEqual(['/my-small-blog/tools/xxd/data.json']);
    await page.goBack();
    await expect(
      page.getByRole('heading', {level: 1, name: 'File signatures (magic bytes)'}),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a page whose data cannot be fetched says so, with a way back', async ({page}) => {
    await page.route('**/tools/xxd/data.json', (route) =>
      route.fulfill({status: 404, body: 'not found'}),
    );
    await page.goto('./techniques/file-signatures');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('link', {name: 'xxd', exact: true}).click();
    await expect(page.getByRole('alert')).toContainText(
      'This tool page could not be loaded: /my-small-blog/tools/xxd/data.json answered HTTP 404',
    );
    await page.getByRole('link', {name: 'Back to tools'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Tools'})).toBeVisible();
  });

  test('the explorer links each technique of its facet to the technique page', async ({page}) => {
    await page.goto('./writeups');
    await waitForHydration(page);
    // By keyboard: the link sits in the facet's own scrolling list.
    await page.getByRole('link', {name: 'About File signatures (magic bytes)'}).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', {level: 1, name: 'File signatures (magic bytes)'}),
    ).toBeVisible();
  });

  test('searching a technique by name finds its page first', async ({page}) => {
    await page.goto('./');
    await waitForHydration(page);
    await page.getByRole('combobox', {name: 'Search'}).fill('Format string vulnerabilities');
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(
      'Format string vulnerabilities',
    );
    await page.getByRole('listbox').getByRole('option').first().click();
    await expect(page).toHaveURL(/\/techniques\/format-string/);
  });

  test('every technique ranks its lesson first, then its own page, when its name is searched', async () => {
    const indexDir = path.join(buildDir, searchIndexDir);
    const read = <T>(file: string) =>
      JSON.parse(fs.readFileSync(path.join(indexDir, file), 'utf8')) as T;
    const engine = new SearchEngine(read<SearchManifest>(searchManifestFile), (file) =>
      Promise.resolve(read(file)),
    );
    const {techniques} = await readVocabularies(docsDir);
    const misses: string[] = [];
    for (const technique of techniques) {
      const hasLesson = fs.existsSync(path.join('lessons', technique.id, 'index.mdx'));
      const expected = [
        ...(hasLesson ? [`learn/${technique.id}/`] : []),
        `techniques/${technique.id}`,
      ];
      const outcome = await engine.search(technique.name.replace(/[^\p{L}\p{N} ]+/gu, ' '));
      const first = outcome.ok
        ? outcome.hits.slice(0, expected.length).map((hit) => hit.url)
        : [outcome.error];
      if (first.join(' ') !== expected.join(' '))
        misses.push(`${technique.name}: ${first.join(', ')}`);
      if (hasLesson) {
        const learn = await engine.search(
          `learn ${technique.name.replace(/[^\p{L}\p{N} ]+/gu, ' ')}`,
        );
        if (!learn.ok || learn.hits[0]?.url !== expected[0])
          misses.push(`learn ${technique.name}: ${learn.ok ? learn.hits[0]?.url : learn.error}`);
      }
    }
    expect(misses).toEqual([]);
  });
});

test.describe('tool cheat sheets', () => {
  test('a write-up links its tools; the tool page lists real command lines that lead back to where they were used', async ({
    page,
  }) => {
    await page.goto('./docs/pico-ctf/forensics/extensions/');
    await waitForHydration(page);
    await page
      .getByRole('complementary', {name: 'Challenge information'})
      .getByRole('link', {name: 'xxd', exact: true})
      .click();
    await expect(page.getByRole('heading', {level: 1, name: 'xxd'})).toBeVisible();
    await expect(page.getByRole('link', {name: /man7\.org|xxd/}).first()).toBeVisible();
    const command = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({has: page.locator('pre')})
      .first();
    await expect(command.locator('pre')).toContainText('xxd');
    const source = command.getByRole('link').first();
    const target = (await source.getAttribute('href'))!;
    await source.click();
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    const anchor = target.split('#')[1];
    if (anchor) await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  });

  test('every command line links to a section that exists', async () => {
    const toolsDir = path.join(buildDir, 'tools');
    const broken: string[] = [];
    let links = 0;
    // Each write-up is parsed once, however many commands link to it.
    const idsByPage = new Map<string, Set<string>>();
    const idsOf = (page: string) => {
      let ids = idsByPage.get(page);
      if (!ids) {
        const $page = load(builtHtml(page));
        ids = new Set(
          $page('[id]')
            .map((_, element) => $page(element).attr('id') ?? '')
            .get(),
        );
        idsByPage.set(page, ids);
      }
      return ids;
    };
    for (const tool of fs.readdirSync(toolsDir)) {
      if (!fs.existsSync(path.join(toolsDir, tool, 'index.html'))) continue;
      const $ = load(fs.readFileSync(path.join(toolsDir, tool, 'index.html'), 'utf8'));
      $('main ol li p a').each((_, element) => {
        const href = $(element).attr('href') ?? '';
        links += 1;
        const [page, anchor] = href.split('#');
        if (anchor && !idsOf(page!).has(anchor)) broken.push(`${tool}: ${href}`);
      });
    }
    expect(links).toBeGreaterThan(500);
    expect(broken).toEqual([]);
  });

  test('the index groups every tool by kind', async ({page}) => {
    const {tools} = await readVocabularies(docsDir);
    await page.goto('./tools/');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(tools.length);
    await expect(page.getByRole('heading', {level: 2, name: 'Command-line tools'})).toBeVisible();
  });
});

test.describe('practise next', () => {
  test('a write-up ends with three other write-ups to practise, not its previous or next page', async ({
    page,
  }) => {
    await page.goto('./docs/pico-ctf/forensics/extensions/');
    await waitForHydration(page);
    const suggestions = page.getByRole('navigation', {name: 'Practise next'}).getByRole('link');
    await expect(suggestions).toHaveCount(3);
    const pagination = page.getByRole('navigation', {name: 'Docs pages'}).getByRole('link');
    const neighbours = await pagination.evaluateAll((links) =>
      links.map((link) => (link as HTMLAnchorElement).pathname),
    );
    const suggested = await suggestions.evaluateAll((links) =>
      links.map((link) => (link as HTMLAnchorElement).pathname),
    );
    expect(new Set([...suggested, '/my-small-blog/docs/pico-ctf/forensics/extensions/']).size).toBe(
      4,
    );
    expect(suggested.filter((link) => neighbours.includes(link))).toEqual([]);
    const title = await suggestions.first().textContent();
    await suggestions.first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title!);
  });
});

test.describe('copying a code block', () => {
  test.beforeEach(async ({context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('a session copies its commands alone: no prompts, no output', async ({page}) => {
    await page.goto('./docs/pico-ctf/general-skills/magikarp-ground-mission');
    await waitForHydration(page);
    const block = page
      .locator('.theme-code-block')
      .filter({hasText: '1of3.flag.txt  instructions-to-2of3.txt'});
    await block.hover();
    // The button says "Copied" once the text is on the clipboard (the copy waits for a lazy module).
    await pressAndSeeCopied(block, () =>
      block.getByRole('button', {name: 'Copy code to clipboard'}).click(),
    );
    // The commands are the block's lines after a prompt, read from the page's source: the rest is output.
    const source = fs.readFileSync(
      path.join(docsDir, 'pico-ctf/general-skills/magikarp-ground-mission.mdx'),
      'utf8',
    );
    const session = source.slice(
      source.lastIndexOf('```', source.indexOf('1of3.flag.txt  instructions')),
    );
    const commands = [
      ...session
        .slice(0, session.indexOf('```', 3))
        .matchAll(/^(?:\$|ctf-player@pico-chall\$) (.*)$/gm),
    ].map((match) => match[1]);
    expect(commands).toContain('ls / | grep of3');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(commands.join('\n'));
  });

  test('a script copies as it is shown', async ({page}) => {
    await page.goto('./docs/pico-ctf/forensics/extensions/');
    await waitForHydration(page);
    const block = page.locator('.theme-code-block.language-bash').first();
    await block.hover();
    // The button says "Copied" once the text is on the clipboard (the copy waits for a lazy module).
    await pressAndSeeCopied(block, () =>
      block.getByRole('button', {name: 'Copy code to clipboard'}).click(),
    );
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(
      (await block.locator('code').innerText()).trim(),
    );
  });
});

test.describe('machine-readable corpus', () => {
  test('/writeups.json lists every listed write-up and matches /writeups.schema.json', async ({
    request,
  }) => {
    const corpus = (await (await request.get('./writeups.json')).json()) as {
      writeups: {title: string; url: string}[];
    };
    const schema = (await (await request.get('./writeups.schema.json')).json()) as object;
    const validate = addFormats(new Ajv2020({allErrors: true})).compile(schema);
    expect(validate(corpus), JSON.stringify(validate.errors)).toBe(true);
    const titles = (await loadWriteups()).map((writeup) => writeup.title).sort();
    expect(corpus.writeups.map((writeup) => writeup.title).sort()).toEqual(titles);
  });

  test('/llms.txt links every listed write-up once, to a page that exists', async ({request}) => {
    const text = await (await request.get('./llms.txt')).text();
    expect(text.split('\n')[0]).toMatch(/^# \S/);
    const urls = [...text.matchAll(/\]\((https:\/\/[^)\s]+)\)/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    const writeupUrls = urls.filter((url) => url.includes('/docs/') && !url.endsWith('/about-me/'));
    expect(writeupUrls).toHaveLength((await loadWriteups()).length);
    expect(new Set(writeupUrls).size).toBe(writeupUrls.length);
    for (const url of urls.filter((candidate) => !/\.(json|txt)$/.test(candidate)))
      expect(builtHtml(url)).toContain('<h1');
  });
});
