import * as z from 'zod';
import {difficulties, notArchived, platformIds, solveMethodIds} from '../../../config/writeups';
import {attackTechniqueId} from '../../../config/references';
import {isOptional, mappingErrors, requiredOr, unique, type Checked} from '../../../utils/schema';

/**
 * The write-up's front matter, described once (Zod): the TypeScript type, the build's validation with a
 * message per field, the scaffolder's options and help (scaffoldFields, scaffold.ts) and CONTRIBUTING.md's field table
 * (writeupFieldNames, checked by a test) all come from here; the messages an author reads are made in validate.ts. Each field's `description` is the help the
 * scaffolder prints.
 */

/** What a write-up may name: tag and technique ids (docs/tags.yml, docs/techniques.yml) and tools (docs/tools.yml). */
export type Vocabulary = {
  readonly tags: readonly string[];
  readonly techniques: readonly string[];
  /** Every accepted spelling of a tool, in lower case → the tool's name (see toolSpellings). */
  readonly tools: Readonly<Record<string, string>>;
};

/** Characters no title or description needs, and that feeds and page heads cannot carry (C0 and C1 controls). */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const controlCharacters = /[\u0000-\u001F\u007F-\u009F]/;
const noControlCharacters = (text: string) => !controlCharacters.test(text);

/** A GitHub file named by a branch moves when the branch does: the address must name a commit. */
const githubFileAtCommit =
  /^https:\/\/(?:github\.com\/[^/]+\/[^/]+\/(?:blob|raw)|raw\.githubusercontent\.com\/[^/]+\/[^/]+)\/[0-9a-f]{40}\//;
const pinnedIfOnGithub = (address: string) =>
  !/^https:\/\/(?:github\.com|raw\.githubusercontent\.com)\//.test(address) ||
  githubFileAtCommit.test(address);

const notADay = 'must be a date written as YYYY-MM-DD';

/** A day written YYYY-MM-DD (YAML reads it as a date already; the scaffolder passes the text). */
const isoDay = (required: string) =>
  z
    .union([z.date({error: notADay}), z.iso.date({error: notADay})], {
      error: requiredOr(required, notADay),
    })
    .pipe(z.coerce.date());

/** A whole number; a number written as text (a quoted YAML value) is read as one. */
const wholeNumber = (checks: {
  min: number;
  max: number;
  messages: {kind: string; min: string; max: string};
}) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\s*-?\d+(?:\.\d+)?\s*$/)
          .transform(Number),
      ],
      {error: checks.messages.kind},
    )
    .pipe(
      z
        .number({error: checks.messages.kind})
        .int({error: checks.messages.kind})
        .min(checks.min, {error: checks.messages.min})
        .max(checks.max, {error: checks.messages.max}),
    );

/** Hosts that are never where a file is downloaded: documentation placeholders, this machine, private names. */
const placeholderHost =
  /(^|\.)(example\.(com|org|net)|localhost|invalid|test|local|internal)$|^\d+\.\d+\.\d+\.\d+$|^\[/;

/**
 * Why an address is not where a reader can download the file, or null when it is: a web address (https) with a
 * real host and a path to the file, not a placeholder; on GitHub, a path at a commit.
 */
export function downloadLocationProblem(address: string): string | null {
  const spaces = spaceProblem(address);
  if (spaces) return spaces;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return `must be a web address (https://…) or "${notArchived}"`;
  }
  if (url.protocol !== 'https:') return `must be a web address (https://…) or "${notArchived}"`;
  if (placeholderHost.test(url.hostname) || /…|\.\.\.|<|>|%3C|%3E/i.test(address))
    return `must be where the file can really be downloaded, not a placeholder; write "${notArchived}" for a file no public archive keeps`;
  if (url.pathname === '/' || url.pathname === '')
    return "must name the file itself, not a site's home page";
  if (!pinnedIfOnGithub(address))
    return 'must name the file at a commit on GitHub (…/blob/<40-hex commit>/path), not at a branch';
  return null;
}

/**
 * Why an address with a space is not written as a link, or null. A browser would fix a raw space, but a validator
 * and a copied link would not: the address is written encoded.
 */
function spaceProblem(address: string): string | null {
  return /\s/.test(address)
    ? `must be written as a link, with each space as %20: ${spacesEncoded(address)}`
    : null;
}

/** A web address with each space written as %20, as a link carries it; any other value ("not archived") as it is. */
export function spacesEncoded(address: string): string {
  const trimmed = address.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed.replace(/\s/g, '%20') : address;
}

