/**
 * A run of `%XX` escapes that is not valid UTF-8 (`%E0%A4`), or a `%` not
 * followed by two hex digits (`%`, `%A`), written as literal percent signs
 * (`%25`): the address then decodes, to the characters the reader typed.
 * Valid escapes are kept as they are. Returns the text unchanged when it decodes.
 */
export function repairPercentEncoding(text: string): string {
  try {
    decodeURIComponent(text);
    return text;
  } catch {
    return text.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (run) => {
      if (run === '%') return '%25';
      try {
        decodeURIComponent(run);
        return run;
      } catch {
        return run.replaceAll('%', '%25');
      }
    });
  }
}
