/**
 * Every write-up and lesson is in the route inventory (tests/data/routes.txt), so the route check serves it and
 * checks its status, title, heading and canonical link: a page left out would be skipped without a word.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  readVocabulary,
  readWriteup,
  readWriteupSources,
  writeupPermalink,
} from '../../../src/plugins/model/writeups';
import {readRouteInventory} from '../../../scripts/routeInventory';
import {lessonPage, readerPages} from '../../../src/config/pages';

const siteDir = path.resolve(__dirname, '../../..');
const docsDir = path.join(siteDir, 'docs');
const inventory = new Set(readRouteInventory());

describe('the route inventory', () => {
  it('lists every write-up', async () => {
    const vocabulary = await readVocabulary(docsDir);
    const addresses = (await readWriteupSources(docsDir))
      .filter(
        (source) =>
          readWriteup(source.relativePath, source.rawFrontMatter, vocabulary).kind !==
          'not-a-writeup',
      )
      .map((source) => writeupPermalink(source.relativePath, '/'));
    expect(addresses.length).toBeGreaterThan(100);
    expect(addresses.filter((address) => !inventory.has(address))).toEqual([]);
  });

  it('lists the learning path and every lesson', () => {
    const lessons = fs
      .readdirSync(path.join(siteDir, 'lessons'), {withFileTypes: true})
      .filter(
        (entry) =>
          entry.isDirectory() &&
          fs.existsSync(path.join(siteDir, 'lessons', entry.name, 'index.mdx')),
      )
      .map((entry) => `/${lessonPage(entry.name)}`);
    expect(lessons.length).toBeGreaterThanOrEqual(28);
    expect(
      [`/${readerPages.learn}/`, ...lessons].filter((address) => !inventory.has(address)),
    ).toEqual([]);
  });
});
