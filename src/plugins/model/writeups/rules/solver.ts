import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {WriteupBody} from '../body';
import {locateWriteup} from '../paths';

/** The published solver's code block title: the script a reader copies. */
export const solverTitle = 'solve.py';

/** The page's `solve.py` blocks (a cryptography page has exactly one). */
export const solversOf = (body: WriteupBody) =>
  body.codeBlocks.filter((block) => block.title === solverTitle);

/**
 * The categories whose `solve.py` carries the challenge's data and so runs on its own. Elsewhere it reads the
 * original files (never committed) or talks to a live service, which no check has, so it is not run.
 */
const standaloneSolverCategories: ReadonlySet<string> = new Set([
  'cryptography',
  'reverse-engineering',
]);

/** Whether the checks run this write-up's `solve.py`: one rule for the content tests and check-content. */
export const solverRunsAlone = (relativeDocPath: string): boolean =>
  standaloneSolverCategories.has(locateWriteup(relativeDocPath)?.category ?? '');

/**
 * Runs a page's `solve.py` as a reader would (python3, in an empty folder) and says what is wrong: it must exit
 * cleanly and, where the page shows a flag derived from the challenge's data, print it (for a per-player flag,
 * its common part). A flag that only a live service handed out (`fromService`) is not expected in its output.
 */
export function findSolverProblems(
  body: WriteupBody,
  {fromService}: {readonly fromService: boolean},
): string[] {
  const [solver] = solversOf(body);
  if (!solver) return [];
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solver-'));
  try {
    fs.writeFileSync(path.join(workDir, solverTitle), solver.code);
    const run = spawnSync('python3', [solverTitle], {
      cwd: workDir,
      encoding: 'utf8',
      timeout: 60_000,
    });
    if (run.error) return [`${solverTitle}: could not run python3 (${run.error.message})`];
    if (run.status !== 0)
      return [
        `${solverTitle}: exits with status ${run.status}: ${run.stderr.trim().split('\n').at(-1) ?? ''}`,
      ];
    const missing = fromService
      ? []
      : body.flags.filter((flag) => flag.value !== undefined && !run.stdout.includes(flag.value));
    return missing.map(
      (flag) => `${solverTitle}: does not print the page's flag ${flag.value!.slice(0, 12)}…`,
    );
  } finally {
    fs.rmSync(workDir, {recursive: true, force: true});
  }
}
