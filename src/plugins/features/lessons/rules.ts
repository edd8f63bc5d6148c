/**
 * The lesson standard's machine checks (CONTENT.md, "Lessons"), for the tests and scripts/check-content.ts:
 * the seven parts in order, the prose, the worked example beside the lesson and shown on the page, a figure
 * or diagram for the idea, the exercises and the questions. The site does not load this file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {WriteupBody} from '../../model/writeups';

export const lessonSections = [
  'The idea',
  'How to recognise it',
  'Worked example',
  'Tools',
  'Mistakes and dead ends',
  'Exercises',
  'Check yourself',
] as const;

/** Prose a lesson needs, outside code, to teach its technique (the target). */
export const minimumLessonWords = 700;

/** The worked example's script, beside the lesson and shown on the page under this title. */
export const lessonScript = 'example.py';

/** The worked example's blocks: the script as the page shows it, and the output block after it. */
export function workedExampleOf(body: WriteupBody): {script?: string; output?: string} {
  const index = body.codeBlocks.findIndex((block) => block.title === lessonScript);
  if (index < 0) return {};
  const next = body.codeBlocks[index + 1];
  return {
    script: body.codeBlocks[index]!.code,
    ...(next?.title === 'output' && {output: next.code}),
  };
}

/** Every problem a machine can find in one lesson; `lessonDir` is its folder. */
export function findLessonProblems(body: WriteupBody, source: string, lessonDir: string): string[] {
  if (body.parseError) return [`body: not valid MDX: ${body.parseError}`];
  const problems: string[] = [];
  if (body.sections.join('|') !== lessonSections.join('|'))
    problems.push(
      `sections: the ## headings must be exactly ${lessonSections.join(', ')} in this order (found ${body.sections.join(', ') || 'none'})`,
    );
  if (body.proseWordCount < minimumLessonWords)
    problems.push(
      `prose: ${body.proseWordCount} words outside code blocks, at least ${minimumLessonWords} required`,
    );
  const scriptFile = path.join(lessonDir, lessonScript);
  const {script, output} = workedExampleOf(body);
  if (!fs.existsSync(scriptFile))
    problems.push(
      `worked example: ${lessonScript} is missing beside the lesson (${path.dirname(source)}/${lessonScript})`,
    );
  else if (script === undefined)
    problems.push(
      `worked example: show ${lessonScript} on the page, in a \`\`\`python title="${lessonScript}" block`,
    );
  else if (script.trimEnd() !== fs.readFileSync(scriptFile, 'utf8').trimEnd())
    problems.push(
      `worked example: the ${lessonScript} block differs from the file beside the lesson; paste the file as it is`,
    );
  if (script !== undefined && output === undefined)
    problems.push(
      `worked example: follow ${lessonScript} at once with a \`\`\`text title="output" block holding what it prints`,
    );
  if (
    !body.codeBlocks.some(
      (block) => block.section === 'The idea' && block.language === 'mermaid',
    ) &&
    !body.images.some((image) => image.line > 0)
  )
    problems.push('the idea: needs a figure or a Mermaid diagram made here');
  if (!/<Exercises\s*\/>/.test(body.textOutsideFlags))
    problems.push(
      'exercises: ## Exercises holds <Exercises /> (the list comes from the front matter)',
    );
  const questions = (body.textOutsideFlags.match(/<Question\b/g) ?? []).length;
  if (questions < 2 || questions > 3)
    problems.push(`check yourself: two or three <Question> elements (found ${questions})`);
  const tools = body.sectionContents.find(({section}) => section === 'Tools');
  if (tools && !tools.links.some((link) => /^\/tools\/[a-z0-9-]+$/.test(link)))
    problems.push('tools: link the tool pages the lesson uses, e.g. [`xxd`](/tools/xxd)');
  for (const flag of body.strayFlags)
    problems.push(`flag: "${flag}" appears in a lesson: a lesson never solves its exercises`);
  return problems;
}

/** The lessons of a folder: each lesson's source (relative to the site) and folder. */
export function listLessons(
  siteDir: string,
  lessonsDir = 'lessons',
): {source: string; dir: string; technique: string}[] {
  const root = path.join(siteDir, lessonsDir);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, {withFileTypes: true})
    .filter(
      (entry) => entry.isDirectory() && fs.existsSync(path.join(root, entry.name, 'index.mdx')),
    )
    .map((entry) => ({
      source: `${lessonsDir}/${entry.name}/index.mdx`,
      dir: path.join(root, entry.name),
      technique: entry.name,
    }))
    .sort((a, b) => a.source.localeCompare(b.source));
}
