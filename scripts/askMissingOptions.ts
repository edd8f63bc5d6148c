import readline from 'node:readline/promises';

/** One option the scaffolder asks for on a terminal, with the help its prompt shows. */
export type MissingOption = {readonly name: string; readonly help: string | undefined};

/**
 * Asks for each missing option on a terminal, in order, and returns the answers given (an empty answer leaves the
 * option missing), or `null` when the author ends the questions with Ctrl+D: a way out, not a crash.
 */
export async function askMissingOptions(
  options: readonly MissingOption[],
  io: {input: NodeJS.ReadableStream; output: NodeJS.WritableStream; terminal?: boolean},
): Promise<Record<string, string> | null> {
  const prompt = readline.createInterface(io);
  const answers: Record<string, string> = {};
  try {
    for (const {name, help} of options) {
      const answer = (await prompt.question(`--${name} (${help}): `)).trim();
      if (answer) answers[name] = answer;
    }
    return answers;
  } catch (error) {
    // Ctrl+D while a question waits aborts it; typed ahead of the question, it has closed the prompt already.
    const {name, code} = error as {name?: unknown; code?: unknown};
    if (name === 'AbortError' || code === 'ERR_USE_AFTER_CLOSE') return null;
    throw error;
  } finally {
    prompt.close();
  }
}
