import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkContent} from '../../scripts/contentCheck';

const siteDir = path.join(__dirname, '../..');

/** What the author's check prints and returns for these paths, run in this process (as the command runs it). */
async function check(...paths: string[]): Promise<{code: number; output: string}> {
  const lines: string[] = [];
  const code = await checkContent(paths, {cwd: siteDir, print: (line) => lines.push(line)});
  return {code, output: lines.join('\n')};
}

describe("the author's content check", () => {
  // Reads every write-up and lesson and runs the page's checks: work, not waiting, that a busy machine stretches.
  it(
    'passes a published write-up and its lesson, and names the lessons whose exercise lists it checked',
    {timeout: 180_000},
    async () => {
      const {code, output} = await check(
        'docs/pico-ctf/forensics/st3g0.mdx',
        'lessons/lsb-steganography',
      );
      expect(output).toMatch(
        /^ok {3}pico-ctf\/forensics\/st3g0\.mdx .* lessons=lsb-steganography$/m,
      );
      expect(output).toMatch(/^ok {3}lessons\/lsb-steganography\/index\.mdx /m);
      expect(output).toContain(
        '1 write-up(s) checked, with their exercise entries in 1 lesson(s); 1 lesson page(s) checked; 0 file(s) with problems.',
      );
      expect(code).toBe(0);
    },
  );

  // A mistyped path used to check nothing and end with "0 file(s) with problems", which reads as a pass. Run as
  // the command an author types, so its exit status is the one a shell sees.
  it(
    'fails at once on a path that names no file, and points at the page the author meant',
    {timeout: 180_000},
    () => {
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/check-content.ts', 'docs/picoctf/forensics/st3g0.mdx'],
        {cwd: siteDir, encoding: 'utf8'},
      );
      expect(run.status).toBe(1);
      expect(run.stdout).toContain('FAIL docs/picoctf/forensics/st3g0.mdx');
      expect(run.stdout).toContain(
        'no such file or folder: did you mean docs/pico-ctf/forensics/st3g0.mdx?',
      );
      expect(run.stdout).toContain('Nothing checked: 1 path(s) name no file or folder.');
    },
  );

  // Their solve.py reads the original file or talks to the live service: the tests do not run it, nor may this.
  it(
    'passes published pages whose solve.py needs the original file or a live service',
    {timeout: 180_000},
    async () => {
      const {code, output} = await check(
        'docs/pico-ctf/forensics/investigative-reversing-0.mdx',
        'docs/pico-ctf/general-skills/flag_shop.mdx',
      );
      expect(output).toContain('0 file(s) with problems.');
      expect(code).toBe(0);
    },
  );
});