/** Where a reader can download an original file (`allowNotArchived`: or "not archived", for the file's first address). */
const artifactAddress = (
  required: string,
  {allowNotArchived}: {readonly allowNotArchived: boolean},
) =>
  z
    .string({
      error: requiredOr(
        required,
        `must be a web address (https://…)${allowNotArchived ? ` or "${notArchived}"` : ''}`,
      ),
    })
    .trim()
    .superRefine((address, context) => {
      if (allowNotArchived && address === notArchived) return;
      const problem = downloadLocationProblem(address);
      if (problem)
        context.addIssue({
          code: 'custom',
          message: allowNotArchived ? problem : problem.replace(` or "${notArchived}"`, ''),
        });
    });

const artifactSchema = z.strictObject(
  {
    name: z
      .string({
        error: requiredOr('is required: the file name as the challenge gives it', 'must be text'),
      })
      .trim()
      .min(1, {error: 'must not be empty'})
      .meta({description: 'The file name as the challenge gives it.'}),
    sha256: z
      .string({
        error: requiredOr(
          "is required: the file's SHA-256 (sha256sum), 64 hex digits",
          'must be text',
        ),
      })
      .toLowerCase()
      .regex(/^[0-9a-f]{64}$/, {error: 'must be a SHA-256 digest: 64 hex digits'})
      .meta({description: "The file's SHA-256 (sha256sum), 64 hex digits."}),
    source: artifactAddress(
      `is required: the public address of this exact file, so a reader can download it and compare the hash, or "${notArchived}"`,
      {allowNotArchived: true},
    ).meta({
      description: `A public address of this exact file (a repository path at a commit where possible), or "${notArchived}" for a file no public archive keeps.`,
    }),
    mirrors: z
      .array(artifactAddress('must be a web address (https://…)', {allowNotArchived: false}), {
        error: 'must be a list of web addresses of other copies of the same file',
      })
      .superRefine(unique('must not repeat a copy'))
      .default([])
      .meta({description: 'Other public copies with the same SHA-256.'}),
  },
  {
    error: mappingErrors(
      'is not an artifact field (name, sha256, source, mirrors)',
      'is required',
      'must be a mapping: name, sha256, source, mirrors',
    ),
  },
);

/** One original challenge file the solve ran on, identified by its SHA-256, and where anyone can download that exact file. */
export type SolveArtifact = Checked<typeof artifactSchema>;

const solveSchema = z
  .strictObject(
    {
      method: z
        .enum(solveMethodIds, {
          error: requiredOr(
            `is required: one of ${solveMethodIds.join(', ')}`,
            `must be one of ${solveMethodIds.join(', ')}`,
          ),
        })
        .meta({description: 'How the page was verified (CONTENT.md, "Truth").'}),
      date: isoDay('is required: the day the solve was run or checked, as YYYY-MM-DD').meta({
        description: 'When the solve or check was done, YYYY-MM-DD.',
      }),
      artifacts: z
        .array(artifactSchema, {error: 'must be a list of files, each with a name and a sha256'})
        .superRefine((artifacts, context) => {
          // One file, one row: another copy with the same hash is one of its mirrors.
          const digests = artifacts.map((artifact) => artifact.sha256);
          const repeat = digests.findIndex((digest, index) => digests.indexOf(digest) !== index);
          if (repeat === -1) return;
          const first = digests.indexOf(digests[repeat]!);
          context.addIssue({
            code: 'custom',
            path: [repeat, 'sha256'],
            message: `artifact ${repeat + 1} (${artifacts[repeat]!.name}) is the same file as artifact ${first + 1} (${artifacts[first]!.name}): give its address under artifact ${first + 1}'s mirrors`,
          });
        })
        .default([])
        .meta({description: 'The original files the commands ran on (required for `artifact`).'}),
      sources: z
        .array(
          z
            .url({protocol: /^https?$/, error: 'must be a web address (https://…)'})
            .superRefine((address, context) => {
              const problem = spaceProblem(address);
              if (problem) context.addIssue({code: 'custom', message: problem});
            }),
          {
            error: 'must be a list of web addresses',
          },
        )
        .superRefine(unique('must not repeat a source'))
        .default([])
        .meta({
          description: 'Public pages that confirm the facts or the flag (required for `sources`).',
        }),
    },
    {
      error: mappingErrors(
        'is not a solve field (method, date, artifacts, sources)',
        'is required: how the page was verified (method, date, and artifacts or sources; see CONTRIBUTING.md "Front matter")',
        'must be a mapping: method, date, artifacts, sources',
      ),
    },
  )
  .superRefine((solve, context) => {
    if (solve.method === 'artifact' && solve.artifacts.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['artifacts'],
        message: 'must list at least one original file (name and sha256) when method is artifact',
      });
    }
    if (solve.method === 'sources' && solve.sources.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['sources'],
        message: 'must name at least one public source when method is sources',
      });
    }
  });

