/**
 * The design review's screenshots: the home page, an illustrated write-up with code, the explorer and a
 * technique page, at 375 and 1280 px, in the light and the dark mode, from a build.
 *
 *   npx tsx scripts/design/screenshots.ts [--build build] [--out design-screenshots] [--full]
 *
 * Each file is <page>-<width>-<mode>.png; --full takes the whole page instead of the first screen.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from 'playwright';
import {chromiumArgs, chromiumPath} from '../../src/node/chromium';
import {startStaticServer} from '../staticServer';

const pages = {
  home: '',
  writeup: 'docs/pico-ctf/forensics/extensions/',
  explorer: 'writeups',
  technique: 'techniques/file-signatures',
} as const;
const widths = [375, 1280] as const;
const modes = ['light', 'dark'] as const;

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      build: {type: 'string', default: 'build'},
      out: {type: 'string', default: 'design-screenshots'},
      full: {type: 'boolean', default: false},
    },
  });
  fs.mkdirSync(values.out, {recursive: true});
  const server = await startStaticServer({buildDir: path.resolve(values.build), port: 0});
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  try {
    for (const [name, address] of Object.entries(pages)) {
      for (const width of widths) {
        for (const mode of modes) {
          const context = await browser.newContext({
            viewport: {width, height: width < 600 ? 812 : 900},
            deviceScaleFactor: 1,
            serviceWorkers: 'block',
          });
          await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
          const page = await context.newPage();
          await page.goto(`${server.url}${address}`);
          await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
          await page.evaluate(() => document.fonts.ready);
          const file = path.join(values.out, `${name}-${width}-${mode}.png`);
          await page.screenshot({path: file, fullPage: values.full});
          console.log(file);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
