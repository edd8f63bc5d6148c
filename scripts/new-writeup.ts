/**
 * Creates a new write-up with valid front matter and the standard's sections.
 * Its options for the write-up's fields, and their help (printed on a mistake), come from the schema
 * (src/plugins/model/writeups/frontMatter.ts, scaffoldFields). For example:
 *   npm run new:writeup -- --platform picoctf --category forensics --slug my-challenge \
 *     --title "My Challenge" --description "Recover a file hidden in a disk image." \
 *     --difficulty easy --event "picoCTF 2025" --year 2025 --points 100 \
 *     --tools "mmls,fls,icat" --tags forensics --techniques "disk-image-analysis,deleted-file-recovery" \
 *     --artifact ~/ctf/disko-4/disko-4.dd.gz --artifact-source https://… [--solve artifact|sources|instance|worked-example|lab] [--source <url>] [--folder]
 * --dry-run checks everything and prints the page instead of writing it.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {createWriteupScaffold, readVocabulary, scaffoldFields} from '../src/plugins/model/writeups';

/** The write-up fields that are options, from the schema: adding a text, list or number field adds its option. */
const fieldOptions = scaffoldFields();
const placeholder = {text: '<text>', list: '<a,b>', number: 'N'} as const;
/** Category may be left out when the platform has one. */
const requiredOptions = ['slug', ...fieldOptions.filter((field) => field.required && field.name !== 'category').map((field) => field.name)];
const usage = [
  `Usage: npm run new:writeup -- --slug <name> ${fieldOptions
    .map(({name, kind, required}) =>
      required && name !== 'category' ? `--${name} ${placeholder[kind]}` : `[--${name} ${placeholder[kind]}]`,
    )
    .join(' ')} [--solve <method>] [--artifact <file> --artifact-source <url>]... [--source <url>]... [--folder] [--dry-run]`,
  '',
  ...fieldOptions.map(({name, description}) => `  --${name.padEnd(12)} ${description}`),
].join('\n');
const docsDir = path.resolve(__dirname, '../docs');

async function main(): Promise<number> {
  let values;
  try {
    ({values} = parseArgs({
      options: {
        ...Object.fromEntries(fieldOptions.map(({name}) => [name, {type: 'string'} as const])),
        slug: {type: 'string'},
        solve: {type: 'string'},
        artifact: {type: 'string', multiple: true},
        'artifact-source': {type: 'string', multiple: true},
        source: {type: 'string', multiple: true},
        folder: {type: 'boolean', default: false},
        'dry-run': {type: 'boolean', default: false},
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 1;
  }
  // The field options are known only at run time (they come from the schema): read them by name.
  const typed: Readonly<Record<string, unknown>> = values;
  const missing = requiredOptions.filter((name) => typed[name] === undefined);
  if (missing.length > 0) {
    console.error(`Missing ${missing.map((name) => `--${name}`).join(', ')}\n${usage}`);
    return 1;
  }
  const unreadable = (values.artifact ?? []).filter((file) => !fs.existsSync(file));
  if (unreadable.length > 0) {
    console.error(`Cannot create the write-up:\n${unreadable.map((file) => `  - --artifact: no file at ${file}`).join('\n')}`);
    return 1;
  }
  const artifactSources = values['artifact-source'] ?? [];
  if (artifactSources.length !== (values.artifact ?? []).length) {
    console.error(
      `Cannot create the write-up:\n  - --artifact-source: give one public address per --artifact, in the same order (got ${artifactSources.length} for ${(values.artifact ?? []).length} files)`,
    );
    return 1;
  }
  // The solve record names each original file by its SHA-256, computed here from the file itself, and where it was downloaded from.
  const artifacts = (values.artifact ?? []).map((file, index) => ({
    name: path.basename(file),
    sha256: createHash('sha256').update(fs.readFileSync(file)).digest('hex'),
    source: artifactSources[index]!,
  }));
  const scaffold = createWriteupScaffold(
    {
      ...values,
      platform: String(typed.platform),
      slug: String(values.slug),
      artifacts,
      sources: values.source,
      published: new Date().toISOString().slice(0, 10),
    },
    await readVocabulary(docsDir),
  );
  if (!scaffold.ok) {
    console.error(`Cannot create the write-up:\n${scaffold.problems.map((problem) => `  - ${problem}`).join('\n')}`);
    return 1;
  }
  const filePath = path.join(docsDir, scaffold.relativePath);
  if (values['dry-run']) {
    console.log(`Would create docs/${scaffold.relativePath}:\n\n${scaffold.content}`);
    return 0;
  }
  if (fs.existsSync(filePath)) {
    console.error(`Cannot create the write-up: docs/${scaffold.relativePath} already exists.`);
    return 1;
  }
  fs.mkdirSync(path.dirname(filePath), {recursive: true});
  fs.writeFileSync(filePath, scaffold.content);
  console.log(
    `Created docs/${scaffold.relativePath}. Write its sections, then check it with: npx tsx scripts/check-content.ts docs/${scaffold.relativePath}`,
  );
  return 0;
}

main().then((code) => process.exit(code));
