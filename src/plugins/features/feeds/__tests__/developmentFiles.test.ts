import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it, vi} from 'vitest';
import {Globby} from '@docusaurus/utils';
import type {Plugin} from '@docusaurus/types';
import {loadFixtureContent} from '../../../model/writeups/testing';

// `docusaurus start` runs the plugins in development mode; the plugins read the mode when they load.
vi.stubEnv('NODE_ENV', 'development');
const [{default: pluginFeeds}, {default: pluginTools}, {default: pluginTechniques}] =
  await Promise.all([
    import('../index'),
    import('../../tools/index'),
    import('../../techniques/index'),
  ]);

const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dev-files-'));
afterAll(() => fs.rm(tempDir, {recursive: true, force: true}));
// Test files share a worker: the next file must not run as the development server.
afterAll(() => vi.unstubAllEnvs());

const actions = {addRoute: () => {}, createData: async (name: string) => name} as never;

async function filesUnder(dir: string): Promise<Map<string, string>> {
  const files = await Globby('**/*', {cwd: dir});
  return new Map(
    await Promise.all(
      files.map(async (file) => [file, await fs.readFile(path.join(dir, file), 'utf8')] as const),
    ),
  );
}

describe('files production serves beside its pages, under npm start', () => {
  it('are served by the development server at the base URL, with the same content as the build writes', async () => {
    const generatedFilesDir = path.join(tempDir, 'generated');
    const outDir = path.join(tempDir, 'build');
    const {context, allContent} = await loadFixtureContent('valid', {generatedFilesDir, outDir});
    const plugins: Plugin[] = [
      pluginFeeds(context),
      pluginTools(context),
      pluginTechniques(context),
    ];

    for (const plugin of plugins) await plugin.allContentLoaded!({allContent, actions});
    const served = new Map<string, string>();
    for (const plugin of plugins) {
      const config = plugin.configureWebpack!({}, false, {} as never, {} as never) as {
        devServer?: {static: {directory: string; publicPath: string}[]};
      };
      for (const {directory, publicPath} of config.devServer?.static ?? []) {
        expect(publicPath).toBe(context.baseUrl);
        for (const [file, text] of await filesUnder(directory)) served.set(file, text);
      }
      // The server-side bundle never gets a development server.
      expect(plugin.configureWebpack!({}, true, {} as never, {} as never)).toBeUndefined();
    }
    for (const plugin of plugins) await plugin.postBuild!({outDir} as never);
    const built = await filesUnder(outDir);

    expect([...served.keys()]).toEqual(
      expect.arrayContaining([
        'writeups.json',
        'writeups.schema.json',
        'llms.txt',
        'writeups/rss.xml',
        'writeups/atom.xml',
        'writeups/feed.json',
      ]),
    );
    expect([...served.keys()].some((file) => /^tools\/[\w-]+\/data\.json$/.test(file))).toBe(true);
    expect([...served.keys()].some((file) => /^techniques\/[\w-]+\/data\.json$/.test(file))).toBe(
      true,
    );
    expect(Object.fromEntries(served)).toEqual(Object.fromEntries(built));
  });
});
