/**
 * Compares the production build with the route inventory (tests/data/routes.txt)
 * and lists every route that has no page yet. Exits 1 when any is missing.
 * Usage: npm run test:routes   (after npm run build)
 */
import fs from 'node:fs';
import {buildDir, isBuilt, readRouteInventory} from './routeInventory';

if (!fs.existsSync(buildDir)) {
  console.error('No build/ folder: run `npm run build` first.');
  process.exit(2);
}
const routes = readRouteInventory();
const missing = routes.filter((route) => !isBuilt(route));
for (const route of missing) console.log(`missing: ${route}`);
console.log(`${routes.length - missing.length} of ${routes.length} inventory routes built, ${missing.length} missing.`);
process.exit(missing.length > 0 ? 1 : 0);
