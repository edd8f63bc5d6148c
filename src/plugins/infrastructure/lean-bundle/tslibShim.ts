/**
 * The one tslib helper the browser bundle uses (@docusaurus/utils-common is
 * compiled to CommonJS with `importHelpers`, and a `require('tslib')` pulls in
 * all of tslib: about 1.5 KiB of gzip on every page).
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
