/**
 * The tool vocabulary's kinds (docs/tools.yml), kept out of config/writeups.ts,
 * which every page loads, because only the tool pages show them.
 */

/** The kinds of tool in docs/tools.yml, in the order /tools/ lists them. */
export const toolKinds = ['cli', 'language', 'library', 'gui', 'service'] as const;
export type ToolKind = (typeof toolKinds)[number];

export const toolKindLabels: Record<ToolKind, string> = {
  cli: 'Command-line tools',
  language: 'Languages and interpreters',
  library: 'Libraries',
  gui: 'Graphical tools',
  service: 'Services and platforms',
};
