import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {readVocabularies} from '../load';
import {createWriteupReader} from '../model';

const docsDir = path.join(__dirname, '__fixtures__/valid/docs');
const relativePath = 'pico-ctf/forensics/good.mdx';
const frontMatter = yaml.load(
  /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join(docsDir, relativePath), 'utf8'))![1]!,
) as Record<string, unknown>;

describe('a write-up reader', () => {
  it("validates a file's front matter once, whoever asks, and again only when it changes", async () => {
    const read = createWriteupReader((await readVocabularies(docsDir)).vocabulary);

    // The docs' load, the sidebar and the remark steps each hold their own copy of the same front matter.
    const first = read(relativePath, frontMatter);
    expect(first.kind).toBe('writeup');
    expect(read(relativePath, structuredClone(frontMatter))).toBe(first);

    const edited = read(relativePath, {...frontMatter, difficulty: 'impossible'});
    expect(edited.kind).toBe('invalid');
    expect(read(relativePath, frontMatter)).not.toBe(edited);
    expect(read(relativePath, frontMatter).kind).toBe('writeup');
  });

  it('says a file outside the platform folders is not a write-up', async () => {
    const read = createWriteupReader((await readVocabularies(docsDir)).vocabulary);
    expect(read('about-me.md', {title: 'About me'})).toEqual({kind: 'not-a-writeup'});
  });
});
