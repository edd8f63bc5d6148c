/**
 * Whether two builds serve the same pages: every file of one is in the other, and each text file is
 * the same once the names that depend on where a module lives are set aside (hashed script and style
 * file names, CSS-module class suffixes, the offline manifest's digests). For moving code without
 * changing the site: build before, build after, compare.
 *
 *   npx tsx scripts/compare-builds.ts <build before> <build after>
 *
 * Prints each file that differs with its first differing line, and exits 1 if any does.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Text files compared line by line; any other file is compared by its presence only. */
const textFile = /\.(html|json|xml|txt|css|svg)$/;

/** Names that change when a module moves, though the page does not. */
export function normalizeBuildText(text: string): string {
  return (
    text
      // Script and style files: `assets/js/<chunk>.<hash>.js`, `assets/css/styles.<hash>.css`.
      .replace(/assets\/(js|css)\/[\w~.-]+?\.[0-9a-f]{8}\.(js|css)/g, 'assets/$1/CHUNK.$2')
      // CSS-module classes: `name_AbC1`, `name--modifier_AbC1` (the suffix hashes the file's path).
      .replace(/\b([A-Za-z][\w-]*?)_[A-Za-z0-9_-]{4}\b/g, '$1_HASH')
      // Content digests (the offline manifest, integrity values).
      .replace(/\b[0-9a-f]{64}\b/g, 'DIGEST')
  );
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`assets${path.sep}`))
    .sort();
}

function firstDifference(before: string, after: string): string {
  const [a, b] = [before.split('\n'), after.split('\n')];
  const line = a.findIndex((text, index) => text !== b[index]);
  const at = line < 0 ? a.length : line;
  const [x, y] = [a[at] ?? '', b[at] ?? ''];
  const column = [...x].findIndex((char, index) => char !== y[index]);
  const from = Math.max(0, (column < 0 ? x.length : column) - 60);
  return `line ${at + 1}: ${JSON.stringify(x.slice(from, from + 160))} → ${JSON.stringify(y.slice(from, from + 160))}`;
}

function main(): void {
  const [beforeDir, afterDir] = process.argv.slice(2);
  if (!beforeDir || !afterDir) {
    console.error('Usage: npx tsx scripts/compare-builds.ts <build before> <build after>');
    process.exit(2);
  }
  const [before, after] = [filesUnder(beforeDir), filesUnder(afterDir)];
  const problems: string[] = [];
  const afterSet = new Set(after);
  for (const file of before) if (!afterSet.has(file)) problems.push(`${file}: only before`);
  for (const file of after) if (!before.includes(file)) problems.push(`${file}: only after`);
  let compared = 0;
  for (const file of before.filter((name) => afterSet.has(name) && textFile.test(name))) {
    compared += 1;
    const [a, b] = [beforeDir, afterDir].map((dir) =>
      normalizeBuildText(fs.readFileSync(path.join(dir, file), 'utf8')),
    );
    if (a !== b) problems.push(`${file}: ${firstDifference(a!, b!)}`);
  }
  const assets = (dir: string) => fs.readdirSync(path.join(dir, 'assets/js')).length;
  console.log(
    `${compared} text files compared, ${before.length} files before, ${after.length} after; ` +
      `script files: ${assets(beforeDir)} before, ${assets(afterDir)} after.`,
  );
  if (problems.length > 0) {
    console.log(`${problems.length} differ:\n${problems.slice(0, 50).join('\n')}`);
    process.exit(1);
  }
  console.log('The builds serve the same pages.');
}

if (import.meta.url === `file://${process.argv[1]}`) main();
