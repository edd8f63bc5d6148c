import {describe, expect, it} from 'vitest';
import {queryLimits, readQuery} from '../limits';
import {searchFields} from '../lunrIndex';

const problemOf = (query: string) => {
  const reading = readQuery(query, searchFields);
  return reading.ok ? null : reading.error;
};

describe('readQuery: the limits, read from the query lunr parsed', () => {
  it.each([
    'sleuth kit',
    '+tshark -root title:disk',
    'sleuth~1',
    'regist~2',
    'registry^10',
    'sl*th',
    'net*',
    '*cat',
    'c*rr*pted',
    'ｂｉｔｌｏｃｋｅｒ',
  ])('accepts %s', (query) => {
    expect(problemOf(query)).toBeNull();
  });

  it.each([
    ['a very long query', 'a'.repeat(12_300), 'The query is too long: at most 200 characters (this one has 12300).'],
    [
      '5,000 distinct words',
      Array.from({length: 5000}, (_, i) => `w${i}`)
        .join(' ')
        .slice(0, 199),
      `Too many words: at most ${queryLimits.terms} (this query has 53).`,
    ],
    ['an edit distance of 12', 'registry~12', 'An edit distance of 12 matches nearly every word: use ~1 or ~2.'],
    // lunr keeps the last ~N of a word: a check that read the first one let distance 13 run.
    ['a second ~N after an allowed one', 'ox~2 zzzzzzzzz~1~13', 'An edit distance of 13 matches nearly every word: use ~1 or ~2.'],
    ['a word with ~1~9', 'forensics~1~9', 'An edit distance of 9 matches nearly every word: use ~1 or ~2.'],
    ['two allowed distances on one word', 'ox~2~1', 'One edit distance per word: "ox" has 2 (use ~1 or ~2 once).'],
    ['a thousand wildcards', '*'.repeat(150), 'Too many wildcards in one word: at most 2 per word.'],
    ['a lone wildcard', '*', 'A wildcard needs at least one letter or digit in its word.'],
    ['a field with only a wildcard', 'title:*', 'A wildcard needs at least one letter or digit in its word.'],
    [
      'words joined by hyphens count as several',
      Array.from({length: 13}, () => 'ab').join('-'),
      'Too many words: at most 12 (this query has 13).',
    ],
    // No space between them, but lunr reads a new clause after each boost: twenty clauses.
    [
      'twenty clauses joined by boosts',
      Array.from({length: 20}, (_, i) => `w${i}`).join('^1'),
      'Too many words: at most 12 (this query has 20).',
    ],
    ['a syntax error, in lunr’s words', 'disk~x', 'edit distance must be numeric'],
  ])('refuses %s', (_name, query, message) => {
    expect(problemOf(query)).toBe(message);
  });

  it('folds the query as the index is folded: full-width letters, zero-width and bidi characters', () => {
    const reading = readQuery('ｂｉｔ\u200Bｌｏｃｋｅｒ \u202Edisk', searchFields);
    expect(reading.ok && reading.query.clauses.map(({clause}) => clause.term)).toEqual(['bitlocker', 'disk']);
  });
});
