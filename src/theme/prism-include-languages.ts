/**
 * Replaces @docusaurus/theme-classic 3.10.2 (src/theme/prism-include-languages.ts,
 * sha256 ae4f25b4ca4dc254b47b072626e15a25e63dc23d4891e8b9e45f8257ea301770); src/theme/__tests__/ejected.test.ts fails when it changes.
 * Change: does nothing. Code is highlighted at build time (src/plugins/infrastructure/code-highlight);
 * the original's templated require() pulled a Prism module context into every page.
 */
export default function prismIncludeLanguages(): void {}
