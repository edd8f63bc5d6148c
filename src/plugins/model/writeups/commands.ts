import fs from 'node:fs/promises';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
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

export async function readWriteupCommands(filePath: string): Promise<WriteupCommand[]> {
  const fileContent = await fs.readFile(filePath, 'utf8');
  const {content} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
  return commandsOfBody(content);
}
