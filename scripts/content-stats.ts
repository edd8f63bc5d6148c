/**
 * Counts, per group of write-ups, the flags shown in full, the per-player flags
 * shown in part, the flags withheld, and the output blocks with placeholders
 * (`…` or a line of dots standing in for printed values), from the working tree
 * or from any git revision: the before-and-after figures of a content rewrite.
 * Usage: npx tsx scripts/content-stats.ts [--ref <git revision>] [docs/<folder> ...]
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {analyzeWriteupBody} from '../src/plugins/writeups/content';
import {locateWriteup} from '../src/plugins/writeups/paths';

const siteDir = path.resolve(__dirname, '..');
const {values, positionals} = parseArgs({options: {ref: {type: 'string'}}, allowPositionals: true});
const scopes = (positionals.length > 0 ? positionals : ['docs']).map((scope) => scope.replace(/\/$/, ''));

function listFiles(): string[] {
  const all = values.ref
    ? execFileSync('git', ['ls-tree', '-r', '--name-only', values.ref, 'docs'], {cwd: siteDir, encoding: 'utf8'}).split('\n')
    : fs.readdirSync(path.join(siteDir, 'docs'), {recursive: true, encoding: 'utf8'}).map((file) => `docs/${file}`);
  return all.filter((file) => /\.mdx?$/.test(file) && scopes.some((scope) => file === scope || file.startsWith(`${scope}/`)));
}

const read = (file: string) =>
  values.ref
    ? execFileSync('git', ['show', `${values.ref}:${file}`], {cwd: siteDir, encoding: 'utf8'})
    : fs.readFileSync(path.join(siteDir, file), 'utf8');

async function main(): Promise<void> {
  const totals = {pages: 0, shown: 0, partial: 0, withheld: 0, outputBlocks: 0, placeholderBlocks: 0};
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
      if (block.code.split('\n').some((line) => line.includes('…') || /^\s*\.{3,}\s*$/.test(line) || /<[a-z][a-z -]*>/.test(line)))
        totals.placeholderBlocks += 1;
    }
  }
  console.log(`${values.ref ?? 'working tree'} (${scopes.join(', ')}):`, totals);
}

void main();
