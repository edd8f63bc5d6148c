import {createHash} from 'node:crypto';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import {offlineLimits, serviceWorkerFile} from './constants';

/** A short hash of the build's hashed asset names: it changes whenever any code or content chunk does. */
export async function buildVersionOf(outDir: string): Promise<string> {
  const files = (await readdir(path.join(outDir, 'assets'), {recursive: true})).map(String).sort();
  return createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
}

/** Files no page fetches, which the worker never keeps: social cards, feeds and sitemaps, text for machines, host settings, itself. */
const neverFetchedByPages = (file: string) =>
  file === serviceWorkerFile ||
  file === '_headers' ||
  file.startsWith('img/og/') ||
  /\.(?:xml|txt)$/.test(file) ||
  file.endsWith('.schema.json');

/** The first 16 bytes of a SHA-256, base64url: what the worker compares a saved body with (128 bits). */
export const digestOf = (bytes: Buffer | string) =>
  createHash('sha256').update(bytes).digest().subarray(0, 16).toString('base64url');

/** Every file of the build a page may fetch, relative to the build folder, with its digest. */
export async function offlineManifestOf(outDir: string): Promise<Record<string, string>> {
  const files = (await readdir(outDir, {recursive: true, withFileTypes: true}))
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter((file) => !neverFetchedByPages(file))
    .sort();
  const digests = await Promise.all(
    files.map(async (file) => digestOf(await readFile(path.join(outDir, file)))),
  );
  return Object.fromEntries(files.map((file, index) => [file, digests[index]!]));
}

/** The service worker as a classic script for this build: TypeScript stripped, constants filled in. */
export async function compileServiceWorker({
  buildVersion,
  baseUrl,
  manifest,
}: {
  buildVersion: string;
  baseUrl: string;
  manifest: Readonly<Record<string, string>>;
}): Promise<string> {
  const source = await readFile(path.join(__dirname, 'client/sw.ts'), 'utf8');
  const {outputText} = ts.transpileModule(source, {
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.None,
      removeComments: false,
    },
  });
  const filled = outputText
    .replace("'__BUILD_VERSION__'", JSON.stringify(buildVersion))
    .replace("'__BASE_URL__'", JSON.stringify(baseUrl))
    // A JSON text in a string literal: parsed faster than an object literal of the same size.
    .replace("'__MANIFEST__'", () => JSON.stringify(JSON.stringify(manifest)))
    .replace("'__MAX_SAVED_PAGES__'", JSON.stringify(String(offlineLimits.pages)))
    .replace("'__MAX_SAVED_FILES__'", JSON.stringify(String(offlineLimits.files)));
  if (/'__[A-Z_]+__'/.test(filled)) {
    throw new Error(
      'src/plugins/infrastructure/offline/client/sw.ts: a build constant placeholder was not replaced',
    );
  }
  return filled;
}
