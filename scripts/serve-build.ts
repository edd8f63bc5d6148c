/**
 * Serves the production build like GitHub Pages (see staticServer.ts).
 * Usage: npx tsx scripts/serve-build.ts [--port 4173] [--dir build]
 */
import {parseArgs} from 'node:util';
import {startStaticServer} from './staticServer';

const {values} = parseArgs({
  options: {port: {type: 'string', default: '4173'}, dir: {type: 'string', default: 'build'}},
});
void startStaticServer({buildDir: values.dir!, port: Number(values.port)}).then((server) =>
  console.log(`Serving ${values.dir} at ${server.url}`),
);