/** How the page was verified (CONTENT.md, "Truth"). */
export type SolveRecord = Checked<typeof solveSchema>;

/** Docusaurus's own doc fields that a write-up may still use (not the write-up's own: no README row, no scaffolder option). */
const docusaurusFields = {
  sidebar_position: z.number().optional(),
  sidebar_label: z.string().optional(),
  sidebar_class_name: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: z.number().optional(),
  toc_max_heading_level: z.number().optional(),
  pagination_prev: z.string().nullable().optional(),
  pagination_next: z.string().nullable().optional(),
  last_update: z.looseObject({}).optional(),
  /** An image of the page's choosing for link previews, instead of its card. */
  image: z.string().optional(),
};

/** The write-up's own fields, given what it may name. Adding a field is one entry here plus the places that show it. */
export function writeupFields({
  tags: allowedTags,
  techniques: allowedTechniques,
  tools: toolNames,
}: Vocabulary) {
  const oneOf = (values: readonly string[]) => values.join(', ');
  const knownTool = (spelling: string) =>
    Object.hasOwn(toolNames, spelling.toLowerCase())
      ? toolNames[spelling.toLowerCase()]
      : undefined;
  return {
    title: z
      .string({
        error: requiredOr(
          'is required: the challenge name as the platform shows it',
          'must be text',
        ),
      })
      .trim()
      .min(1, {error: 'must not be empty'})
      .refine(noControlCharacters, {error: 'must not contain control characters'})
      .meta({description: 'The challenge name as the platform shows it.'}),
    description: z
      .string({
        error: requiredOr(
          'is required: one sentence saying what the write-up teaches',
          'must be text',
        ),
      })
      .trim()
      .min(30, {error: 'must be a full sentence of at least 30 characters'})
      .max(240, {error: 'must be one sentence of at most 240 characters'})
      .regex(/[.!?]$/, {error: 'must be one sentence ending with a full stop'})
      .refine(noControlCharacters, {error: 'must not contain control characters'})
      .meta({description: 'One sentence (30–240 characters) saying what the write-up teaches.'}),
    platform: z
      .enum(platformIds, {
        error: requiredOr(
          `is required: one of ${oneOf(platformIds)}`,
          `must be one of ${oneOf(platformIds)}`,
        ),
      })
      .meta({
        description: `The platform id (${oneOf(platformIds)}); the page sits in that platform's folder under docs/ (picoctf: docs/pico-ctf/).`,
      }),
    category: z
      .string({
        error: requiredOr('is required: the category folder the write-up lives in', 'must be text'),
      })
      .meta({description: 'The category folder the write-up lives in.'}),
    difficulty: z
      .enum(difficulties, {
        error: requiredOr(
          `is required: one of ${oneOf(difficulties)}`,
          `must be one of ${oneOf(difficulties)}`,
        ),
      })
      .meta({description: `The difficulty: ${oneOf(difficulties)}.`}),
    points: wholeNumber({
      min: 0,
      max: 5000,
      messages: {
        kind: 'must be a whole number (omit the field when the platform shows no points)',
        min: 'must not be negative',
        max: 'must be at most 5000',
      },
    })
      .optional()
      .meta({description: 'The points the platform gives (omit when it shows none).'}),
    event: z
      .string({
        error: requiredOr(
          'is required: the event or collection, e.g. "picoCTF 2024" or "Root-Me"',
          'must be text',
        ),
      })
      .trim()
      .min(1, {error: 'must not be empty'})
      .meta({description: 'The event or collection, e.g. "picoCTF 2024" or "Root-Me".'}),
    // Optional: picoGym-exclusive and Root-Me challenges belong to no yearly event.
    year: wholeNumber({
      min: 2013,
      max: 2100,
      messages: {
        kind: 'must be a four-digit year',
        min: 'must be a four-digit year from 2013 on',
        max: 'must be a four-digit year',
      },
    })
      .optional()
      .meta({description: "The event's year (omit for picoGym exclusives and Root-Me)."}),
    // Each spelling becomes the tool's name from docs/tools.yml, so every page and count uses one spelling.
    tools: z
      .array(
        z
          .string({error: 'must be text'})
          .trim()
          .min(1, {error: 'must not be empty'})
          .transform((spelling, context) => {
            const name = knownTool(spelling);
            if (name) return name;
            context.addIssue({
              code: 'custom',
              input: spelling,
              params: {suggestFrom: 'tools'},
              message:
                'must only use tools from docs/tools.yml (add the tool there first, or use its name or a listed spelling)',
            });
            return z.NEVER;
          }),
        {
          error: requiredOr(
            'is required: a list of the tools the write-up uses, e.g. [Wireshark, tshark]',
            'must be a list, e.g. [Wireshark, tshark]',
          ),
        },
      )
      .min(1, {error: 'must name at least one tool'})
      .max(10, {error: 'must name at most 10 tools'})
      .superRefine(unique('must not repeat a tool'))
      .meta({
        description:
          'The tools the write-up uses (1–10), by name or a spelling from docs/tools.yml.',
      }),
    tags: z
      .array(
        z.enum(allowedTags as [string, ...string[]], {
          error: `must only use tags from docs/tags.yml: ${oneOf(allowedTags)}`,
        }),
        {
          error: 'must be a list of tags',
        },
      )
      .max(4, {error: 'must have at most 4 tags'})
      .superRefine(unique('must not repeat a tag'))
      .default([])
      .meta({description: 'Up to 4 tags from docs/tags.yml.'}),
    techniques: z
      .array(
        z.enum(allowedTechniques as [string, ...string[]], {
          error: 'must only use technique ids from docs/techniques.yml (add a new one there first)',
        }),
        {
          error: requiredOr(
            'is required: 1 to 4 technique ids from docs/techniques.yml, e.g. [file-signatures]',
            'must be a list of technique ids from docs/techniques.yml',
          ),
        },
      )
      .min(1, {error: 'must name at least one technique'})
      .max(4, {error: 'must name at most 4 techniques'})
      .superRefine(unique('must not repeat a technique'))
      .meta({description: '1 to 4 technique ids from docs/techniques.yml.'}),
    published: isoDay('is required: the date the write-up was written, as YYYY-MM-DD').meta({
      description: 'The date the write-up was written, YYYY-MM-DD.',
    }),
    attack: z
      .array(
        z.string().regex(attackTechniqueId, {
          error: 'must list MITRE ATT&CK technique ids such as T1059 or T1059.001',
        }),
        {
          error: 'must be a list of MITRE ATT&CK technique ids',
        },
      )
      .optional()
      .meta({description: 'MITRE ATT&CK technique ids, e.g. T1059.001 (the lab series).'}),
    solve: solveSchema.meta({
      description: 'How the page was verified: method, date, and artifacts or sources.',
    }),
  };
}

