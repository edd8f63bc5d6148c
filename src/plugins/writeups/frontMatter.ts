import {Joi} from '@docusaurus/utils-validation';
import {
  difficulties,
  platformIds,
  platforms,
  solveMethodIds,
  type Difficulty,
  type PlatformId,
  type SolveMethod,
} from '../../config/writeups';
import {attackTechniqueId} from '../../config/references';
import {didYouMean} from '../../utils/closestNames';
import type {WriteupLocation} from './paths';

/** One original challenge file the solve ran on, identified by its SHA-256, and where anyone can download that exact file. */
export type SolveArtifact = {
  readonly name: string;
  readonly sha256: string;
  /** A public address of this exact file: a repository path at a commit where possible. */
  readonly source: string;
  /** Other public copies with the same SHA-256 (a page may say "two archives" only when one is listed here). */
  readonly mirrors: readonly string[];
};

/** How the page was verified (CONTENT.md, "Truth"). */
export type SolveRecord = {
  readonly method: SolveMethod;
  /** When the solve or check was done. */
  readonly date: Date;
  /** The original files the commands ran on (required for `artifact`). */
  readonly artifacts: readonly SolveArtifact[];
  /** Public pages that confirm the facts or the flag (required for `sources`, at least three when a flag is shown). */
  readonly sources: readonly string[];
};

/** What a write-up may name: tag and technique ids (docs/tags.yml, docs/techniques.yml) and tools (docs/tools.yml). */
export type Vocabulary = {
  readonly tags: readonly string[];
  readonly techniques: readonly string[];
  /** Every accepted spelling of a tool, in lower case → the tool's name (see toolSpellings). */
  readonly tools: Readonly<Record<string, string>>;
};

export type WriteupFrontMatter = {
  readonly title: string;
  readonly description: string;
  readonly platform: PlatformId;
  readonly category: string;
  readonly difficulty: Difficulty;
  readonly points?: number;
  readonly event: string;
  readonly year?: number;
  readonly tools: readonly string[];
  readonly tags: readonly string[];
  /** 1–4 ids from docs/techniques.yml. */
  readonly techniques: readonly string[];
  readonly published: Date;
  readonly attack?: readonly string[];
  readonly solve: SolveRecord;
  /** Docusaurus's own field: an image of the page's choosing for link previews, instead of its card. */
  readonly image?: string;
};

/** Docusaurus's own doc fields that a write-up may still use. */
const docusaurusFields = {
  sidebar_position: Joi.number(),
  sidebar_label: Joi.string(),
  sidebar_class_name: Joi.string(),
  keywords: Joi.array().items(Joi.string()),
  image: Joi.string(),
  draft: Joi.boolean(),
  unlisted: Joi.boolean(),
  hide_table_of_contents: Joi.boolean(),
  toc_min_heading_level: Joi.number(),
  toc_max_heading_level: Joi.number(),
  pagination_prev: Joi.string().allow(null),
  pagination_next: Joi.string().allow(null),
  last_update: Joi.object(),
};

/** Characters no title or description needs, and that feeds and page heads cannot carry (C0 and C1 controls). */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const controlCharacters = /[\u0000-\u001F\u007F-\u009F]/;

/** A GitHub file named by a branch moves when the branch does: the address must name a commit. */
const githubFileAtCommit =
  /^https:\/\/(?:github\.com\/[^/]+\/[^/]+\/(?:blob|raw)|raw\.githubusercontent\.com\/[^/]+\/[^/]+)\/[0-9a-f]{40}\//;

/** Where a reader can download an original file: a web address; on GitHub, a path at a commit. */
const artifactAddress = Joi.string()
  .uri({scheme: ['https']})
  .custom((address: string, helpers) =>
    /^https:\/\/(?:github\.com|raw\.githubusercontent\.com)\//.test(address) && !githubFileAtCommit.test(address)
      ? helpers.error('artifact.unpinned')
      : address,
  )
  .messages({
    'string.uri': 'must be a web address (https://…)',
    'string.uriCustomScheme': 'must be a web address (https://…)',
    'artifact.unpinned': 'must name the file at a commit on GitHub (…/blob/<40-hex commit>/path), not at a branch',
  });

