/**
 * Reads the write-ups' figures with OCR and reports any that shows the part of a flag `<Flag>` hides.
 *
 *   npx tsx scripts/figures/figure-text.ts            read new or changed figures, update tests/data/figure-text.json
 *   npx tsx scripts/figures/figure-text.ts --page docs/<page>.mdx <image>…
 *                                                     check images not yet on the page against its flag
 *                                                     (scripts/figures/figlib.py runs this before it writes a figure;
 *                                                     --remove deletes an image that shows it, for shell figure scripts)
 * Exits 1 when a figure shows a hidden flag part.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {analyzeWriteupBody, readWriteupSources} from '../../src/plugins/model/writeups';
import {
  figureTextRecordFile,
  figureTexts,
  findHiddenFlagText,
  hiddenFlagParts,
  readFigureText,
  readFigureTextRecord,
  shownFigures,
} from '../../src/plugins/model/writeups/rules';

const repositoryDir = path.resolve(import.meta.dirname, '../..');

async function checkNewImages(
  page: string,
  images: readonly string[],
  remove: boolean,
): Promise<number> {
  const source = (await readWriteupSources(path.dirname(path.resolve(page)))).find(
    (candidate) => candidate.filePath === path.resolve(page),
  );
  if (!source) throw new Error(`${page}: not a Markdown page`);
  const secrets = hiddenFlagParts(analyzeWriteupBody(source.body).flags);
  let found = 0;
  for (const image of images) {
    const finding = findHiddenFlagText(await readFigureText(image), secrets);
    if (finding) {
      found += 1;
      console.error(`${image}: shows ${finding}, which <Flag> hides on ${page}: crop or cover it`);
      if (remove) fs.rmSync(image, {force: true});
    }
  }
  return found > 0 ? 1 : 0;
}

async function updateRecord(): Promise<number> {
  const figures = shownFigures(
    await readWriteupSources(path.join(repositoryDir, 'docs')),
    repositoryDir,
  );
  const {texts, read} = await figureTexts(
    figures,
    readFigureTextRecord(repositoryDir),
    repositoryDir,
  );
  const record = Object.fromEntries([...texts].sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(
    path.join(repositoryDir, figureTextRecordFile),
    `${JSON.stringify(record, null, 2)}\n`,
  );
  let found = 0;
  for (const figure of figures) {
    const finding = findHiddenFlagText(texts.get(figure.file)!.text, figure.secrets);
    if (finding) {
      found += 1;
      console.error(`${figure.file}: shows ${finding}, which <Flag> hides on ${figure.page}`);
    }
  }
  console.log(
    `${figures.length} figure(s), ${read.length} read with OCR, ${found} showing a hidden flag part; record: ${figureTextRecordFile}`,
  );
  return found > 0 ? 1 : 0;
}

const {values, positionals} = parseArgs({
  options: {page: {type: 'string'}, remove: {type: 'boolean', default: false}},
  allowPositionals: true,
});
(values.page ? checkNewImages(values.page, positionals, values.remove) : updateRecord()).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
