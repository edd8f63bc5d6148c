/**
 * Creates a new write-up with valid front matter and the standard's sections.
 * Usage:
 *   npm run new:writeup -- --platform picoctf --category forensics --slug my-challenge \
 *     --title "My Challenge" --description "Recover a file hidden in a disk image." \
 *     --difficulty easy --event "picoCTF 2025" --year 2025 --points 100 \
 *     --tools "mmls,fls,icat" --tags forensics [--folder]
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {createWriteupScaffold} from '../src/plugins/writeups/scaffold';
import {readAllowedTags} from '../src/plugins/writeups/load';

const usage = 'Usage: npm run new:writeup -- --platform <id> [--category <folder>] --slug <name> --title <text> --description <sentence> --difficulty <level> --event <name> [--year N] [--points N] --tools <a,b> [--tags <a,b>] [--folder]';
const docsDir = path.resolve(__dirname, '../docs');

async function main(): Promise<number> {
  let values;
  try {
    ({values} = parseArgs({
      options: {
        platform: {type: 'string'},
        category: {type: 'string'},
        slug: {type: 'string'},
        title: {type: 'string'},
        description: {type: 'string'},
        difficulty: {type: 'string'},
        event: {type: 'string'},
        year: {type: 'string'},
        points: {type: 'string'},
        tools: {type: 'string'},
        tags: {type: 'string'},
        folder: {type: 'boolean', default: false},
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 1;
  }
  const missing = (['platform', 'slug', 'title', 'description', 'difficulty', 'event', 'tools'] as const).filter((name) => values[name] === undefined);
  if (missing.length > 0) {
    console.error(`Missing ${missing.map((name) => `--${name}`).join(', ')}\n${usage}`);
    return 1;
  }
  const scaffold = createWriteupScaffold(
    {...values, platform: values.platform!, slug: values.slug!, title: values.title!, description: values.description!, difficulty: values.difficulty!, event: values.event!, tools: values.tools!, published: new Date().toISOString().slice(0, 10)},
    await readAllowedTags(path.join(docsDir, 'tags.yml')),
  );
  if (!scaffold.ok) {
    console.error(`Cannot create the write-up:\n${scaffold.problems.map((problem) => `  - ${problem}`).join('\n')}`);
    return 1;
  }
  const filePath = path.join(docsDir, scaffold.relativePath);
  if (fs.existsSync(filePath)) {
    console.error(`Cannot create the write-up: docs/${scaffold.relativePath} already exists.`);
    return 1;
  }
  fs.mkdirSync(path.dirname(filePath), {recursive: true});
  fs.writeFileSync(filePath, scaffold.content);
  console.log(`Created docs/${scaffold.relativePath}. Write its sections, then check it with: npx tsx scripts/check-content.ts docs/${scaffold.relativePath}`);
  return 0;
}

main().then((code) => process.exit(code));
