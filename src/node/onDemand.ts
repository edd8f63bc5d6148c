/**
 * Packages only a rare task needs, kept out of `npm ci`: the diagram renderer (Mermaid in a browser, for a
 * diagram that is new or changed) and Lighthouse (the page benchmarks). Each set is a small npm project of
 * its own under `on-demand/`, with its own lockfile, installed the first time its task runs. Together they
 * were a third of the files `npm ci` wrote, and every test run paid for them. Node only.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

export const onDemandDir = path.join(__dirname, '../../on-demand');

/** The sets under `on-demand/`, by folder name. */
export type OnDemandSet = 'diagrams' | 'lighthouse';

type Lockfile = {packages?: Record<string, {version?: string}>};

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The version of `name` that the set's lockfile pins, read without installing anything. */
export function lockedVersion(set: OnDemandSet, name: string, root = onDemandDir): string {
  const lockfile = path.join(root, set, 'package-lock.json');
  const version = (readJson(lockfile) as Lockfile).packages?.[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`${lockfile} pins no version of ${name}`);
  return version;
}

/** The version installed under the set's node_modules, or undefined when it is not installed. */
function installedVersion(set: OnDemandSet, name: string, root: string): string | undefined {
  try {
    const manifest = readJson(path.join(root, set, 'node_modules', name, 'package.json'));
    return (manifest as {version?: string}).version;
  } catch {
    return undefined;
  }
}

/** True when each of `names` is installed in the set at the version its lockfile pins. */
export function isInstalled(
  set: OnDemandSet,
  names: readonly string[],
  root = onDemandDir,
): boolean {
  return names.every(
    (name) => installedVersion(set, name, root) === lockedVersion(set, name, root),
  );
}

/**
 * The set's packages, loaded with Node's own `import()` from its `index.mjs` (which re-exports what the site
 * uses, so each name resolves in the set's node_modules). The set is installed from its lockfile first
 * (`npm ci` in its folder) unless `names` are already there at their pinned versions.
 */
export async function loadOnDemand<Exports>(
  set: OnDemandSet,
  names: readonly string[],
  {reason}: {readonly reason: string},
): Promise<Exports> {
  const folder = path.join(onDemandDir, set);
  if (!isInstalled(set, names)) {
    console.log(`${reason}: installing ${path.relative(process.cwd(), folder)} (npm ci, once).`);
    try {
      execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
        cwd: folder,
        stdio: 'inherit',
      });
    } catch (error) {
      throw new Error(
        `${reason}, and installing its packages failed (${String(error)}). Run \`npm ci\` in ${folder} and try again.`,
      );
    }
    if (!isInstalled(set, names))
      throw new Error(`${folder}: npm ci finished without installing ${names.join(', ')}.`);
  }
  return (await nativeImport(pathToFileURL(path.join(folder, 'index.mjs')).href)) as Exports;
}

/**
 * Node's own `import()`: Docusaurus evaluates the config and its plugins through jiti, whose rewritten
 * `import()` breaks ES-module packages; a CommonJS file required natively keeps the real one.
 */
const nativeImport = createRequire(__filename)('./nativeImport.cjs') as (
  url: string,
) => Promise<unknown>;
