/**
 * The content standard (CONTENT.md), checked over every real write-up of the site:
 * front matter, the five sections, prose length, code languages, flags, and
 * paragraphs shared between pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  commandsOfBody,
  readVocabularies,
  readVocabulary,
  readWriteupSources,
} from '../../src/plugins/model/writeups';
import {checkWriteups, findSharedParagraphs} from '../../src/plugins/model/writeups/rules';

const docsDir = path.resolve(__dirname, '..');
const vocabulary = await readVocabulary(docsDir);
const writeups = checkWriteups(await readWriteupSources(docsDir), vocabulary);

describe('every write-up', () => {
  it('exists', () => {
    expect(writeups.length).toBeGreaterThan(0);
  });

  it.each(writeups.map((writeup) => [writeup.source.relativePath, writeup] as const))(
    '%s meets the standard',
    (_path, writeup) => {
      expect([...writeup.frontMatterProblems, ...writeup.contentProblems]).toEqual([]);
    },
  );

  it('shares no paragraph with another write-up', () => {
    expect(
      [...findSharedParagraphs(writeups)].map(
        ([paragraph, files]) => `${files.join(' & ')}: ${paragraph.slice(0, 60)}`,
      ),
    ).toEqual([]);
  });
});

describe('every category', () => {
  const categoryFiles = fs
    .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => path.basename(file) === '_category_.json');

  it.each(categoryFiles)('%s has a generated index with an introduction', (file) => {
    const category = JSON.parse(fs.readFileSync(path.join(docsDir, file), 'utf8')) as {
      link: {type: string; slug: string; description: string};
    };
    expect(category.link.type).toBe('generated-index');
    expect(category.link.slug).toMatch(/^\/category\/[a-z-]+$/);
    expect(category.link.description).not.toContain('TODO');
    expect(category.link.description.split(/\s+/).length).toBeGreaterThanOrEqual(30);
  });
});

describe('the tool vocabulary (docs/tools.yml)', () => {
  it('has no tool that no write-up names or runs', async () => {
    const {tools} = await readVocabularies(docsDir);
    const named = new Set(writeups.flatMap((writeup) => writeup.frontMatter?.tools ?? []));
    const run = new Set(
      writeups.flatMap((writeup) =>
        commandsOfBody(writeup.source.body).flatMap((command) => command.programs),
      ),
    );
    expect(
      tools
        .filter(
          (tool) => !named.has(tool.name) && !tool.commands.some((command) => run.has(command)),
        )
        .map((tool) => tool.id),
    ).toEqual([]);
  });
});
