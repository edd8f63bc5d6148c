/**
 * A screenshot of our own run, for a write-up figure: a page of a local stand-in
 * (served on 127.0.0.1) as Chromium draws it, at a readable width.
 *
 * Usage: npx tsx scripts/figures/screenshot.ts <url> <out.png> [--width 900] [--height 600]
 *          [--selector <css>] [--full-page] [--dark] [--scale 1]
 *          [--header 'Name: value']... [--credentials user:password]
 *          [--fill 'css=value']... [--submit <css>] [--unreachable <host>]...
 *
 * --selector crops to one element (a form, a response panel); --dark asks the
 * page for its dark colour scheme (prefers-color-scheme), for pages that have one.
 * --header sends a request header with every request (what curl -H or a proxy would
 * add); --credentials answers an HTTP authentication challenge; --fill types into
 * form fields and --submit clicks a button, and the screenshot shows the page that
 * answer drew.
 * --unreachable makes Chromium's resolver answer that a host does not exist, without
 * asking DNS, for a redirect that leaves 127.0.0.1 (an open redirect's landing host):
 * the navigation ends on Chromium's own error page, which names the host it tried,
 * and the screenshot shows that page.
 * The write-up's build makes the sizes and formats the page serves from this PNG.
 */
import {parseArgs} from 'node:util';
import {chromium, type Response} from 'playwright';
import {chromiumArgs, chromiumPath} from '../../src/node/chromium';

const usage =
  "Usage: npx tsx scripts/figures/screenshot.ts <url> <out.png> [--width 900] [--height 600] [--selector <css>] [--full-page] [--dark] [--scale 1] [--header 'Name: value'] [--credentials user:password] [--fill 'css=value'] [--submit <css>] [--unreachable <host>]";

/** Splits `left<separator>right` at the first separator; a missing separator is the caller's usage error. */
function splitOnce(text: string, separator: string, option: string): [string, string] {
  const at = text.indexOf(separator);
  if (at <= 0)
    throw new Error(
      `--${option} "${text}": expected ${option === 'header' ? "'Name: value'" : option === 'fill' ? "'css=value'" : 'user:password'}`,
    );
  return [text.slice(0, at).trim(), text.slice(at + separator.length).trimStart()];
}

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
      header: {type: 'string', multiple: true, default: []},
      credentials: {type: 'string'},
      fill: {type: 'string', multiple: true, default: []},
      submit: {type: 'string'},
      unreachable: {type: 'string', multiple: true, default: []},
    },
  });
  const [url, out] = positionals;
  if (!url || !out || !/\.png$/i.test(out)) {
    console.error(usage);
    return 1;
  }
  const headers = Object.fromEntries(
    values.header.map((header) => splitOnce(header, ':', 'header')),
  );
  const credentials = values.credentials
    ? splitOnce(values.credentials, ':', 'credentials')
    : undefined;
  const fields = values.fill.map((fill) => splitOnce(fill, '=', 'fill'));
  const resolverRules = values.unreachable.map((host) => `MAP ${host} ~NOTFOUND`).join(', ');
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...chromiumArgs, ...(resolverRules ? [`--host-resolver-rules=${resolverRules}`] : [])],
  });
  try {
    const page = await browser.newPage({
      viewport: {width: Number(values.width), height: Number(values.height)},
      deviceScaleFactor: Number(values.scale),
      colorScheme: values.dark ? 'dark' : 'light',
      extraHTTPHeaders: headers,
      ...(credentials && {httpCredentials: {username: credentials[0], password: credentials[1]}}),
    });
    /** A navigation to an --unreachable host fails in Chromium's network stack; its error page is what the screenshot shows. */
    const drawnEvenIfUnreachable = async (
      navigation: Promise<Response | null>,
    ): Promise<Response | null | 'unreachable'> => {
      try {
        return await navigation;
      } catch (error) {
        if (
          values.unreachable.length === 0 ||
          !(error instanceof Error) ||
          !/net::ERR_NAME_NOT_RESOLVED/.test(error.message)
        )
          throw error;
        console.warn(
          `${error.message.split('\n')[0]}; the screenshot shows Chromium's error page.`,
        );
        await page.waitForLoadState('load');
        return 'unreachable';
      }
    };
    let response = await drawnEvenIfUnreachable(page.goto(url, {waitUntil: 'networkidle'}));
    for (const [selector, value] of fields) await page.locator(selector).fill(value);
    if (values.submit) {
      response = await drawnEvenIfUnreachable(
        Promise.all([
          page.waitForNavigation({waitUntil: 'networkidle'}),
          page.locator(values.submit).click(),
        ]).then(([answer]) => answer),
      );
    }
    if (response !== 'unreachable' && !response?.ok())
      console.warn(
        `${page.url()} answered HTTP ${response?.status() ?? 'nothing'}; the screenshot shows what it drew.`,
      );
    if (values.selector) await page.locator(values.selector).first().screenshot({path: out});
    else await page.screenshot({path: out, fullPage: values['full-page']});
    console.log(`Wrote ${out}`);
    return 0;
  } finally {
    await browser.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
