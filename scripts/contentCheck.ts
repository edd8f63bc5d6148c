/**
 * Checks write-ups and lessons with every rule the test suite applies to a page, and prints every problem with
 * the file's own line numbers: front matter, the content standard (hints, flags, sections, figures the solve
 * calls for), shared paragraphs, the published solve.py (run as a reader would, where it carries the challenge's
 * data: solverRunsAlone), and the page's address in the
 * route inventory (tests/data/routes.txt). A page that passes it passes the content tests of npm test.
 * The command is scripts/check-content.ts; the tests call `checkContent` itself, without starting a process.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {Globby} from '@docusaurus/utils';
import {readVocabulary, readWriteupSources, writeupPermalink} from '../src/plugins/model/writeups';
import {
  checkWriteups,
  findFiguresWithoutScript,
  findSharedParagraphs,
  findSolverProblems,
  solverRunsAlone,
} from '../src/plugins/model/writeups/rules';
import {readRouteInventory} from './routeInventory';
import {lessonPage} from '../src/config/pages';
import {checkLessons} from '../src/plugins/features/lessons/check';
import {listLessons} from '../src/plugins/features/lessons/rules';

const siteDir = path.resolve(import.meta.dirname, '..');
const docsDir = path.join(siteDir, 'docs');

/** Whether a file, relative to a folder, is the path a reader named or inside it ('' names the whole folder). */
function isWithin(relativePath: string, scope: string): boolean {
  return scope === '' || relativePath === scope || relativePath.startsWith(`${scope}/`);
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/** The write-ups whose file name is the one the path ends with: where a mistyped folder meant to go. */
function didYouMean(arg: string, writeupFiles: readonly string[]): string {
  const stem = path.basename(arg).replace(/\.mdx?$/, '');
  const likely = writeupFiles.filter((file) => path.basename(file).replace(/\.mdx?$/, '') === stem);
  return likely.length > 0 ? `: did you mean ${likely.join(' or ')}?` : '';
}

/**
 * Checks the pages the paths name (files or folders, relative to `cwd`; none: everything) and prints each
 * page's verdict and problems through `print`. Returns 1 when anything is wrong, 0 otherwise.
 */
export async function checkContent(
  args: readonly string[],
  {cwd = process.cwd(), print = console.log}: {cwd?: string; print?: (line: string) => void} = {},
): Promise<number> {
  const resolve = (arg: string) => path.resolve(cwd, arg);
  const scopes = args.map((arg) => path.relative(docsDir, resolve(arg)).split(path.sep).join('/'));
  const inScope = (relativePath: string) =>
    scopes.length === 0 || scopes.some((scope) => isWithin(relativePath, scope));

  // A path that names no file is a typing slip: said at once, before the check reads and parses every page.
  const missing = (
    await Promise.all(args.map(async (arg) => ((await exists(resolve(arg))) ? [] : [arg])))
  ).flat();
  const sources = await readWriteupSources(docsDir);
  const writeupFiles = sources.map((source) => `docs/${source.relativePath}`);
  if (missing.length > 0) {
    for (const arg of missing)
      print(`FAIL ${arg}\n       - no such file or folder${didYouMean(arg, writeupFiles)}`);
    print(`\nNothing checked: ${missing.length} path(s) name no file or folder.`);
    return 1;
  }

  const vocabulary = await readVocabulary(docsDir);
  const checked = checkWriteups(sources, vocabulary);
  const problemsByFile = new Map<string, string[]>();
  const report = (file: string, problem: string) =>
    problemsByFile.set(file, [...(problemsByFile.get(file) ?? []), problem]);

  const inventory = new Set(readRouteInventory());
  // A lesson lists every write-up of its technique as an exercise, and the build stops when one is missing:
  // a new write-up's page reports the lessons it must be added to.
  const allLessons = await checkLessons(siteDir);
  const techniquesWithLessons = new Set(listLessons(siteDir).map((lesson) => lesson.technique));
  // The lessons whose exercise lists were checked for a write-up: one per technique it uses that has a lesson.
  const lessonsListing = (writeup: (typeof checked)[number]) =>
    (writeup.frontMatter?.techniques ?? []).filter((technique) =>
      techniquesWithLessons.has(technique),
    );
  const scoped = checked.filter((w) => inScope(w.source.relativePath));
  for (const writeup of scoped) {
    const address = writeupPermalink(writeup.source.relativePath, '/');
    for (const lesson of allLessons) {
      for (const problem of lesson.problems.filter((text) => text.includes(`${address} `)))
        report(writeup.source.relativePath, `lesson ${lesson.source}: ${problem}`);
    }
    for (const problem of [...writeup.frontMatterProblems, ...writeup.contentProblems]) {
      report(writeup.source.relativePath, problem);
    }
    if (!inventory.has(address)) {
      report(
        writeup.source.relativePath,
        `address: add ${address} to tests/data/routes.txt, so the route check serves and checks the page`,
      );
    }
    for (const problem of findFiguresWithoutScript(
      path.join(docsDir, writeup.source.relativePath),
      writeup.analysis,
    )) {
      report(writeup.source.relativePath, problem);
    }
    if (writeup.frontMatter && solverRunsAlone(writeup.source.relativePath)) {
      const fromService = writeup.frontMatter.solve.method === 'instance';
      for (const problem of findSolverProblems(writeup.analysis, {fromService}))
        report(writeup.source.relativePath, problem);
    }
  }
  for (const [paragraph, files] of findSharedParagraphs(checked)) {
    for (const file of new Set(files.filter(inScope))) {
      const others = files.filter((other) => other !== file);
      report(
        file,
        `paragraph shared with ${others.length > 0 ? others.join(', ') : 'itself'}: "${paragraph.slice(0, 80)}…"`,
      );
    }
  }
  const categoryFiles = (await Globby('**/_category_.json', {cwd: docsDir})).map((file) =>
    file.split(path.sep).join('/'),
  );
  for (const relativePath of categoryFiles) {
    const category = JSON.parse(await fs.readFile(path.join(docsDir, relativePath), 'utf8')) as {
      link?: {description?: string};
    };
    if (inScope(relativePath) && category.link?.description?.includes('TODO-INTRO')) {
      report(relativePath, 'link.description: replace TODO-INTRO with the category introduction');
    }
  }

  for (const writeup of scoped) {
    const problems = problemsByFile.get(writeup.source.relativePath);
    const flags =
      writeup.analysis.flags
        .map((flag) =>
          flag.redacted ? `redacted:${flag.redacted}` : flag.varies ? 'partial' : 'shown',
        )
        .join(',') || 'none';
    const listedIn = lessonsListing(writeup);
    print(
      `${problems ? 'FAIL' : 'ok  '} ${writeup.source.relativePath}  words=${writeup.analysis.proseWordCount} flag=${flags} lessons=${listedIn.join(',') || 'none'}`,
    );
    for (const problem of problems ?? []) print(`       - ${problem}`);
  }
  for (const [file, problems] of problemsByFile) {
    if (!scoped.some((w) => w.source.relativePath === file)) {
      print(`FAIL ${file}`);
      for (const problem of problems) print(`       - ${problem}`);
    }
  }
  // Lessons (lessons/…), checked with their exercises against the write-ups.
  const lessonScopes = args.map((arg) =>
    path.relative(siteDir, resolve(arg)).split(path.sep).join('/'),
  );
  const lessonInScope = (source: string) =>
    args.length === 0 || lessonScopes.some((scope) => isWithin(source, scope));
  // A lesson's address must be in the route inventory too, for the route check to serve it.
  const lessons = allLessons
    .filter((lesson) => lessonInScope(lesson.source))
    .map((lesson) => {
      const address = `/${lessonPage(lesson.source.split('/').at(-2)!)}`;
      const listed = !lesson.source.endsWith('/index.mdx') || inventory.has(address);
      return listed
        ? lesson
        : {
            ...lesson,
            problems: [
              ...lesson.problems,
              `address: add ${address} to tests/data/routes.txt, so the route check serves and checks the page`,
            ],
          };
    });
  for (const lesson of lessons) {
    print(
      `${lesson.problems.length > 0 ? 'FAIL' : 'ok  '} ${lesson.source}  words=${lesson.words}`,
    );
    for (const problem of lesson.problems) print(`       - ${problem}`);
  }
  // A mistyped path would otherwise check nothing and report no problem: each one must name a page to check.
  const unmatched: string[] = [];
  for (const [index, arg] of args.entries()) {
    const namesSomething =
      checked.some((w) => isWithin(w.source.relativePath, scopes[index]!)) ||
      categoryFiles.some((file) => isWithin(file, scopes[index]!)) ||
      allLessons.some((lesson) => isWithin(lesson.source, lessonScopes[index]!));
    if (namesSomething) continue;
    unmatched.push(arg);
    print(`FAIL ${arg}\n       - no write-up or lesson there${didYouMean(arg, writeupFiles)}`);
  }
  const failing =
    problemsByFile.size +
    lessons.filter((lesson) => lesson.problems.length > 0).length +
    unmatched.length;
  const exerciseLists = new Set(scoped.flatMap(lessonsListing)).size;
  print(
    `\n${scoped.length} write-up(s) checked, with their exercise entries in ${exerciseLists} lesson(s); ${lessons.length} lesson page(s) checked; ${failing} file(s) with problems.`,
  );
  return failing > 0 ? 1 : 0;
}
