import {PassThrough} from 'node:stream';
import {describe, expect, it} from 'vitest';
import {askMissingOptions} from '../askMissingOptions';

/** A terminal whose keys the test types; what the prompts print is collected. */
function fakeTerminal() {
  const input = new PassThrough();
  const output = new PassThrough();
  let printed = '';
  const waiting: {text: string; resolve: () => void}[] = [];
  output.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
    for (const wait of waiting.filter(({text}) => printed.includes(text))) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve();
    }
  });
  return {
    input,
    output,
    printed: () => printed,
    /** Types `keys` once the terminal shows `text`, as a person answers a question they can see. */
    answer: async (text: string, keys: string) => {
      if (!printed.includes(text))
        await new Promise<void>((resolve) => waiting.push({text, resolve}));
      input.write(keys);
    },
  };
}

const options = [
  {name: 'slug', help: "the page's address in lower case with hyphens"},
  {name: 'title', help: 'The challenge name as the platform shows it.'},
];

describe('the scaffolder asking for missing options on a terminal', () => {
  it('asks for each one with its help and keeps the answers given', async () => {
    const terminal = fakeTerminal();
    const answers = askMissingOptions(options, {...terminal, terminal: true});
    await terminal.answer('--slug (', 'disko-4\r');
    await terminal.answer('--title (', 'DISKO 4\r');
    expect(await answers).toEqual({slug: 'disko-4', title: 'DISKO 4'});
    expect(terminal.printed()).toContain(
      '--title (The challenge name as the platform shows it.): ',
    );
  });

  it('stops without an error when the author presses Ctrl+D', async () => {
    const terminal = fakeTerminal();
    const answers = askMissingOptions(options, {...terminal, terminal: true});
    await terminal.answer('--slug (', 'disko-4\r');
    await terminal.answer('--title (', '\x04');
    await expect(answers).resolves.toBeNull();
  });
});
