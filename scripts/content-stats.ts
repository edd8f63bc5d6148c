/**
 * Counts, per group of write-ups, the flags shown in full, the per-player flags
 * shown in part, the flags withheld, and the output blocks with placeholders
 * (`…` or a line of dots standing in for printed values), from the working tree
 * or from any git revision: the before-and-after figures of a content rewrite.
 * With --table (working tree only), prints one Markdown row per write-up instead:
 * how it was verified, the files or sources behind it, how its flag is shown and
 * why, and its words of prose.
 * Usage: npx tsx scripts/content-stats.ts [--ref <git revision> | --table] [docs/<folder> ...]
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {
  analyzeWriteupBody,
  type FlagElement,
  type SolveRecord,
  readVocabulary,
  readWriteupSources,
  locateWriteup,
} from '../src/plugins/model/writeups';
import {checkWriteups} from '../src/plugins/model/writeups/rules';

const siteDir = path.resolve(__dirname, '..');
const {values, positionals} = parseArgs({
  options: {ref: {type: 'string'}, table: {type: 'boolean'}},
  allowPositionals: true,
});
const scopes = (positionals.length > 0 ? positionals : ['docs']).map((scope) =>
  scope.replace(/\/$/, ''),
);

function listFiles(): string[] {
  const all = values.ref
    ? execFileSync('git', ['ls-tree', '-r', '--name-only', values.ref, 'docs'], {
        cwd: siteDir,
        encoding: 'utf8',
      }).split('\n')
    : fs
        .readdirSync(path.join(siteDir, 'docs'), {recursive: true, encoding: 'utf8'})
        .map((file) => `docs/${file}`);
  return all.filter(
    (file) =>
      /\.mdx?$/.test(file) &&
      scopes.some((scope) => file === scope || file.startsWith(`${scope}/`)),
  );
}

const read = (file: string) =>
  values.ref
    ? execFileSync('git', ['show', `${values.ref}:${file}`], {cwd: siteDir, encoding: 'utf8'})
    : fs.readFileSync(path.join(siteDir, file), 'utf8');

function evidence(solve: SolveRecord): string {
  if (solve.artifacts.length > 0)
    return solve.artifacts
      .map((file) => `\`${file.name}\` ${file.sha256.slice(0, 12)}…`)
      .join('; ');
  return `${solve.sources.length} public sources (${[...new Set(solve.sources.map((url) => new URL(url).hostname))].join(', ')})`;
}

function flagShown(flags: readonly FlagElement[], solve: SolveRecord): string {
  if (flags.length === 0)
    return solve.method === 'lab'
      ? 'none: a lab page'
      : 'none: a Root-Me method page (Root-Me forbids publishing it)';
  return flags
    .map((flag) => {
      if (flag.value === undefined) return 'withheld';
      if (flag.varies) return `partial: per-player suffix \`${flag.suffix ?? '?'}\``;
      return solve.method === 'artifact'
        ? 'shown: fixed, printed by our solve'
        : `shown: fixed, confirmed by ${solve.sources.length} sources`;
    })
    .join('; ');
}

/** `a/b/b.mdx` and `a/b.mdx` are both the page `a/b`. */
const pageName = (relativePath: string) =>
  relativePath.replace(/\.mdx?$/, '').replace(/\/([^/]+)\/\1$/, '/$1');

async function printTable(): Promise<void> {
  const docsDir = path.join(siteDir, 'docs');
  const writeups = checkWriteups(
    await readWriteupSources(docsDir),
    await readVocabulary(docsDir),
  ).filter(({source}) =>
    scopes.some((scope) =>
      `docs/${source.relativePath}`.startsWith(scope === 'docs' ? 'docs/' : `${scope}/`),
    ),
  );
  console.log(
    '| Page | Points | Solve | Original files (SHA-256) or sources | Flag | Prose words |',
  );
  console.log('|---|---:|---|---|---|---:|');
  for (const {source, frontMatter, analysis} of writeups) {
    if (!frontMatter)
      throw new Error(
        `${source.relativePath}: invalid front matter (run npm run build for the details)`,
      );
    const {solve} = frontMatter;
    console.log(
      `| ${pageName(source.relativePath)} | ${frontMatter.points ?? '–'} | ${solve.method} ${solve.date.toISOString().slice(0, 10)} | ${evidence(solve)} | ${flagShown(analysis.flags, solve)} | ${analysis.proseWordCount} |`,
    );
  }
}

async function main(): Promise<void> {
  if (values.table) return printTable();
  const totals = {
    pages: 0,
    shown: 0,
    partial: 0,
    withheld: 0,
    outputBlocks: 0,
    placeholderBlocks: 0,
  };
  for (const file of listFiles()) {
    if (!locateWriteup(file.slice('docs/'.length))) continue;
    const {content} = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent: read(file)});
    const body = analyzeWriteupBody(content);
    totals.pages += 1;
    for (const flag of body.flags) {
      if (flag.redacted !== undefined || flag.value === undefined) totals.withheld += 1;
      else if (flag.varies) totals.partial += 1;
      else totals.shown += 1;
    }
    for (const block of body.codeBlocks.filter((b) => b.language === 'text')) {
      totals.outputBlocks += 1;
      if (
        block.code
          .split('\n')
          .some(
            (line) =>
              line.includes('…') || /^\s*\.{3,}\s*$/.test(line) || /<[a-z][a-z -]*>/.test(line),
          )
      )
        totals.placeholderBlocks += 1;
    }
  }
  console.log(`${values.ref ?? 'working tree'} (${scopes.join(', ')}):`, totals);
}

void main();
