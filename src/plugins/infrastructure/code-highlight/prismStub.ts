/**
 * Stands in for prism-react-renderer in the browser and SSR bundles: code is
 * highlighted at build time (remark.ts), so the classic theme's unconditional
 * Prism import would only add dead weight to every page.
 */
export const Prism = {languages: {}};
export const themes = {};
export function Highlight(): never {
  throw new Error(
    'Code blocks are highlighted at build time by src/plugins/infrastructure/code-highlight; Prism is not bundled.',
  );
}
