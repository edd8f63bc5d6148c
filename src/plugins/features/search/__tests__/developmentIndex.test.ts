import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it, vi} from 'vitest';
import {loadFixtureContent} from '../../../model/writeups/testing';
import {searchManifestFile} from '../constants';
import {SearchEngine} from '../engine';
import type {SearchManifest} from '../indexFiles';

// `docusaurus start` runs the plugins in development mode; the plugin reads the mode when it loads.
vi.stubEnv('NODE_ENV', 'development');
const {default: pluginSearch} = await import('../index');

const generatedFilesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'search-dev-'));
afterAll(() => fs.rm(generatedFilesDir, {recursive: true, force: true}));
// Test files share a worker: the next file must not run as the development server.
afterAll(() => vi.unstubAllEnvs());

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as T;
}

describe('search under the development server', () => {
  it('indexes the listed write-ups from their sources, so the search box answers before any build', async () => {
    const {context, allContent} = await loadFixtureContent('valid', {generatedFilesDir});
    await pluginSearch(context).allContentLoaded!({allContent, actions: {} as never});

    const indexDir = path.join(generatedFilesDir, 'search-index-dev');
    const manifest = await readJson<SearchManifest>(path.join(indexDir, searchManifestFile));
    const engine = new SearchEngine(manifest, (file) => readJson(path.join(indexDir, file)));

    const outcome = await engine.search('good');
    // The write-up first; the technique and tool pages that list it follow.
    expect(outcome.ok && outcome.hits[0]!.url).toBe('docs/pico-ctf/forensics/good');
    // Placed as the built page's breadcrumbs place it.
    expect(outcome.ok && outcome.hits[0]!.breadcrumb).toBe('picoCTF › Forensics');
    // The unlisted write-up is left out, as in the built index.
    const hidden = await engine.search('hidden');
    expect(hidden.ok && hidden.hits).toEqual([]);
    // Technique and tool pages are found as in production, under the same breadcrumb, with the same description.
    const technique = await engine.search('signatures');
    expect(technique.ok && technique.hits.map((hit) => [hit.url, hit.breadcrumb])).toContainEqual([
      'techniques/file-signatures',
      'Techniques',
    ]);
    const tool = await engine.search('title:file');
    const toolHit = tool.ok ? tool.hits.find((hit) => hit.url === 'tools/file') : undefined;
    expect(toolHit?.breadcrumb).toBe('Tools');
    expect(toolHit?.title).toBe('file');
  });
});