/** A set of write-up fields: the site's own, or those of a test that adds one. */
export type WriteupFields = Record<string, z.ZodType>;

/** The front-matter schema of a set of fields: unknown fields are refused by name. */
export function frontMatterSchema<Fields extends WriteupFields>(fields: Fields) {
  return z.strictObject(
    {...fields, ...docusaurusFields},
    {
      error: mappingErrors(
        'is not a write-up field (check the spelling; see CONTRIBUTING.md "Write-up reference")',
        'is required',
        'must be a mapping of write-up fields',
      ),
    },
  );
}

export type FrontMatterOf<Fields extends WriteupFields> = Checked<
  ReturnType<typeof frontMatterSchema<Fields>>
>;

/** A write-up's front matter as the build has checked it. */
export type WriteupFrontMatter = FrontMatterOf<ReturnType<typeof writeupFields>>;

/** The fields' shapes, names and help do not depend on the vocabulary: an empty one will do for those. */
export const noVocabulary: Vocabulary = {tags: [], techniques: [], tools: {}};

/** The README's field table: the write-up's own fields, each with whether it is required and what it holds. */
export function writeupFieldNames(
  fields: WriteupFields = writeupFields(noVocabulary),
): readonly {readonly name: string; readonly required: boolean; readonly description: string}[] {
  return Object.entries(fields).map(([name, field]) => ({
    name,
    required: !isOptional(field),
    description: field.description ?? '',
  }));
}
