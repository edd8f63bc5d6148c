/**
 * Edit distance with adjacent swaps counted as one edit (optimal string alignment):
 * "fsl" is one edit from "fls", as a typist would judge it.
 */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({length: a.length + 1}, (_, i) =>
    Array.from({length: b.length + 1}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The known names closest to what was typed (case ignored), nearest first, at most `limit`:
 * within two edits, or a third of the typed length for long names. Empty when nothing is close.
 */
export function closestNames(typed: string, known: Iterable<string>, limit = 3): string[] {
  const wanted = typed.trim().toLowerCase();
  if (!wanted) return [];
  const allowed = Math.max(2, Math.floor(wanted.length / 3));
  return [...new Set(known)]
    .map((name) => ({name, distance: editDistance(wanted, name.toLowerCase())}))
    .filter(({distance}) => distance > 0 && distance <= allowed)
    .sort((x, y) => x.distance - y.distance || x.name.localeCompare(y.name))
    .slice(0, limit)
    .map(({name}) => name);
}

/** `; did you mean "fls"?` for an error message, or nothing when no known name is close. */
export function didYouMean(typed: string, known: Iterable<string>): string {
  const names = closestNames(typed, known);
  return names.length > 0 ? `; did you mean ${names.map((name) => `"${name}"`).join(' or ')}?` : '';
}
