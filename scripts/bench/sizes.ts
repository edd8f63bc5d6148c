/**
 * `npx tsx scripts/bench/sizes.ts [--dir build]`: what tests/e2e/first-visit.spec.ts measures, printed as one
 * table per page type beside its budget, so a budget is changed from a measured figure and never guessed.
 */
import {parseArgs} from 'node:util';
import {chromium} from 'playwright';
import {startStaticServer} from '../staticServer';
import {chromiumArgs, chromiumPath} from '../../src/node/chromium';
import {budgets} from './budgets';
import {measuredPages, type MeasuredPage} from './pageTypes';
import {measurePageTransfer} from './transfer';

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function main(): Promise<void> {
  const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
  const server = await startStaticServer({buildDir: values.dir!, port: 0});
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  try {
    const rows = [];
    for (const pageType of Object.keys(measuredPages) as MeasuredPage[]) {
      const url = `${server.url}${measuredPages[pageType].slice(1)}`;
      const {beforeLoad, untilHydrated} = await measurePageTransfer(browser, url, {
        untilIdle: false,
      });
      rows.push({
        page: pageType,
        'scripts until hydrated': `${untilHydrated.js.requests} / ${budgets.scriptsUntilHydrated[pageType]}`,
        'JS until hydrated (KiB gzip)': `${kib(untilHydrated.js.gzip)} / ${budgets.jsUntilHydrated[pageType]}`,
        'CSS (KiB gzip)': `${kib(beforeLoad.css.gzip)} / ${budgets.css}`,
        'HTML (KiB gzip)': kib(beforeLoad.html.gzip),
        'all before load (KiB gzip)': kib(
          Object.values(beforeLoad).reduce((total, kind) => total + kind.gzip, 0),
        ),
      });
    }
    console.table(rows);
  } finally {
    await browser.close();
    await server.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
