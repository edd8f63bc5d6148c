/**
 * The import graph of the site's own TypeScript (src/), resolved as the compiler resolves it (tsconfig paths
 * included), and the cycles in it: a cycle makes module order matter and ties two features into one.
 *
 *   npx tsx scripts/importCycles.ts     prints each cycle, exits 1 if there is one
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const repositoryDir = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Each file of `rootDir` → the files of `rootDir` it imports (type-only imports included: they still couple). */
export function importGraph(rootDir: string): Map<string, string[]> {
  const configPath = ts.findConfigFile(repositoryDir, (file) => ts.sys.fileExists(file))!;
  const {config} = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const {options} = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
  const files = sourceFiles(rootDir);
  const inRoot = new Set(files);
  return new Map(
    files.map((file) => {
      const {importedFiles} = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.flatMap(({fileName}) => {
        const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule
          ?.resolvedFileName;
        return resolved && inRoot.has(path.resolve(resolved)) ? [path.resolve(resolved)] : [];
      });
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Every cycle, each once, as the files around it (Tarjan's strongly connected components of size > 1 or a self-import). */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node))
        cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cycles = findCycles(importGraph(path.join(repositoryDir, 'src')));
  for (const cycle of cycles)
    console.log(cycle.map((file) => path.relative(repositoryDir, file)).join(' ⇄ '));
  console.log(`${cycles.length} import cycle(s) in src/`);
  process.exitCode = cycles.length > 0 ? 1 : 0;
}
