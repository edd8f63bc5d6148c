/**
 * Runs every `example.py` of the Root-Me method pages and compares what it prints
 * with the `output` block the page shows right after it: the worked examples'
 * output is real by construction, and stays real when a script is edited.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import {promisify} from 'node:util';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {analyzeWriteupBody, readWriteupSources} from '../../src/plugins/model/writeups';
import {exampleScriptTitle} from '../../src/plugins/model/writeups/rules';

const docsDir = path.resolve(__dirname, '..');
const examples = (await readWriteupSources(docsDir)).flatMap((source) => {
  const blocks = analyzeWriteupBody(source.body).codeBlocks;
  return blocks.flatMap((block, index) =>
    block.title === exampleScriptTitle
      ? [
          {
            page: source.relativePath,
            line: block.line,
            script: block.code,
            output: blocks[index + 1]?.code ?? '',
          },
        ]
      : [],
  );
});

describe('worked examples', () => {
  it('exist', () => {
    expect(examples.length).toBeGreaterThan(0);
  });

  // Concurrent: each script waits mostly on its own small server or on Python starting.
  it.concurrent.each(
    examples.map((example) => [`${example.page}:${example.line}`, example] as const),
  )(
    '%s prints exactly its output block',
    async (_name, {script, output}) => {
      const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'example-'));
      fs.writeFileSync(path.join(workDir, exampleScriptTitle), script);
      try {
        const {stdout} = await promisify(execFile)('python3', [exampleScriptTitle], {
          cwd: workDir,
          encoding: 'utf8',
          timeout: 150_000,
        });
        expect(stdout.trimEnd()).toBe(output.trimEnd());
      } finally {
        fs.rmSync(workDir, {recursive: true, force: true});
      }
    },
    // A Python process per script, several at once beside the rest of the suite: on a busy machine one may wait
    // its turn for a long while; the script's own run is bounded by execFile's timeout.
    180_000,
  );
});
