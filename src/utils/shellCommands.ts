/**
 * Reading shell code blocks: what the copy button copies, and the command lines
 * the tool cheat sheets collect. One reader for both, so a command copied from a
 * page and the same command on /tools/<tool> are the same text.
 */
import {isSession, sessionPromptOf, shellLanguages} from './shellSession';

export {isSession, shellLanguages};

/** `<<EOF`, `<<-'EOF'`, `<< "END"`; not a here-string (`<<<`). */
const heredocPattern = /(?<!<)<<-?(?!<)\s*(["']?)([A-Za-z_][\w-]*)\1/;

export type ShellCommand = {
  /** The command as typed, continuation lines and heredoc bodies included, prompts removed. */
  readonly text: string;
  /** The programs it runs: the first word of each command in its pipelines and lists. */
  readonly programs: readonly string[];
};

/** Whether a line ends with a line continuation: `\` in POSIX shells, a backtick in PowerShell. */
function continues(line: string, language: string): boolean {
  return /\\$/.test(line) || (language.startsWith('p') && /`$/.test(line));
}

/** Net opening of compound commands on a line (`do`…`done`, `if`…`fi`, `case`…`esac`, `{`…`}`), outside quotes. */
function nesting(line: string): number {
  const words = line
    .replace(/'[^']*'|"(?:\\.|[^"\\])*"/g, ' ')
    .replace(/#.*$/, '')
    .split(/[\s;&|()]+/);
  let depth = 0;
  for (const word of words) {
    if (word === 'do' || word === 'then' || word === 'case' || word === '{') depth += 1;
    else if (word === 'done' || word === 'fi' || word === 'esac' || word === '}') depth -= 1;
  }
  return depth;
}

/**
 * Groups a block's lines into commands: continuation lines and heredoc bodies
 * join their command, and a loop or `if` is one command with its body. In a
 * session, only prompt lines start commands and every other line is output; in a
 * script, comments and blank lines are left out.
 */
function groupCommands(code: string, language: string): string[] {
  const session = isSession(code, language);
  const prompt = sessionPromptOf(code);
  const commands: string[] = [];
  let current: string[] = [];
  let heredocEnd: string | null = null;
  let depth = 0;
  let continuing = false;
  const finish = () => {
    if (current.length > 0) commands.push(current.join('\n'));
    current = [];
  };
  for (const line of code.split('\n')) {
    if (heredocEnd !== null) {
      current.push(line);
      if (line.trim() === heredocEnd) {
        heredocEnd = null;
        if (depth <= 0 && !continuing) finish();
      }
      continue;
    }
    let command: string;
    if (continuing || depth > 0) {
      command = line;
    } else if (session) {
      const typed = prompt.exec(line);
      if (!typed) continue; // output
      command = line.slice(typed[0].length);
    } else {
      if (line.trim() === '' || /^\s*#/.test(line)) continue;
      command = line;
    }
    current.push(command);
    continuing = continues(command, language);
    depth = Math.max(0, depth + nesting(command));
    const heredoc = heredocPattern.exec(command);
    if (heredoc) heredocEnd = heredoc[2]!;
    else if (!continuing && depth === 0) finish();
  }
  finish();
  return commands;
}

/**
 * What the copy button of a code block copies: a session block gives its
 * commands alone (no prompts, no output); any other block is copied as it is.
 */
export function commandsToCopy(code: string, language: string): string {
  return isSession(code, language) ? groupCommands(code, language).join('\n') : code;
}

const keywordsBeforeCommand = new Set([
  'if',
  'elif',
  'while',
  'until',
  'then',
  'do',
  'else',
  '!',
  'time',
  'exec',
  'command',
  'env',
  'nohup',
]);

/** The programs a command runs: the first word of each simple command, after keywords, `sudo` and `VAR=value`. */
export function programsOf(command: string): string[] {
  // A heredoc body is input, not commands.
  const lines = command.split('\n');
  const heredoc = lines.findIndex((line) => heredocPattern.test(line));
  const text = (heredoc === -1 ? lines : lines.slice(0, heredoc + 1))
    .join('\n')
    .replace(/\\\n/g, ' ');
  const programs: string[] = [];
  const unquoted = text.replace(/'[^']*'|"(?:\\.|[^"\\])*"/g, '""');
  for (const segment of unquoted.split(/\|\||&&|[|;&\n]|\$\(|`|\(|\)/)) {
    const words = segment.trim().split(/\s+/).filter(Boolean);
    let index = 0;
    while (index < words.length) {
      const word = words[index]!;
      if (word === 'sudo') {
        // sudo's own options, and the value of those that take one (`-u root`).
        index += 1;
        while (words[index]?.startsWith('-')) index += /^-[ugCDhprtU]$/.test(words[index]!) ? 2 : 1;
      } else if (keywordsBeforeCommand.has(word) || /^[A-Za-z_]\w*=/.test(word)) index += 1;
      else break;
    }
    const word = words[index];
    if (
      !word ||
      /^(for|case|in|done|fi|esac|\{|\}|function)$/.test(word) ||
      !/^[A-Za-z.][\w.+-]*$/.test(word)
    )
      continue;
    programs.push(word);
  }
  return [...new Set(programs)];
}

/** The commands of a shell block, or the prompt lines of a session in any block. */
export function extractShellCommands(code: string, language: string): ShellCommand[] {
  if (!shellLanguages.has(language) && !isSession(code, language)) return [];
  return groupCommands(code, language).map((text) => ({text, programs: programsOf(text)}));
}
