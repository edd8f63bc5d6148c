import {readFileSync} from 'node:fs';

/** tslib helpers a module calls: `tslib_1.__assign(`, `require("tslib").__rest`, `import {__awaiter} from "tslib"`. */
export function usedTslibHelpers(source: string): Set<string> {
  const helpers = new Set<string>();
  const bindings = [
    ...source.matchAll(/\b(?:var|let|const)\s+([\w$]+)\s*=\s*require\(\s*["']tslib["']\s*\)/g),
  ].map((match) => match[1]!);
  for (const binding of bindings) {
    for (const match of source.matchAll(
      new RegExp(`\\b${binding.replace(/\$/g, '\\$')}\\.(__\\w+)`, 'g'),
    ))
      helpers.add(match[1]!);
  }
  for (const match of source.matchAll(/require\(\s*["']tslib["']\s*\)\.(__\w+)/g))
    helpers.add(match[1]!);
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']tslib["']/g)) {
    for (const name of match[1]!.split(',')) {
      const imported = name.trim().split(/\s+as\s+/)[0];
      if (imported) helpers.add(imported);
    }
  }
  return helpers;
}

/** Each module of the list that calls a helper the shim does not export, with those helpers. */
export function findMissingHelpers(
  modulePaths: Iterable<string>,
  provided: ReadonlySet<string>,
  read = (file: string) => readFileSync(file, 'utf8'),
): Map<string, string[]> {
  const missing = new Map<string, string[]>();
  for (const file of modulePaths) {
    const absent = [...usedTslibHelpers(read(file))].filter((helper) => !provided.has(helper));
    if (absent.length > 0) missing.set(file, absent);
  }
  return missing;
}
