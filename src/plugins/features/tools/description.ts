/** A tool page's meta description, also what the development search index shows under its title. */
export function toolPageDescription({
  name,
  commands,
}: {
  readonly name: string;
  readonly commands: readonly unknown[];
}): string {
  return commands.length > 0
    ? `${name}: ${commands.length} command ${commands.length === 1 ? 'line' : 'lines'} from the write-ups, each linked to where it was used.`
    : `${name}: the write-ups that use it, and its official documentation.`;
}
