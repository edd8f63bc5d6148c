/**
 * Counts, at any git revision, the places in the site's own code (tests left out) that write out a piece
 * a review found repeated: what should have one owner. Each piece is a pattern for writing the thing out,
 * not for using its one helper, so a piece with one owner counts 1 (its definition).
 * Usage: npx tsx scripts/repeated-pieces.ts [<git revision> ...]   (`worktree`, the default, is the files as they are)
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';

const siteDir = path.resolve(import.meta.dirname, '..');

const pieces: readonly {readonly name: string; readonly pattern: string}[] = [
  {
    name: "a category's label looked up",
    pattern: String.raw`(categoryLabels?|labels)\[category\]|\.categories as Record|categories, category\)|Readonly<Record<string, string>> = (platforms\[platform\]\.)?categories`,
  },
  {
    name: 'the "location · difficulty · points" line',
    pattern: String.raw`, difficultyLabels\[difficulty\]\]|\$\{difficultyLabels\[writeup\.difficulty\]\}|· \$\{difficultyLabels|\{difficultyLabels\[writeup\.difficulty\]\}|difficultyLabels\[frontMatter\.difficulty\]\]\.join\(' · '\)|describeWriteupLocation\(location\), difficultyLabels`,
  },
  {
    name: 'an ATT&CK technique link written out',
    pattern: String.raw`attack\.mitre\.org/techniques/\$\{`,
  },
  {name: 'an ATT&CK id pattern written out', pattern: String.raw`T\\d\{4\}`},
  {
    name: 'the slug-id pattern written out',
    pattern: String.raw`\[a-z0-9\]\+\((\?:)?-\[a-z0-9\]\+\)\*`,
  },
  {
    name: 'a permalink made relative to the base URL by hand',
    pattern: String.raw`(startsWith|slice)\((site\.)?baseUrl(\.length)?\)? \? [a-z]+\.slice\(|permalink\.slice\(baseUrl\.length\)`,
  },
  {name: 'a custom heading id {#id} read', pattern: String.raw`\\\{#`},
  {
    name: 'an MDX parser set up (remark-parse + remark-mdx)',
    pattern: String.raw`\.use\(remarkParse\)`,
  },
  {
    name: 'a schema written with Joi',
    pattern: String.raw`Joi\.(object|string|array|number|boolean|date)\(`,
  },
  {
    name: 'the difficulty or verification values typed out',
    pattern: String.raw`'very-easy', 'easy'|'artifact', 'sources'|enum: \['very-easy'`,
  },
  {
    name: 'an import of another plugin’s internals (writeups/<file>)',
    pattern: String.raw`from '[./]*[^']*plugins/(model/)?writeups/(?!client'|rules')[a-zA-Z]|from '\.\./writeups/(?!client'|rules')[a-zA-Z]|from '\.\./\.\./writeups/(?!client'|rules')[a-zA-Z]`,
  },
];

/** Non-test source files at a revision, and the number of matches of each piece. */
function countAt(revision: string): number[] {
  return pieces.map(({pattern}) => {
    let output = '';
    try {
      output = execFileSync(
        'git',
        [
          'grep',
          '-c',
          '-P',
          pattern,
          ...(revision === 'worktree' ? [] : [revision]),
          '--',
          'src',
          'scripts',
          'docusaurus.config.ts',
          ':!**/__tests__/**',
          ':!scripts/repeated-pieces.ts',
        ],
        {cwd: siteDir, encoding: 'utf8'},
      );
    } catch (error) {
      // git grep exits 1 when nothing matches.
      if ((error as {status?: number}).status !== 1) throw error;
    }
    return output
      .split('\n')
      .filter(Boolean)
      .reduce((total, line) => total + Number(line.slice(line.lastIndexOf(':') + 1)), 0);
  });
}

const revisions = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['worktree'];
const counts = revisions.map(countAt);
const width = Math.max(...pieces.map((piece) => piece.name.length));
console.log(
  `${'piece'.padEnd(width)}  ${revisions.map((revision) => revision.padStart(10)).join('  ')}`,
);
pieces.forEach((piece, index) => {
  console.log(
    `${piece.name.padEnd(width)}  ${counts.map((count) => String(count[index]).padStart(10)).join('  ')}`,
  );
});
