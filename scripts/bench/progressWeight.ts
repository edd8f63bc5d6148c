/**
 * `npx tsx scripts/bench/progressWeight.ts`: the gzipped bytes the reader's progress adds to a write-up: the
 * store and the components a write-up renders (the tick beside linked pages, "Mark as done"), bundled and
 * minified as the build does, with React, Docusaurus and the CSS left out because every page has them already.
 */
import zlib from 'node:zlib';
import path from 'node:path';
import {build} from 'esbuild';

const progressDir = path.resolve(__dirname, '../../src/components/Progress');

async function main(): Promise<void> {
  const result = await build({
    stdin: {
      contents:
        "export {default as Finished} from './Finished'; export {default as MarkAsDone} from './MarkAsDone'; export * from './store';",
      resolveDir: progressDir,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    jsx: 'automatic',
    external: ['react', 'react/*', '@docusaurus/*', 'clsx', '*.css'],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  const gzip = zlib.gzipSync(code, {level: 9}).length;
  console.log(
    `progress code a write-up loads: ${(code.length / 1024).toFixed(1)} KiB minified, ${(gzip / 1024).toFixed(1)} KiB gzip`,
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
