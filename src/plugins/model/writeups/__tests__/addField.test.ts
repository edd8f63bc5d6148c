import {describe, expect, expectTypeOf, it} from 'vitest';
import * as z from 'zod';
import {
  writeupFieldNames,
  writeupFields,
  type FrontMatterOf,
  type WriteupFrontMatter,
} from '../frontMatter';
import {createWriteupScaffold, scaffoldFields, type ScaffoldInput} from '../scaffold';
import {checkWriteupFrontMatter} from '../validate';

/**
 * A fixture that adds one field to the write-up schema, as an author would: the type, the validation,
 * the JSON Schema, the scaffolder's options and the README's field list all follow from that one entry.
 */
const vocabulary = {
  tags: ['forensics'],
  techniques: ['disk-image-analysis'],
  tools: {mmls: 'mmls'},
};
const fields = {
  ...writeupFields(vocabulary),
  author: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'is required: who solved the challenge' : 'must be text',
    })
    .min(2, {error: 'must be a name of at least 2 characters'})
    .meta({description: 'Who solved the challenge.'}),
};
const location = {platform: 'picoctf', category: 'forensics'} as const;
const frontMatter = {
  title: 'New Challenge',
  description: 'Recover a file hidden in the slack space of a disk image.',
  platform: 'picoctf',
  category: 'forensics',
  difficulty: 'easy',
  event: 'picoCTF 2025',
  tools: ['mmls'],
  techniques: ['disk-image-analysis'],
  published: '2025-06-01',
  solve: {method: 'sources', date: '2025-06-01', sources: ['https://play.picoctf.org/practice']},
};

describe('a field added to the schema', () => {
  it('is part of the front matter type', () => {
    expectTypeOf<FrontMatterOf<typeof fields>>().toHaveProperty('author').toEqualTypeOf<string>();
    expectTypeOf<WriteupFrontMatter>().not.toHaveProperty('author');
  });

  it('is validated, with a message naming it', () => {
    expect(checkWriteupFrontMatter(frontMatter, location, vocabulary, fields)).toEqual({
      ok: false,
      problems: ['author: is required: who solved the challenge'],
    });
    expect(
      checkWriteupFrontMatter({...frontMatter, author: 'A'}, location, vocabulary, fields),
    ).toEqual({
      ok: false,
      problems: ['author: must be a name of at least 2 characters (got "A")'],
    });
    const accepted = checkWriteupFrontMatter(
      {...frontMatter, author: 'Ada'},
      location,
      vocabulary,
      fields,
    );
    expect(accepted.ok && accepted.frontMatter.author).toBe('Ada');
    // Without the field in the schema, the same front matter is refused by name.
    expect(
      checkWriteupFrontMatter({...frontMatter, author: 'Ada'}, location, vocabulary),
    ).toMatchObject({
      ok: false,
      problems: [
        'author: is not a write-up field (check the spelling; see CONTRIBUTING.md "Write-up reference") (got "Ada")',
      ],
    });
  });

  it('becomes a scaffolder option whose value is written into the new page', () => {
    expect(scaffoldFields(fields)).toContainEqual({
      name: 'author',
      kind: 'text',
      required: true,
      description: 'Who solved the challenge.',
    });
    const input: ScaffoldInput = {
      platform: 'picoctf',
      slug: 'new-challenge',
      published: '2025-06-01',
      solve: 'sources',
      sources: ['https://play.picoctf.org/practice'],
      title: frontMatter.title,
      description: frontMatter.description,
      difficulty: 'easy',
      event: 'picoCTF 2025',
      tools: 'mmls',
      techniques: 'disk-image-analysis',
    };
    const without = createWriteupScaffold({...input, category: 'forensics'}, vocabulary, fields);
    expect(without).toEqual({
      ok: false,
      problems: ['--author: is required: who solved the challenge'],
    });
    const scaffold = createWriteupScaffold(
      {...input, category: 'forensics', author: 'Ada'},
      vocabulary,
      fields,
    );
    expect(scaffold.ok && scaffold.content).toContain('\nauthor: Ada\n');
  });

  it("is listed among the fields the README's table must describe", () => {
    expect(writeupFieldNames(fields)).toContainEqual({
      name: 'author',
      required: true,
      description: 'Who solved the challenge.',
    });
    expect(writeupFieldNames().map((field) => field.name)).not.toContain('author');
  });
});
