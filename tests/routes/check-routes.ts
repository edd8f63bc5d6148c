/**
 * Checks the production build against the route inventory (tests/data/routes.txt),
 * over HTTP the way a reader or a crawler meets it: every route is served with
 * status 200 and has a title, exactly one <h1>, and a canonical link to itself;
 * no route asks not to be indexed. Prints every problem; exits 1 when any.
 * Usage: npm run test:routes   (after npm run build)
 */
import fs from 'node:fs';
import {buildDir, readRouteInventory} from '../../scripts/routeInventory';
import {findRouteProblems} from './routeChecks';
import {startStaticServer} from '../../scripts/staticServer';

async function main(): Promise<number> {
  if (!fs.existsSync(buildDir)) {
    console.error('No build/ folder: run `npm run build` first.');
    return 2;
  }
  const routes = readRouteInventory();
  const server = await startStaticServer({buildDir, port: 0});
  let failing = 0;
  try {
    // A few at a time: the server is local, the limit only keeps the output in order.
    for (let start = 0; start < routes.length; start += 8) {
      const batch = routes.slice(start, start + 8);
      const results = await Promise.all(
        batch.map(async (route) => {
          const response = await fetch(new URL(route.slice(1), server.url));
          return {
            route,
            problems: findRouteProblems(route, response.status, await response.text()),
          };
        }),
      );
      for (const {route, problems} of results.filter((result) => result.problems.length > 0)) {
        failing += 1;
        console.log(`${route}: ${problems.join('; ')}`);
      }
    }
  } finally {
    await server.close();
  }
  console.log(
    `${routes.length - failing} of ${routes.length} inventory routes served correctly, ${failing} with problems.`,
  );
  return failing > 0 ? 1 : 0;
}

main().then((code) => process.exit(code));
