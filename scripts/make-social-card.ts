/**
 * Renders the site's social card (static/img/social-card.png, 1200×630) from an
 * HTML template in Debian's Chromium. Run it again when the site identity changes:
 *   npx tsx scripts/make-social-card.ts
 */
import path from 'node:path';
import {chromium} from '@playwright/test';
import {owner, site} from '../src/config/site';
import {chromiumArgs, chromiumPath} from './chromium';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const html = `<!doctype html><html><head><style>
  body { margin: 0; width: 1200px; height: 630px; display: flex; flex-direction: column; justify-content: center;
         padding: 0 96px; box-sizing: border-box; font-family: 'DejaVu Sans', sans-serif; color: #fff;
         background: linear-gradient(135deg, #0d2a57 0%, #1f5fbf 100%); }
  .mark { display: flex; align-items: center; gap: 24px; font-size: 40px; font-weight: 700; }
  h1 { font-size: 84px; margin: 40px 0 16px; line-height: 1.05; }
  p { font-size: 34px; margin: 0; color: #dfe9ff; }
  .topics { margin-top: 48px; font-size: 28px; color: #9cbdff; letter-spacing: 0.02em; }
</style></head><body>
  <div class="mark"><svg width="72" height="72" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#fff"/><path d="M14 40 L32 18 L50 40 L40 40 L32 30 L24 40 Z" fill="#1f5fbf"/><path d="M22 46 H42" stroke="#7aa7ff" stroke-width="4" stroke-linecap="round"/></svg>${escapeHtml(owner.displayName)}</div>
  <h1>${escapeHtml(site.title)}</h1>
  <p>${escapeHtml(owner.tagline)}</p>
  <div class="topics">picoCTF · Root-Me · Sysmon &amp; Splunk detection lab · Blog</div>
</body></html>`;

async function main(): Promise<void> {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  const page = await browser.newPage({viewport: {width: 1200, height: 630}});
  await page.setContent(html);
  const output = path.resolve(__dirname, '../static/img/social-card.png');
  await page.screenshot({path: output, type: 'png'});
  await browser.close();
  console.log(`Wrote ${output}`);
}

void main();
