/**
 * Creates a new write-up with valid front matter and the standard's sections, and a figure script to start
 * from in its `_figures/` folder. Its options for the write-up's fields, and their help, come from the schema
 * (src/plugins/model/writeups/frontMatter.ts, scaffoldFields). `--help` prints every option with an example;
 * on a terminal, the required options left out are asked for one by one.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  createWriteupScaffold,
  readVocabulary,
  scaffoldFields,
  spacesEncoded,
  writeupPermalink,
} from '../src/plugins/model/writeups';
import {notArchived, solveMethods} from '../src/config/writeups';
import {askMissingOptions} from './askMissingOptions';

/** The write-up fields that are options, from the schema: adding a text, list or number field adds its option. */
const fieldOptions = scaffoldFields();
/** Category may be left out when the platform has one. */
const requiredOptions = [
  'slug',
  ...fieldOptions
    .filter((field) => field.required && field.name !== 'category')
    .map((field) => field.name),
];
const example = `npm run new:writeup -- --platform picoctf --category forensics --slug disko-4 \\
    --title "DISKO 4" --description "Recover a deleted file from a FAT disk image with The Sleuth Kit." \\
    --difficulty medium --event "picoGym Exclusive" --points 200 \\
    --tools "mmls,fls,icat" --tags forensics --techniques "disk-image-analysis,deleted-file-recovery" \\
    --artifact ~/ctf/disko-4/disko-4.dd.gz \\
    --artifact-source https://github.com/<owner>/<repo>/blob/<40-hex commit>/disko-4.dd.gz`;

/** What `--slug` is, in the usage text and in the question a terminal asks. */
const slugHelp = "The page's address in lower case with hyphens";

const usage = [
  'Usage: npm run new:writeup -- [options]',
  '',
  'Creates docs/<platform>/<category>/<slug>.mdx with valid front matter and the sections of CONTENT.md, and',
  '_figures/<slug>/make_figures.py beside it, a figure script to start from. On a terminal, the required',
  'options you leave out are asked for.',
  '',
  'The write-up:',
  `  --slug         (required) ${slugHelp}, e.g. disko-4.`,
  ...fieldOptions.map(
    ({name, kind, required, description}) =>
      `  --${name.padEnd(12)} ${required && name !== 'category' ? '(required) ' : ''}${description}${kind === 'list' ? ' Comma-separated.' : ''}`,
  ),
  '',
  'How it was verified (the challenge card shows it):',
  `  --solve        ${Object.keys(solveMethods).join(', ')}. The default is the platform's usual one:`,
  '                 artifact (run on the original files) for picoCTF, worked-example for Root-Me, lab for the lab.',
  '  --artifact     An original challenge file you solved on: its name and SHA-256 go on the card. Repeatable.',
  '  --artifact-source',
  '                 Where a reader can download that exact file, one per --artifact, in the same order:',
  '                 a GitHub file at a commit (https://github.com/<owner>/<repo>/blob/<40-hex commit>/<path>),',
  "                 or another public download address of the file itself (not a site's home page, not a",
  `                 placeholder host such as example.com), or "${notArchived}" for a file no public archive keeps.`,
  '  --source       A public page that confirms the facts or the flag (with --solve sources). Repeatable.',
  '',
  'Other options:',
  '  --folder       Gives the page a folder of its own (an address with a trailing slash).',
  '  --dry-run      Checks everything and prints the page instead of writing it.',
  '  --help         Prints this.',
  '',
  'Example:',
  `  ${example}`,
].join('\n');
const siteDir = path.resolve(__dirname, '..');
const docsDir = path.join(siteDir, 'docs');

/**
 * The page's figure folder with a script to start from (scripts/figures/template_make_figures.py): beside a
 * page that has a folder of its own, `_figures/`; beside any other, `_figures/<slug>/`. Left alone if it exists.
 */
