import {createHash} from 'node:crypto';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import {offlineLimits} from './constants';

/** A short hash of the build's hashed asset names: it changes whenever any code or content chunk does. */
export async function buildVersionOf(outDir: string): Promise<string> {
  const files = (await readdir(path.join(outDir, 'assets'), {recursive: true})).map(String).sort();
  return createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
}

/** The service worker as a classic script for this build: TypeScript stripped, constants filled in. */
export async function compileServiceWorker({buildVersion, baseUrl}: {buildVersion: string; baseUrl: string}): Promise<string> {
  const source = await readFile(path.join(__dirname, 'client/sw.ts'), 'utf8');
  const {outputText} = ts.transpileModule(source, {
    compilerOptions: {target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.None, removeComments: false},
  });
  const filled = outputText
    .replace("'__BUILD_VERSION__'", JSON.stringify(buildVersion))
    .replace("'__BASE_URL__'", JSON.stringify(baseUrl))
    .replace("'__MAX_SAVED_PAGES__'", JSON.stringify(String(offlineLimits.pages)))
    .replace("'__MAX_SAVED_FILES__'", JSON.stringify(String(offlineLimits.files)));
  if (/__[A-Z_]+__/.test(filled)) {
    throw new Error('src/plugins/infrastructure/offline/client/sw.ts: a build constant placeholder was not replaced');
  }
  return filled;
}
