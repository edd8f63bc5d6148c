import crypto from 'node:crypto';
import {frameGuardScript} from './frameGuard';

/** Inline `<script>` bodies that the browser executes (JSON data blocks are not scripts). */
export function findInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1]!;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    scripts.push(match[2]!);
  }
  return scripts;
}

/**
 * The inline scripts this build is known to emit, each recognised by its whole
 * shape. Anything else found in a page (a script injected through content, or a
 * new one from a dependency update) is not hashed into the policy: the build
 * fails and names it, so it is reviewed before it is ever allowed.
 */
export const knownInlineScripts: readonly {readonly source: string; readonly shape: RegExp}[] = [
  {
    source: '@docusaurus/theme-classic: colour mode and data attributes, before first paint',
    shape:
      /^!function\(\)\{var t=function\(\)\{try\{return new URLSearchParams\(window\.location\.search\)\.get\("docusaurus-theme"\)[^<]*\}\(\)$/,
  },
  {
    source:
      "src/plugins/infrastructure/csp/frameGuard.ts: the notice shown inside another site's frame",
    shape: new RegExp(`^${frameGuardScript.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  },
  {
    source: '@docusaurus/plugin-client-redirects: a redirect page',
    shape:
      /^\s*window\.location\.href = '[\w/.-]+' \+ window\.location\.search \+ window\.location\.hash;\s*$/,
  },
];

/** Where a known inline script comes from; undefined for a script the build does not know. */
export function knownInlineScriptSource(body: string): string | undefined {
  return knownInlineScripts.find(({shape}) => shape.test(body))?.source;
}

export function hashScript(body: string): string {
  return `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * The page's Content-Security-Policy: only the site's own origin, and only the
 * inline scripts this page was built with (by hash). No eval, no plugins, no
 * foreign frames. Styles allow inline attributes, which React writes.
 */
export function buildPolicy(inlineScripts: readonly string[]): string {
  const scriptHashes = [...new Set(inlineScripts.map(hashScript))];
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` ${hash}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Directives only a header can carry: a <meta> policy ignores `frame-ancestors`. */
export const headerOnlyDirectives = ["frame-ancestors 'self'"];

/**
 * build/_headers, the file Netlify and Cloudflare Pages read: every page's policy as a header (one policy
 * allowing the inline scripts of every page, by hash), the frame ancestors, and no MIME sniffing.
 * Paths are given for the site served at the host's root and under its base URL.
 */
export function headersFile(inlineScripts: readonly string[], baseUrl: string): string {
  const policy = `${buildPolicy(inlineScripts)}; ${headerOnlyDirectives.join('; ')}`;
  const rules = [
    `Content-Security-Policy: ${policy}`,
    'X-Content-Type-Options: nosniff',
    'X-Frame-Options: SAMEORIGIN',
    'Referrer-Policy: strict-origin-when-cross-origin',
  ];
  return [...new Set(['/*', `${baseUrl}*`])]
    .map((path) => `${path}\n${rules.map((rule) => `  ${rule}`).join('\n')}\n`)
    .join('\n');
}

/** Puts the policy first in <head>, before any script it governs. */
export function insertPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  if (/<meta http-equiv="Content-Security-Policy"/i.test(html)) {
    throw new Error('page already has a Content-Security-Policy');
  }
  const withPolicy = html.replace(/<head([^>]*)>/i, (head) => `${head}${meta}`);
  if (withPolicy === html) {
    throw new Error('page has no <head>');
  }
  return withPolicy;
}
