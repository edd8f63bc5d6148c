import {mkdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Files a plugin adds to the site beside its pages, by path relative to the base URL (`writeups.json`, `tools/fls/data.json`). */
export type SiteFiles = readonly (readonly [relativePath: string, text: string])[];

/** `docusaurus start` renders nothing to disk: plugins write their files aside and the development server serves them. */
export const isDevelopmentServer = process.env.NODE_ENV === 'development';

/** Writes the files under `dir`, replacing what a previous run of the same plugin left there. */
export async function writeSiteFiles(
  dir: string,
  files: SiteFiles,
  {clean = false}: {clean?: boolean} = {},
): Promise<void> {
  if (clean) await rm(dir, {recursive: true, force: true});
  await Promise.all(
    files.map(async ([relativePath, text]) => {
      const file = path.join(dir, relativePath);
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, text);
    }),
  );
}

/**
 * The webpack configuration that makes the development server serve `dir` at the
 * base URL, as production serves the same files from the build (Docusaurus merges
 * a plugin's `devServer` into its own). Nothing outside the development server.
 */
export function serveInDevelopment(
  dir: string,
  publicPath: string,
  isServer: boolean,
): ReturnType<NonNullable<Plugin['configureWebpack']>> | undefined {
  if (!isDevelopmentServer || isServer) return undefined;
  const devServer = {static: [{directory: dir, publicPath, watch: false}]};
  return {devServer} as ReturnType<NonNullable<Plugin['configureWebpack']>>;
}
