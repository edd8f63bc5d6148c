// What the page benchmarks use of this set (scripts/bench/lighthouse.ts): imported from here, each package
// resolves in this folder's node_modules.
export {default as lighthouse} from 'lighthouse';
export {default as desktopConfig} from 'lighthouse/core/config/desktop-config.js';
export {launch as launchChrome} from 'chrome-launcher';
