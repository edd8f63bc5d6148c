import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {Root} from 'mdast';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import {readVocabularies, type Vocabularies} from '../load';
import {createWriteupReader} from '../model';
import remarkChallengeCard from '../remark/challengeCard';
import {createWriteupFileReader, type LoadedWriteupModel} from '../remark/readWriteupFile';
import remarkSocialImage from '../remark/socialImage';

const docsDir = path.join(__dirname, '__fixtures__/valid/docs');
const writeupPath = path.join(docsDir, 'pico-ctf/forensics/good.mdx');

/** The file as Docusaurus hands it to remark plugins: its path, and its front matter already parsed. */
function compiledFile(filePath: string, change: Record<string, unknown> = {}): VFile {
  const source = fs.readFileSync(writeupPath, 'utf8');
  const frontMatter = yaml.load(/^---\n([\s\S]*?)\n---/.exec(source)![1]!) as Record<
    string,
    unknown
  >;
  return new VFile({path: filePath, data: {frontMatter: {...frontMatter, ...change}}});
}

/** What the plugin holds after a content load: the vocabularies and a reader checking against them. */
function modelOf(vocabularies: Vocabularies): LoadedWriteupModel {
  return {...vocabularies, readWriteup: createWriteupReader(vocabularies.vocabulary)};
}
const loadModel = async () => modelOf(await readVocabularies(docsDir));

async function run(
  readWriteupFile: ReturnType<typeof createWriteupFileReader>,
  filePath = writeupPath,
  change: Record<string, unknown> = {},
): Promise<string> {
  const processor = unified()
    .use(remarkChallengeCard, {readWriteupFile})
    .use(remarkSocialImage, {siteUrl: 'https://example.org/my-small-blog/', readWriteupFile});
  const tree = await processor.run(
    {type: 'root', children: []} satisfies Root,
    compiledFile(filePath, change),
  );
  return JSON.stringify(tree);
}

describe("the writeups plugin's remark plugins", () => {
  it('open a write-up with its card, named with the vocabularies the plugin loaded last, and point it at its social card', async () => {
    const loaded = await readVocabularies(docsDir);
    let current = modelOf(loaded);
    const reader = createWriteupFileReader(docsDir, async () => current);
    const first = await run(reader);
    expect(first).toContain('"name":"ChallengeCard"');
    expect(first).toContain("import ChallengeCard from '@theme/ChallengeCard';");
    expect(first).toContain('File signatures');
    expect(first).toContain(
      'https://example.org/my-small-blog/img/og/docs/pico-ctf/forensics/good.jpg',
    );

    // `npm start` reloads the vocabularies when techniques.yml changes: the next compile shows the new name.
    current = modelOf({
      ...loaded,
      techniques: loaded.techniques.map((technique) => ({...technique, name: 'Magic bytes'})),
    });
    const second = await run(reader);
    expect(second).toContain('Magic bytes');
    expect(second).not.toContain('File signatures');
  });

  it('show an invalid front matter on the page, with the file and each field, instead of the card', async () => {
    const reader = createWriteupFileReader(docsDir, loadModel);
    const tree = await run(reader, writeupPath, {difficulty: 'impossible'});
    expect(tree).toContain("import FrontMatterProblems from '@theme/FrontMatterProblems';");
    expect(tree).toContain('docs/pico-ctf/forensics/good.mdx');
    expect(tree).toContain('difficulty: must be one of');
    expect(tree).not.toContain('"name":"ChallengeCard"');
  });

  it('leave a file outside the docs folder alone', async () => {
    const reader = createWriteupFileReader(docsDir, loadModel);
    expect(await run(reader, path.join(docsDir, '../blog/good.mdx'))).toBe(
      '{"type":"root","children":[]}',
    );
  });
});
