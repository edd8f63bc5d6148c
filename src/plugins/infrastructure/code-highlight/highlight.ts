import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index';
import {escapeHtml} from '../../../utils/html';

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

function grammarFor(language: string): Prism.Grammar {
  const name = grammarAliases[language] ?? language;
  if (!Prism.languages[name]) {
    loadLanguages([name]);
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
  const tokens = plainLanguages.has(language) ? [{types: [], content: code}] : flatten(Prism.tokenize(code, grammarFor(language)));
  const lines: string[][] = [[]];
  for (const {types, content} of tokens) {
    content.split('\n').forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part === '') return;
      const text = escapeHtml(part);
      lines.at(-1)!.push(types.length > 0 ? `<span class="token ${types.join(' ')}">${text}</span>` : text);
    });
  }
  return lines.map((line) => line.join(''));
}