const solveSchema = Joi.object<SolveRecord>({
  method: Joi.string()
    .valid(...solveMethodIds)
    .required()
    .messages({
      'any.required': `is required: one of ${solveMethodIds.join(', ')}`,
      'any.only': `must be one of ${solveMethodIds.join(', ')}`,
    }),
  date: Joi.date().iso().required().messages({
    'any.required': 'is required: the day the solve was run or checked, as YYYY-MM-DD',
    'date.base': 'must be a date written as YYYY-MM-DD',
    'date.format': 'must be a date written as YYYY-MM-DD',
  }),
  artifacts: Joi.array()
    .items(
      Joi.object({
        name: Joi.string().trim().min(1).required().messages({'any.required': 'is required: the file name as the challenge gives it'}),
        sha256: Joi.string()
          .lowercase()
          .pattern(/^[0-9a-f]{64}$/)
          .required()
          .messages({
            'any.required': "is required: the file's SHA-256 (sha256sum), 64 hex digits",
            'string.pattern.base': 'must be a SHA-256 digest: 64 hex digits',
          }),
        source: artifactAddress.required().messages({
          'any.required': 'is required: the public address of this exact file, so a reader can download it and compare the hash',
        }),
        mirrors: Joi.array().items(artifactAddress).unique().default([]).messages({
          'array.base': 'must be a list of web addresses of other copies of the same file',
          'array.unique': 'must not repeat a copy',
        }),
      }).messages({'object.unknown': 'is not an artifact field (name, sha256, source, mirrors)'}),
    )
    .default([])
    .when('method', {
      is: 'artifact',
      then: Joi.array().min(1).required().messages({
        'array.min': 'must list at least one original file (name and sha256) when method is artifact',
        'any.required': 'must list at least one original file (name and sha256) when method is artifact',
      }),
    })
    .messages({'array.base': 'must be a list of files, each with a name and a sha256'}),
  sources: Joi.array()
    .items(
      Joi.string()
        .uri({scheme: ['https', 'http']})
        .messages({'string.uri': 'must be a web address (https://…)', 'string.uriCustomScheme': 'must be a web address (https://…)'}),
    )
    .unique()
    .default([])
    .when('method', {
      is: 'sources',
      then: Joi.array().min(1).required().messages({
        'array.min': 'must name at least one public source when method is sources',
        'any.required': 'must name at least one public source when method is sources',
      }),
    })
    .messages({'array.base': 'must be a list of web addresses', 'array.unique': 'must not repeat a source'}),
}).messages({
  'object.unknown': 'is not a solve field (method, date, artifacts, sources)',
  'object.base': 'must be a mapping: method, date, artifacts, sources',
});

function createWriteupSchema({tags: allowedTags, techniques: allowedTechniques, tools: toolNames}: Vocabulary) {
  const oneOf = (values: readonly string[]) => values.join(', ');
  return Joi.object<WriteupFrontMatter>({
    title: Joi.string().trim().min(1).pattern(controlCharacters, {invert: true}).required().messages({
      'any.required': 'is required: the challenge name as the platform shows it',
      'string.empty': 'must not be empty',
      'string.base': 'must be text',
      'string.pattern.invert.base': 'must not contain control characters',
    }),
    description: Joi.string()
      .trim()
      .min(30)
      .max(240)
      .pattern(/[.!?]$/)
      .pattern(controlCharacters, {invert: true})
      .required()
      .messages({
        'string.pattern.invert.base': 'must not contain control characters',
        'any.required': 'is required: one sentence saying what the write-up teaches',
        'string.min': 'must be a full sentence of at least 30 characters',
        'string.max': 'must be one sentence of at most 240 characters',
        'string.pattern.base': 'must be one sentence ending with a full stop',
        'string.base': 'must be text',
      }),
    platform: Joi.string()
      .valid(...platformIds)
      .required()
      .messages({
        'any.required': `is required: one of ${oneOf(platformIds)}`,
        'any.only': `must be one of ${oneOf(platformIds)}`,
      }),
    category: Joi.string().required().messages({
      'any.required': 'is required: the category folder the write-up lives in',
    }),
    difficulty: Joi.string()
      .valid(...difficulties)
      .required()
      .messages({
        'any.required': `is required: one of ${oneOf(difficulties)}`,
        'any.only': `must be one of ${oneOf(difficulties)}`,
      }),
    points: Joi.number().integer().min(0).max(5000).messages({
      'number.base': 'must be a whole number (omit the field when the platform shows no points)',
      'number.integer': 'must be a whole number',
      'number.min': 'must not be negative',
      'number.max': 'must be at most 5000',
    }),
    event: Joi.string().trim().min(1).required().messages({
      'any.required': 'is required: the event or collection, e.g. "picoCTF 2024" or "Root-Me"',
      'string.empty': 'must not be empty',
    }),
    // Optional: picoGym-exclusive and Root-Me challenges belong to no yearly event.
    year: Joi.number().integer().min(2013).max(2100).messages({
      'number.base': 'must be a four-digit year',
      'number.integer': 'must be a four-digit year',
      'number.min': 'must be a four-digit year from 2013 on',
      'number.max': 'must be a four-digit year',
    }),
    // Each spelling becomes the tool's name from docs/tools.yml, so every page and count uses one spelling.
    tools: Joi.array()
      .items(
        Joi.string()
          .trim()
          .min(1)
          .custom((spelling: string, helpers) => {
            const name = Object.hasOwn(toolNames, spelling.toLowerCase()) ? toolNames[spelling.toLowerCase()] : undefined;
            return name ?? helpers.error('tool.unknown');
          }),
      )
      .min(1)
      .max(10)
      .unique()
      .required()
      .messages({
        'any.required': 'is required: a list of the tools the write-up uses, e.g. [Wireshark, tshark]',
        'array.base': 'must be a list, e.g. [Wireshark, tshark]',
        'array.min': 'must name at least one tool',
        'array.max': 'must name at most 10 tools',
        'array.unique': 'must not repeat a tool',
        'tool.unknown': 'must only use tools from docs/tools.yml (add the tool there first, or use its name or a listed spelling)',
      }),
    tags: Joi.array()
      .items(Joi.string().valid(...allowedTags))
      .max(4)
      .unique()
      .default([])
      .messages({
        'array.base': 'must be a list of tags',
        'any.only': `must only use tags from docs/tags.yml: ${oneOf(allowedTags)}`,
        'array.max': 'must have at most 4 tags',
        'array.unique': 'must not repeat a tag',
      }),
    techniques: Joi.array()
      .items(Joi.string().valid(...allowedTechniques))
      .min(1)
      .max(4)
      .unique()
      .required()
      .messages({
        'any.required': 'is required: 1 to 4 technique ids from docs/techniques.yml, e.g. [file-signatures]',
        'array.base': 'must be a list of technique ids from docs/techniques.yml',
        'any.only': 'must only use technique ids from docs/techniques.yml (add a new one there first)',
        'array.min': 'must name at least one technique',
        'array.max': 'must name at most 4 techniques',
        'array.unique': 'must not repeat a technique',
      }),
    solve: solveSchema.required().messages({
      'any.required': 'is required: how the page was verified (method, date, and artifacts or sources; see README "Front matter")',
    }),
    published: Joi.date().iso().required().messages({
      'any.required': 'is required: the date the write-up was written, as YYYY-MM-DD',
      'date.base': 'must be a date written as YYYY-MM-DD',
      'date.format': 'must be a date written as YYYY-MM-DD',
    }),
    attack: Joi.array().items(Joi.string().pattern(attackTechniqueId)).messages({
      'string.pattern.base': 'must list MITRE ATT&CK technique ids such as T1059 or T1059.001',
      'array.base': 'must be a list of MITRE ATT&CK technique ids',
    }),
    ...docusaurusFields,
  }).messages({
    'object.unknown': 'is not a write-up field (check the spelling; see README "Writing a write-up")',
  });
}

