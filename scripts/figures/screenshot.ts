/**
 * A screenshot of our own run, for a write-up figure: a page of a local stand-in
 * (served on 127.0.0.1) as Chromium draws it, at a readable width.
 *
 * Usage: npx tsx scripts/figures/screenshot.ts <url> <out.png> [--width 900] [--height 600]
 *          [--selector <css>] [--full-page] [--dark] [--scale 1]
 *
 * --selector crops to one element (a form, a response panel); --dark asks the
 * page for its dark colour scheme (prefers-color-scheme), for pages that have one.
 * The write-up's build makes the sizes and formats the page serves from this PNG.
 */
import {parseArgs} from 'node:util';
import {chromium} from 'playwright';
import {chromiumArgs, chromiumPath} from '../../src/node/chromium';

async function main(): Promise<number> {
  const {positionals, values} = parseArgs({
    allowPositionals: true,
    options: {
      width: {type: 'string', default: '900'},
      height: {type: 'string', default: '600'},
      selector: {type: 'string'},
      'full-page': {type: 'boolean', default: false},
      dark: {type: 'boolean', default: false},
      scale: {type: 'string', default: '1'},
    },
  });
  const [url, out] = positionals;
  if (!url || !out || !/\.png$/i.test(out)) {
    console.error(
      'Usage: npx tsx scripts/figures/screenshot.ts <url> <out.png> [--width 900] [--height 600] [--selector <css>] [--full-page] [--dark]',
    );
    return 1;
  }
  const browser = await chromium.launch({executablePath: chromiumPath(), args: [...chromiumArgs]});
  try {
    const page = await browser.newPage({
      viewport: {width: Number(values.width), height: Number(values.height)},
      deviceScaleFactor: Number(values.scale),
      colorScheme: values.dark ? 'dark' : 'light',
    });
    const response = await page.goto(url, {waitUntil: 'networkidle'});
    if (!response?.ok()) console.warn(`${url} answered HTTP ${response?.status() ?? 'nothing'}; the screenshot shows what it drew.`);
    if (values.selector) await page.locator(values.selector).first().screenshot({path: out});
    else await page.screenshot({path: out, fullPage: values['full-page']});
    console.log(`Wrote ${out}`);
    return 0;
  } finally {
    await browser.close();
  }
}

main().then((code) => process.exit(code));
