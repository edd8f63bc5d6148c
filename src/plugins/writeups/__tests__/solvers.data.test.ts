/**
 * Runs the `solve.py` published on every cryptography write-up, so the code a
 * reader copies is known to work: where the page shows the flag, the script must
 * print exactly that flag; otherwise it must run cleanly on its own.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readWriteupSources} from '../load';
import {analyzeWriteupBody} from '../content';

const docsDir = path.resolve(__dirname, '../../../../docs');
const cryptographyPages = (await readWriteupSources(docsDir)).filter((source) => source.location.category === 'cryptography');

describe('cryptography solvers', () => {
  it('exist on every cryptography page', () => {
    expect(cryptographyPages.length).toBeGreaterThan(0);
    for (const page of cryptographyPages) {
      const solvers = analyzeWriteupBody(page.body).codeBlocks.filter((block) => /title="solve\.py"/.test(block.meta));
      expect(solvers, page.relativePath).toHaveLength(1);
    }
  });

  it.each(cryptographyPages.map((page) => [page.relativePath, page] as const))('%s: solve.py runs and prints the page flag', (_path, page) => {
    const analysis = analyzeWriteupBody(page.body);
    const solver = analysis.codeBlocks.find((block) => /title="solve\.py"/.test(block.meta))!;
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solver-'));
    fs.writeFileSync(path.join(workDir, 'solve.py'), solver.code);
    const run = spawnSync('python3', ['solve.py'], {cwd: workDir, encoding: 'utf8', timeout: 20_000});
    fs.rmSync(workDir, {recursive: true, force: true});
    expect(run.status, run.stderr).toBe(0);
    for (const flag of analysis.flags.filter((f) => f.value !== undefined)) {
      expect(run.stdout).toContain(flag.value);
    }
  });
});