function writeFigureScript(
  pagePath: string,
  title: string,
  folder: boolean,
  artifactName = 'challenge-file',
): string | null {
  const slug = path.basename(pagePath, path.extname(pagePath));
  const figuresDir = folder
    ? path.join(path.dirname(pagePath), '_figures')
    : path.join(path.dirname(pagePath), '_figures', slug);
  const script = path.join(figuresDir, 'make_figures.py');
  if (fs.existsSync(script)) return null;
  const fromRepository = (file: string) => path.relative(siteDir, file).split(path.sep).join('/');
  const template = fs.readFileSync(
    path.join(siteDir, 'scripts/figures/template_make_figures.py'),
    'utf8',
  );
  fs.mkdirSync(figuresDir, {recursive: true});
  fs.writeFileSync(
    script,
    template
      .replaceAll('__TITLE__', title)
      .replaceAll('__PAGE__', fromRepository(pagePath))
      .replaceAll('__ARTIFACT__', artifactName)
      .replaceAll('__SCRIPT__', fromRepository(script))
      .replaceAll('__DEPTH__', String(fromRepository(figuresDir).split('/').length - 1)),
  );
  return script;
}

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
        help: {type: 'boolean', short: 'h', default: false},
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 1;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  // The field options are known only at run time (they come from the schema): read them by name.
  const typed: Record<string, unknown> = values;
  const missing = requiredOptions.filter((name) => typed[name] === undefined);
  if (missing.length > 0 && process.stdin.isTTY && process.stdout.isTTY) {
    // On a terminal, ask for what is missing, with the option's help, instead of failing.
    const answers = await askMissingOptions(
      missing.map((name) => ({
        name,
        help:
          name === 'slug'
            ? slugHelp
            : fieldOptions.find((field) => field.name === name)?.description,
      })),
      {input: process.stdin, output: process.stdout},
    );
    if (answers === null) {
      console.error('\nStopped: nothing was written.');
      return 1;
    }
    Object.assign(typed, answers);
  }
  const stillMissing = requiredOptions.filter((name) => typed[name] === undefined);
  if (stillMissing.length > 0) {
    console.error(
      `Missing ${stillMissing.map((name) => `--${name}`).join(', ')} (npm run new:writeup -- --help lists every option)`,
    );
    return 1;
  }
  const unreadable = (values.artifact ?? []).filter((file) => !fs.existsSync(file));
  if (unreadable.length > 0) {
    console.error(
      `Cannot create the write-up:\n${unreadable.map((file) => `  - --artifact: no file at ${file}`).join('\n')}`,
    );
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
    // An address copied from a repository page keeps its spaces; the card links it with each one as %20.
    source: spacesEncoded(artifactSources[index]!),
  }));
  const scaffold = createWriteupScaffold(
    {
      ...values,
      platform: String(typed.platform),
      slug: String(values.slug),
      artifacts,
      sources: values.source?.map(spacesEncoded),
      published: new Date().toISOString().slice(0, 10),
    },
    await readVocabulary(docsDir),
  );
  if (!scaffold.ok) {
    console.error(
      `Cannot create the write-up:\n${scaffold.problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
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
  const figureScript = writeFigureScript(
    filePath,
    String(typed.title),
    values.folder,
    artifacts[0]?.name,
  );
  console.log(
    [
      `Created docs/${scaffold.relativePath}`,
      figureScript
        ? ` and ${path.relative(siteDir, figureScript)} (a figure script to start from)`
        : '',
      `.\nWrite its sections, then check it with: npx tsx scripts/check-content.ts docs/${scaffold.relativePath}`,
    ].join(''),
  );
  // The route check serves only the addresses of the inventory, so a page missing from it is never checked.
  const address = writeupPermalink(scaffold.relativePath, '/');
  console.log(
    `Add its address to tests/data/routes.txt, beside the other pages of its folder (the route check serves every address listed there):\n  ${address}`,
  );
  // A lesson lists every write-up of its technique as an exercise; the build stops until this one is added.
  for (const technique of String(typed.techniques ?? '')
    .split(',')
    .map((id) => id.trim())) {
    const lessonFile = path.join('lessons', technique, 'index.mdx');
    if (fs.existsSync(path.join(siteDir, lessonFile)))
      console.log(
        `Add it to the exercises of ${lessonFile} (every write-up of ${technique} is one, easiest first):\n  - writeup: ${address}\n    adds: "what this write-up adds to the lesson, in one line"`,
      );
  }
  return 0;
}

main().then((code) => process.exit(code));
