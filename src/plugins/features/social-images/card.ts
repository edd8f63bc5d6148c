import {escapeHtml} from '../../../utils/html';
import {socialImageDir} from '../../../config/productionOnly';
import {relativeToBaseUrl} from '../../../utils/permalinks';

/** What one social card says, top to bottom. */
export type CardContent = {
  /** Small line above the title: the site name (or the owner on the site's own card). */
  readonly eyebrow: string;
  readonly title: string;
  /** e.g. "picoCTF · Forensics · Easy". */
  readonly subtitle: string;
  /** Bottom line, e.g. "Write-up · 10 points". */
  readonly footer: string;
};

export const cardSize = {width: 1200, height: 630} as const;

/** Long titles get a smaller size so they fit in three lines. */
export function titleFontSize(title: string): number {
  if (title.length <= 28) return 84;
  if (title.length <= 48) return 68;
  return 54;
}

/**
 * The card as a self-contained HTML page (no external requests), which the build
 * screenshots in Chromium at 1200×630. The same template draws the site's card.
 */
export function renderCardHtml({eyebrow, title, subtitle, footer}: CardContent): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
  body { margin: 0; width: ${cardSize.width}px; height: ${cardSize.height}px; display: flex; flex-direction: column; justify-content: center;
         padding: 0 96px; box-sizing: border-box; font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; color: #fff;
         background: linear-gradient(135deg, #0d2a57 0%, #1f5fbf 100%); }
  .mark { display: flex; align-items: center; gap: 24px; font-size: 36px; font-weight: 700; }
  h1 { font-size: ${titleFontSize(title)}px; margin: 40px 0 20px; line-height: 1.08; overflow-wrap: anywhere;
       display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
  p { font-size: 34px; margin: 0; color: #dfe9ff; }
  .footer { margin-top: 44px; font-size: 28px; color: #b5cdff; letter-spacing: 0.02em; }
</style></head><body>
  <div class="mark"><svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#fff"/><path d="M14 40 L32 18 L50 40 L40 40 L32 30 L24 40 Z" fill="#1f5fbf"/><path d="M22 46 H42" stroke="#7aa7ff" stroke-width="4" stroke-linecap="round"/></svg>${escapeHtml(eyebrow)}</div>
  <h1>${escapeHtml(title)}</h1>
  <p>${escapeHtml(subtitle)}</p>
  <div class="footer">${escapeHtml(footer)}</div>
</body></html>`;
}

/** A listed blog post gets a card of its own unless its front matter names an image. */
export function postHasOwnSocialCard(post: {
  readonly frontMatter: Readonly<Record<string, unknown>>;
  readonly unlisted?: boolean;
}): boolean {
  return !post.unlisted && !post.frontMatter.image;
}

/** Where a blog post's card is published, relative to the base URL: `/my-small-blog/blog/typed-paths` → `img/og/blog/typed-paths.jpg`. */
export function postSocialImagePath(permalink: string, baseUrl: string): string {
  const relative = relativeToBaseUrl(permalink, baseUrl);
  return `${socialImageDir}/${relative.replace(/\/+$/, '') || 'index'}.jpg`;
}
