import {extractShellCommands, type ShellCommand} from '../../../utils/shellCommands';
import {analyzeWriteupBody} from './body';

/** A command line of a write-up, its `##` section and the heading it sits under (the anchor a link to it uses). */
export type WriteupCommand = ShellCommand & {readonly anchor: string; readonly section: string};

/** Every command of a write-up's shell blocks and session transcripts, in page order. */
export function commandsOfBody(body: string): WriteupCommand[] {
  return analyzeWriteupBody(body).codeBlocks.flatMap((block) =>
    extractShellCommands(block.code, block.language).map((command) => ({
      ...command,
      anchor: block.anchor,
      section: block.section,
    })),
  );
}
