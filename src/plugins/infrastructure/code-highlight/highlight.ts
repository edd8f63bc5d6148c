import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index';
import {escapeHtml} from '../../../utils/html';
import {sessionPromptOf} from '../../../utils/shellSession';

/** Fence names that are another grammar's name in Prism. */
const grammarAliases: Readonly<Record<string, string>> = {
  x86asm: 'nasm',
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
  sh: 'bash',
  shell: 'bash',
  js: 'javascript',
  py: 'python',
};

/** Fences shown as plain text. */
const plainLanguages = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

type FlatToken = {readonly types: readonly string[]; readonly content: string};

/** Flattens Prism's nested token stream into runs of text, each with every type it is nested in. */
function flatten(stream: Prism.TokenStream, types: readonly string[] = []): FlatToken[] {
  if (typeof stream === 'string') return [{types, content: stream}];
  if (Array.isArray(stream)) return stream.flatMap((part) => flatten(part, types));
  const aliases = stream.alias === undefined ? [] : [stream.alias].flat();
  return flatten(stream.content, [...types, stream.type, ...aliases]);
}

/** An IPv4 address (with its port) is one value: Prism's number rule would colour `10.0` and leave `.0.1`. */
const ipAddress = {
  'ip-address': {pattern: /\b(?:\d{1,3}\.){3}\d{1,3}(?::\d{1,5})?\b/, alias: 'number'},
};

function grammarFor(language: string): Prism.Grammar {
  const name = grammarAliases[language] ?? language;
  if (!Prism.languages[name]) {
    loadLanguages([name]);
    if (Prism.languages[name] && (name === 'bash' || name === 'powershell'))
      Prism.languages.insertBefore(name, 'number', ipAddress);
  }
  const grammar = Prism.languages[name];
  if (!grammar) {
    throw new Error(`No syntax-highlighting grammar for code language "${language}"`);
  }
  return grammar;
}

/**
 * Highlights code with Prism and returns one HTML string per line, each token a
 * `<span class="token …">` styled by the site's CSS. Tokens that span several
 * lines are split so every line is self-contained.
 */
export function highlightToLines(code: string, language: string): string[] {
  const tokens = plainLanguages.has(language)
    ? [{types: [], content: code}]
    : flatten(Prism.tokenize(code, grammarFor(language)));
  const lines: string[][] = [[]];
  for (const {types, content} of tokens) {
    content.split('\n').forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part === '') return;
      const text = escapeHtml(part);
      lines
        .at(-1)!
        .push(types.length > 0 ? `<span class="token ${types.join(' ')}">${text}</span>` : text);
    });
  }
  return lines.map((line) => line.join(''));
}

/**
 * A session transcript (src/utils/shellSession.ts) as lines that tell commands from output: each prompt is a
 * `token prompt` (not selectable, and the copy button leaves it out), the command after it is highlighted, and
 * every line the shell printed is a `token output`. Continuation lines belong to their command.
 */
export function highlightSessionToLines(code: string, language: string): string[] {
  const prompt = sessionPromptOf(code);
  const commandLanguage =
    plainLanguages.has(language) || language === 'console' || language === 'shell-session'
      ? 'bash'
      : language;
  let continuing = false;
  return code.split('\n').map((line) => {
    const typed = continuing ? null : prompt.exec(line);
    const command = typed ? line.slice(typed[0].length) : continuing ? line : null;
    if (command === null)
      return line === '' ? '' : `<span class="token output">${escapeHtml(line)}</span>`;
    continuing = /\\$/.test(command);
    const promptHtml = typed ? `<span class="token prompt">${escapeHtml(typed[0])}</span>` : '';
    return promptHtml + highlightToLines(command, commandLanguage).join('');
  });
}
