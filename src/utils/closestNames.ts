import {editDistance} from './editDistance';

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
