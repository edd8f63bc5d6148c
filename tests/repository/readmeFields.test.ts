import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {writeupFieldNames} from '../../src/plugins/model/writeups';

const readme = fs.readFileSync(path.join(__dirname, '../../CONTRIBUTING.md'), 'utf8');

/** The rows of the README's front-matter table: field name and its "Required" cell. */
function readmeFieldRows(): {name: string; required: string}[] {
  const table = /\| Field \| Required \| Meaning \|\n\|[-| ]+\|\n((?:\|.*\|\n)+)/.exec(readme)?.[1];
  if (!table) throw new Error('CONTRIBUTING.md has no "| Field | Required | Meaning |" table');
  return table
    .trim()
    .split('\n')
    .map((row) => row.split('|').map((cell) => cell.trim()))
    .map(([, name, required]) => ({name: name!.replace(/`/g, ''), required: required!}));
}

describe("the README's front-matter table", () => {
  it('lists exactly the fields the write-up schema accepts', () => {
    expect(
      readmeFieldRows()
        .map((row) => row.name)
        .sort(),
    ).toEqual(
      writeupFieldNames()
        .map((field) => field.name)
        .sort(),
    );
  });

  it('says "yes" exactly for the fields the schema requires', () => {
    const requiredInSchema = new Set(
      writeupFieldNames()
        .filter((field) => field.required)
        .map((field) => field.name),
    );
    for (const row of readmeFieldRows()) {
      expect(row.required === 'yes', `${row.name}: README says "${row.required}"`).toBe(
        requiredInSchema.has(row.name),
      );
    }
  });
});
