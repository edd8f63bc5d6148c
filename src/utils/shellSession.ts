/**
 * Which code blocks are session transcripts (commands after prompts, then what
 * they printed). Kept apart from shellCommands.ts, which reads the commands, so
 * that a code block's copy button loads the reader only for a session.
 */

/** Code block languages whose lines are commands typed at a shell. */
export const shellLanguages: ReadonlySet<string> = new Set([
  'bash',
  'sh',
  'shell',
  'zsh',
  'console',
  'shell-session',
  'powershell',
  'ps1',
  'pwsh',
]);

/** Blocks that may hold a session transcript. */
const sessionLanguages: ReadonlySet<string> = new Set([...shellLanguages, 'text', '']);

/** `$ cmd`, `# cmd` (root), `PS C:\\> cmd`, `user@host:~$ cmd`. */
export const promptPattern = /^(?:[$#]|PS [^>\n]*>|[\w.-]+@[\w.-]+(?::[^$#\n]*)?[$#]) /;
/** A prompt only an interactive session has: `# ` alone is a comment in a script. */
const sessionPromptPattern = /^(?:\$|PS [^>\n]*>|[\w.-]+@[\w.-]+(?::[^$#\n]*)?[$#]) /;

/**
 * The prompt pattern of one session: `# ` is a root shell's prompt only in a session that has no `$ `
 * prompt; where a `$ ` prompt is typed, a line starting with `# ` is output (a config file's comment).
 */
export function sessionPromptOf(code: string): RegExp {
  return code.split('\n').some((line) => /^\$ /.test(line)) ? sessionPromptPattern : promptPattern;
}

/** Whether a block is a session transcript: a console block, or one with at least one interactive prompt. */
export function isSession(code: string, language: string): boolean {
  if (language === 'console' || language === 'shell-session') return true;
  return (
    sessionLanguages.has(language) &&
    code.split('\n').some((line) => sessionPromptPattern.test(line))
  );
}
