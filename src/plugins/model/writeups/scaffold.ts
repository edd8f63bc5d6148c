import yaml from 'js-yaml';
import {
  platforms,
  platformIds,
  requiredSections,
  type PlatformId,
  type SolveMethod,
} from '../../../config/writeups';
import {didYouMean} from '../../../utils/closestNames';
import type * as z from 'zod';
import {isOptional} from '../../../utils/schema';
import {
  noVocabulary,
  writeupFields,
  type SolveArtifact,
  type Vocabulary,
  type WriteupFields,
} from './frontMatter';
import {checkWriteupFrontMatter} from './validate';

/** How the scaffolder reads a field typed on its command line. */
export type ScaffoldFieldKind = 'text' | 'list' | 'number';

/** The type a field accepts, seen through optional, default and conversion wrappers. */
function scaffoldKindOf(field: z.core.$ZodType): ScaffoldFieldKind | undefined {
  const {def} = field._zod;
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'nullable':
      return scaffoldKindOf((def as z.core.$ZodOptionalDef).innerType);
    case 'pipe':
      return scaffoldKindOf((def as z.core.$ZodPipeDef).out);
    case 'string':
    case 'enum':
      return 'text';
    case 'number':
      return 'number';
    case 'array':
      return 'list';
    default:
      return undefined;
  }
}

/** Set by the scaffolder itself: the publication date is the day the page is created. */
const setByScaffolder = new Set(['published']);

/**
 * The scaffolder's options for a set of fields: every field typed as text, a comma-separated list or a whole
 * number gets `--<field>`, required when the schema requires it, with the field's description as its help.
 * (The solve record, a nested mapping, has options of its own.)
 */
export function scaffoldFields(fields: WriteupFields = writeupFields(noVocabulary)) {
  return Object.entries(fields).flatMap(([name, field]) => {
    const kind = scaffoldKindOf(field);
    return kind && !setByScaffolder.has(name)
      ? [{name, kind, required: !isOptional(field), description: field.description ?? ''}]
      : [];
  });
}

/**
 * What the author typed: the options of the scaffolder itself, and each write-up field that is an option
 * (`scaffoldFields`: `--title`, `--tools a,b`, `--points 200`…), by field name, as typed.
 */
export type ScaffoldInput = {
  readonly platform: string;
  readonly category?: string;
  readonly slug: string;
  /** How the page will be verified; defaults to the platform's usual method. */
  readonly solve?: string;
  /** Original challenge files, already hashed (the command line hashes the paths it is given), with where each can be downloaded. */
  readonly artifacts?: readonly (Pick<SolveArtifact, 'name' | 'sha256'> & {
    readonly source?: string;
  })[];
  readonly sources?: readonly string[];
  /** Gives the page a folder of its own (a route with a trailing slash). */
  readonly folder?: boolean;
  /** The publication date, YYYY-MM-DD. */
  readonly published: string;
} & {readonly [field: string]: unknown};

export type Scaffold =
  | {readonly ok: true; readonly relativePath: string; readonly content: string}
  | {readonly ok: false; readonly problems: readonly string[]};

const slugPattern = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** The solve method a new page of each kind starts with. */
const defaultSolveMethod: Record<keyof typeof requiredSections, SolveMethod> = {
  ctf: 'artifact',
  method: 'worked-example',
  lab: 'lab',
};

/** What each section of a new page should hold, left in it as an MDX comment; check-content refuses a page that still has one. */
export const scaffoldSectionHints: Readonly<Record<string, string>> = {
  Challenge: 'What the player is given and asked, in your own words.',
  Hints: 'Two or three hints, each revealing a little more, none giving the answer.',
  Analysis:
    'How to recognise what is going on: the reasoning, not only the steps. 200+ points: a ### dead end or second route.',
  Solution:
    'The exact steps on the original files; every command in a fenced block with its language, and what it really printed.',
  Flag: 'The flag you derived (fixed), or the common part of a per-player flag: value="picoCTF{common_" varies suffix="[0-9a-f]{8}" (the pattern of the rest, without the closing brace).',
  Takeaways:
    'The technique in one or two sentences, what to try first next time, and links to the official docs of the tools used.',
  Concept: 'The technique in depth: how it works, how to recognise it, what to try first.',
  'Worked example':
    "The whole technique applied to an input of our own making, with real output. Never the challenge's own answer.",
  Goal: 'The ATT&CK technique and what the detection must catch.',
  Setup: 'How to reproduce the technique safely in the lab.',
  Detection: 'The event IDs and fields involved, and the SPL search in a splunk-spl block.',
  Result: 'What the search returns, and how to turn it into an alert.',
};

