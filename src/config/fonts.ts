/**
 * The site's code font: JetBrains Mono regular, self-hosted from static/fonts and cut to the characters code here
 * shows (scripts/fonts/subset_code_font.py, which prints `unicodeRange`). Prose uses the reader's system sans, so
 * this is the only font file the site serves.
 */
export const codeFont = {
  family: 'JetBrains Mono',
  /** Under the site's base URL; static, so no bundler inlines it into the stylesheet every page loads. */
  file: 'fonts/jetbrains-mono-code.woff2',
  unicodeRange:
    'U+0020-007E, U+00A0-00FF, U+2013-2014, U+2018-201A, U+201C-201D, U+2026, U+20AC, U+2212',
} as const;

/**
 * The `@font-face` rule, written into every page's head. Only a page that shows code fetches the file; until it
 * arrives the system monospace shows (`font-display: swap`), so code is never invisible.
 */
export function codeFontFace(baseUrl: string): string {
  return `@font-face{font-family:'${codeFont.family}';font-style:normal;font-weight:400;font-display:swap;src:url('${baseUrl}${codeFont.file}') format('woff2');unicode-range:${codeFont.unicodeRange}}`;
}