/**
 * The write-up's own front-matter fields (Docusaurus's doc fields left out), each with whether the schema
 * requires it: what the README's field table must list (checked by a test, so the two cannot drift).
 */
export function writeupFieldNames(): readonly {readonly name: string; readonly required: boolean}[] {
  const described = createWriteupSchema({tags: [], techniques: [], tools: {}}).describe() as {
    keys: Record<string, {flags?: {presence?: string}}>;
  };
  return Object.entries(described.keys)
    .filter(([name]) => !(name in docusaurusFields))
    .map(([name, key]) => ({name, required: key.flags?.presence === 'required'}));
}

export type FrontMatterCheck =
  {readonly ok: true; readonly frontMatter: WriteupFrontMatter} | {readonly ok: false; readonly problems: readonly string[]};

/**
 * Validates a write-up's front matter against the schema and against where the
 * file lives, collecting every problem instead of stopping at the first.
 */
export function checkWriteupFrontMatter(
  frontMatter: Record<string, unknown>,
  location: WriteupLocation,
  vocabulary: Vocabulary,
): FrontMatterCheck {
  const {value, error} = createWriteupSchema(vocabulary).validate(frontMatter, {
    abortEarly: false,
    convert: true,
    errors: {wrap: {label: false}},
  });
  // The names a misspelt value is compared with, by the field it was typed in.
  const knownNames: Readonly<Record<string, readonly string[]>> = {
    tools: Object.values(vocabulary.tools),
    tags: vocabulary.tags,
    techniques: vocabulary.techniques,
    difficulty: difficulties,
    platform: platformIds,
  };
  const problems = (error?.details ?? []).map((detail) => {
    const field = detail.path.filter((part) => typeof part === 'string').join('.') || '(front matter)';
    const got: unknown = detail.context?.value;
    const shown = got === undefined || typeof got === 'object' ? '' : ` (got ${JSON.stringify(got)})`;
    const known = ['any.only', 'tool.unknown'].includes(detail.type) ? knownNames[String(detail.path[0])] : undefined;
    const suggestion = known && typeof got === 'string' ? didYouMean(got, known) : '';
    return `${field}: ${detail.message}${shown}${suggestion}`;
  });

  if (typeof frontMatter.platform === 'string' && frontMatter.platform !== location.platform) {
    problems.push(
      `platform: must be "${location.platform}" for a file under docs/${platforms[location.platform].docsDir}/ (got ${JSON.stringify(frontMatter.platform)})`,
    );
  }
  if (typeof frontMatter.category === 'string' && frontMatter.category !== location.category) {
    const categories = Object.keys(platforms[location.platform].categories);
    const expected = categories.includes(location.category)
      ? `"${location.category}", the folder the file is in`
      : `the folder the file is in, one of ${categories.join(', ')}`;
    problems.push(`category: must be ${expected} (got ${JSON.stringify(frontMatter.category)})`);
  }

  return problems.length > 0 ? {ok: false, problems} : {ok: true, frontMatter: value};
}

/** One error naming the file and every field at fault, as the build prints it. */
export function formatFrontMatterProblems(filePath: string, problems: readonly string[]): string {
  return [`Invalid write-up front matter in ${filePath}:`, ...problems.map((p) => `  - ${p}`)].join('\n');
}