const splitList = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The command-line option that sets each solve field (the other fields share their option's name). */
const solveFieldOptions: readonly (readonly [RegExp, string])[] = [
  [/^solve\.artifacts(?:\.\d+)?\.source\b/, '--artifact-source'],
  [/^solve\.artifacts\b/, '--artifact'],
  [/^solve\.sources\b/, '--source'],
  [/^solve\.method\b/, '--solve'],
];

/** A schema problem ("solve.artifacts: must list…") as the option the author typed ("--artifact: must list…"). */
function asOptionProblem(problem: string): string {
  const [, field = '', message = problem] = /^([^:]+):([\s\S]*)$/.exec(problem) ?? [];
  const option = solveFieldOptions.find(([pattern]) => pattern.test(field))?.[1] ?? `--${field}`;
  return `${option}:${message}`;
}

/** Builds a new write-up file from command-line input, or says what is wrong with the input. */
export function createWriteupScaffold(
  input: ScaffoldInput,
  vocabulary: Vocabulary,
  fields: WriteupFields = writeupFields(vocabulary),
): Scaffold {
  const problems: string[] = [];
  if (!platformIds.includes(input.platform as PlatformId)) {
    return {
      ok: false,
      problems: [
        `--platform must be one of ${platformIds.join(', ')} (got "${input.platform}")${didYouMean(input.platform, platformIds)}`,
      ],
    };
  }
  const platform = platforms[input.platform as PlatformId];
  const categories = Object.keys(platform.categories);
  const category = input.category ?? (categories.length === 1 ? categories[0]! : '');
  if (!categories.includes(category)) {
    problems.push(
      `--category must be one of ${categories.join(', ')} (got "${category}")${didYouMean(category, categories)}`,
    );
  }
  if (!slugPattern.test(input.slug)) {
    problems.push(
      `--slug must be letters, digits, "-" or "_", starting with a letter or digit (got "${input.slug}")`,
    );
  }

  // Every field option, read by its kind; numbers are checked as typed (Number("abc") would reach the schema as NaN).
  const typedFields = scaffoldFields(fields).flatMap(({name, kind}): [string, unknown][] => {
    if (name === 'platform') return [[name, input.platform]];
    if (name === 'category') return [[name, category]];
    const typed = input[name];
    if (typeof typed !== 'string') {
      // A list with a default (tags: []) is written out, so the author sees where it goes.
      const preset = fields[name]?.safeParse(undefined).data;
      return preset === undefined ? [] : [[name, preset]];
    }
    if (kind === 'list') return [[name, splitList(typed)]];
    if (kind === 'text') return [[name, typed]];
    if (/^\d+$/.test(typed.trim())) return [[name, Number(typed)]];
    problems.push(`--${name} must be a whole number (got "${typed}")`);
    return [];
  });
  const frontMatter: Record<string, unknown> = {
    ...Object.fromEntries(typedFields),
    published: input.published,
    solve: {
      method: input.solve ?? defaultSolveMethod[platform.kind],
      date: input.published,
      ...(input.artifacts?.length && {artifacts: input.artifacts}),
      ...(input.sources?.length && {sources: input.sources}),
    },
  };
  const check = checkWriteupFrontMatter(
    frontMatter,
    {platform: input.platform as PlatformId, category},
    vocabulary,
    fields,
  );
  if (!check.ok) {
    problems.push(
      ...check.problems.filter((problem) => !problem.startsWith('category:')).map(asOptionProblem),
    );
  }
  if (problems.length > 0) {
    return {ok: false, problems};
  }

  const directory = [
    platform.docsDir,
    ...(categories.length > 1 ? [category] : []),
    ...(input.folder ? [input.slug] : []),
  ];
  const relativePath = [...directory, `${input.slug}.mdx`].join('/');
  const sectionBody = (section: string) =>
    section === 'Flag' && 'newFlag' in platform
      ? `\n${platform.newFlag}\n`
      : section === 'Hints'
        ? '\n<Hints>\n  <Hint>…</Hint>\n  <Hint>…</Hint>\n</Hints>\n'
        : '';
  const body = requiredSections[platform.kind]
    .map(
      (section) =>
        `## ${section}\n\n{/* ${scaffoldSectionHints[section]} */}\n${sectionBody(section)}`,
    )
    .join('\n');
  const yamlText = yaml
    .dump(frontMatter, {flowLevel: 2, lineWidth: 120, quotingType: '"'})
    .replace(/^published: "(.*)"$/m, 'published: $1')
    .replace(/^( {2}date): "(.*)"$/m, '$1: $2');
  return {ok: true, relativePath, content: `---\n${yamlText}---\n\n${body}`};
}
