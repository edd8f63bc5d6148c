/**
 * Checks write-ups and lessons with every rule the test suite applies to a page (scripts/contentCheck.ts says
 * which) and prints every problem with the file's own line numbers.
 * Usage: npx tsx scripts/check-content.ts [docs/<folder> | docs/<file>.mdx | lessons/<name> ...]
 * With no path it checks everything. Exits 1 when anything is wrong, 2 when the check itself failed.
 */
import {checkContent} from './contentCheck';

checkContent(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
