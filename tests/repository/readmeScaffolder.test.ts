import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const siteDir = path.join(__dirname, '../..');
const readme = fs.readFileSync(path.join(siteDir, 'README.md'), 'utf8');

/** The README's first `npm run new:writeup` example, as the arguments a shell would pass. */
function readmeExampleArguments(): string[] {
  const block = /```bash\n\s*(npm run new:writeup -- [\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no npm run new:writeup example');
  const command = block.replace(/\\\n\s*/g, ' ').trim();
  const words = [...command.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2]!);
  return words.slice(words.indexOf('--') + 1);
}

describe("the README's scaffolder example", () => {
  it('runs as written on a fresh clone (checked with --dry-run, so nothing is written)', () => {
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/new-writeup.ts', ...readmeExampleArguments(), '--dry-run'],
      {
        cwd: siteDir,
        encoding: 'utf8',
      },
    );
    expect(output).toMatch(/^Would create docs\/pico-ctf\/forensics\/disko-4\.mdx:/);
    expect(fs.existsSync(path.join(siteDir, 'docs/pico-ctf/forensics/disko-4.mdx'))).toBe(false);
  });

  it('names real options in its errors', () => {
    const run = () =>
      execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/new-writeup.ts',
          ...readmeExampleArguments().slice(0, -4),
          '--dry-run',
        ],
        {
          cwd: siteDir,
          encoding: 'utf8',
          stdio: 'pipe',
        },
      );
    // Without --solve and --source, a picoCTF page needs its original file.
    expect(run).toThrow(/--artifact: must list at least one original file/);
  });

  // An address copied from a repository's page keeps its spaces, which a link cannot carry.
  it('writes an artefact address copied with spaces as a link, each space as %20', () => {
    const artefact = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'scaffold-')), 'dolls.jpg');
    fs.writeFileSync(artefact, 'not the real file');
    const commit = 'b'.repeat(40);
    const output = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/new-writeup.ts',
        ...readmeExampleArguments().slice(0, -4),
        '--artifact',
        artefact,
        '--artifact-source',
        `https://github.com/o/r/blob/${commit}/Forensics/Matryoshka doll/dolls.jpg`,
        '--dry-run',
      ],
      {cwd: siteDir, encoding: 'utf8'},
    );
    expect(output).toContain(
      `source: https://github.com/o/r/blob/${commit}/Forensics/Matryoshka%20doll/dolls.jpg}`,
    );
  });
});
