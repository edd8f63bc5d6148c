import {type Writeup, type Tool, toWriteupLink, type WriteupLink} from '../../model/writeups';
import {toolKinds, type ToolKind} from '../../../config/tools';

/** A tool in the list of /tools/. */
export type ToolSummary = {
  readonly id: string;
  readonly name: string;
  readonly kind: ToolKind;
  /** Write-ups that list it in their front matter. */
  readonly writeups: number;
  /** Distinct command lines that run it. */
  readonly commands: number;
};

/** One distinct command line, and where it appears (each a link to the section of the write-up). */
export type ToolCommand = {
  readonly text: string;
  /** Where the command comes from: the write-up, its `##` section ('' before the first) and the link to the block's heading. */
  readonly sources: readonly {
    readonly title: string;
    readonly section: string;
    readonly url: string;
  }[];
};

/** Everything /tools/<id> shows. */
export type ToolPageData = Omit<ToolSummary, 'writeups' | 'commands'> & {
  readonly docs: string;
  readonly commands: readonly ToolCommand[];
  readonly writeups: readonly WriteupLink[];
};

/** Two spellings of one command line (spaces, trailing blanks) are one entry. */
const commandKey = (text: string) =>
  text
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();

/**
 * The data of /tools/ and of every /tools/<id>: for each tool of docs/tools.yml,
 * every distinct command line of the write-ups that runs it (found by its
 * command words), in alphabetical order so that variants of one command sit
 * together, each linking to the sections it comes from; and the write-ups that
 * list the tool.
 */
export function buildToolPages(
  writeups: readonly Writeup[],
  tools: readonly Tool[],
): {index: ToolSummary[]; pages: ToolPageData[]} {
  const toolOfCommand = new Map(
    tools.flatMap((tool) => tool.commands.map((command) => [command, tool.id] as const)),
  );
  const commandsByTool = new Map<
    string,
    Map<string, {text: string; sources: {title: string; section: string; url: string}[]}>
  >();
  for (const writeup of writeups) {
    for (const command of writeup.commands) {
      const owners = new Set(
        command.programs.flatMap((program) => toolOfCommand.get(program) ?? []),
      );
      for (const owner of owners) {
        const commands =
          commandsByTool.get(owner) ??
          new Map<
            string,
            {text: string; sources: {title: string; section: string; url: string}[]}
          >();
        commandsByTool.set(owner, commands);
        const key = commandKey(command.text);
        const entry = commands.get(key) ?? {text: key, sources: []};
        commands.set(key, entry);
        const url = command.anchor ? `${writeup.permalink}#${command.anchor}` : writeup.permalink;
        if (!entry.sources.some((source) => source.url === url))
          entry.sources.push({title: writeup.title, section: command.section, url});
      }
    }
  }
  const pages = tools.map((tool): ToolPageData => {
    const commands = [...(commandsByTool.get(tool.id)?.values() ?? [])].sort((a, b) =>
      a.text < b.text ? -1 : a.text > b.text ? 1 : 0,
    );
    return {
      id: tool.id,
      name: tool.name,
      kind: tool.kind,
      docs: tool.docs,
      commands,
      writeups: writeups
        .filter((writeup) => writeup.frontMatter.tools.includes(tool.name))
        .map(toWriteupLink),
    };
  });
  const index = pages
    .map(({id, name, kind, writeups: using, commands}): ToolSummary => ({
      id,
      name,
      kind,
      writeups: using.length,
      commands: commands.length,
    }))
    .sort(
      (a, b) =>
        toolKinds.indexOf(a.kind) - toolKinds.indexOf(b.kind) ||
        a.name.localeCompare(b.name, 'en', {sensitivity: 'base'}),
    );
  return {index, pages};
}
