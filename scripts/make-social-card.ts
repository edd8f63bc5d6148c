/**
 * Renders the site's social card (static/img/social-card.png, 1200×630) from the
 * template every page's card uses (src/plugins/features/social-images/card.ts), in Debian's
 * Chromium. Run it again when the site identity changes:
 *   npx tsx scripts/make-social-card.ts
 */
import path from 'node:path';
import {chromium} from 'playwright';
import {owner, site} from '../src/config/site';
import {chromiumArgs, chromiumPath} from '../src/node/chromium';
import {cardSize, renderCardHtml} from '../src/plugins/features/social-images/card';

const html = renderCardHtml({
  eyebrow: owner.displayName,
  title: site.title,
  subtitle: owner.tagline,
  footer: 'picoCTF · Root-Me · Sysmon & Splunk detection lab · Blog',
});

async function main(): Promise<void> {
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  const page = await browser.newPage({viewport: cardSize});
  await page.setContent(html);
  const output = path.resolve(__dirname, '../static/img/social-card.png');
  await page.screenshot({path: output, type: 'png'});
  await browser.close();
  console.log(`Wrote ${output}`);
}

void main();
