/**
 * Replaces @docusaurus/theme-classic's prism-include-languages (a leaf).
 * Change: does nothing. Code is highlighted at build time (src/plugins/code-highlight);
 * the original's templated require() pulled a Prism module context into every page.
 */
export default function prismIncludeLanguages(): void {}
