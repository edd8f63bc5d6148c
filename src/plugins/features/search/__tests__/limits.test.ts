import {describe, expect, it} from 'vitest';
import lunr from 'lunr';
import {fuzzyStates, longestFuzzyTerm, queryLimits, readQuery} from '../limits';
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
    [
      'a very long query',
      'a'.repeat(12_300),
      'The query is too long: at most 200 characters (this one has 12300).',
    ],
    [
      '5,000 distinct words',
      Array.from({length: 5000}, (_, i) => `w${i}`)
        .join(' ')
        .slice(0, 199),
      `Too many words: at most ${queryLimits.terms} (this query has 53).`,
    ],
    [
      'an edit distance of 12',
      'registry~12',
      'An edit distance of 12 matches nearly every word: use ~1 or ~2.',
    ],
    // lunr keeps the last ~N of a word: a check that read the first one let distance 13 run.
    [
      'a second ~N after an allowed one',
      'ox~2 zzzzzzzzz~1~13',
      'An edit distance of 13 matches nearly every word: use ~1 or ~2.',
    ],
    [
      'a word with ~1~9',
      'forensics~1~9',
      'An edit distance of 9 matches nearly every word: use ~1 or ~2.',
    ],
    [
      'two allowed distances on one word',
      'ox~2~1',
      'One edit distance per word: "ox" has 2 (use ~1 or ~2 once).',
    ],
    [
      'a thousand wildcards',
      '*'.repeat(150),
      'Too many wildcards in one word: at most 2 per word.',
    ],
    ['a lone wildcard', '*', 'A wildcard needs at least one letter or digit in its word.'],
    [
      'a field with only a wildcard',
      'title:*',
      'A wildcard needs at least one letter or digit in its word.',
    ],
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
    [
      'a long word with ~2',
      `${'ab'.repeat(99)}~2`,
      `"abababababababababababab…" is too long for ~2: a word with ~2 has at most ${longestFuzzyTerm(2)} characters.`,
    ],
    // 66 ligatures are 68 characters as typed and 200 once folded: the folded query is what runs.
    [
      'ligatures that fold into a long word with ~2',
      `${'ﬃ'.repeat(66)}~2`,
      `"ffiffiffiffiffiffiffiffi…" is too long for ~2: a word with ~2 has at most ${longestFuzzyTerm(2)} characters.`,
    ],
    [
      'several long words with ~2',
      Array.from({length: 4}, () => `${'ab'.repeat(10)}~2`).join(' '),
      'The words with ~1 or ~2 are too long together: shorten them or use fewer.',
    ],
    [
      'ligatures that fold past the length limit',
      'ﬃ'.repeat(70),
      'The query is too long: at most 200 characters (this one has 210).',
    ],
  ])('refuses %s', (_name, query, message) => {
    expect(problemOf(query)).toBe(message);
  });

  it('folds the query as the index is folded: full-width letters, zero-width and bidi characters', () => {
    const reading = readQuery('ｂｉｔ\u200Bｌｏｃｋｅｒ \u202Edisk', searchFields);
    expect(reading.ok && reading.query.clauses.map(({clause}) => clause.term)).toEqual([
      'bitlocker',
      'disk',
    ]);
  });
});

describe('fuzzyStates: the cost of a ~N term, bounded before lunr builds it', () => {
  /** lunr's builder for a `~N` term (its published types leave it out). */
  type State = {readonly edges: Record<string, State>};
  const fromFuzzyString = (
    lunr.TokenSet as unknown as {fromFuzzyString(term: string, distance: number): State}
  ).fromFuzzyString;
  /** The states of the automaton lunr builds for a term, counted. */
  const statesBuilt = (term: string, distance: number) => {
    const seen = new Set<unknown>();
    const stack = [fromFuzzyString(term, distance)];
    while (stack.length > 0) {
      const state = stack.pop()!;
      if (seen.has(state)) continue;
      seen.add(state);
      stack.push(...Object.values(state.edges));
    }
    return seen.size;
  };

  it.each([
    [1, 'forensics'],
    [1, 'ab'.repeat(40)],
    [2, 'bitlocker'],
    [2, 'ab'.repeat(14)],
  ])('bounds what lunr builds for ~%i on a %s-character word', (distance, term) => {
    expect(statesBuilt(term, distance)).toBeLessThanOrEqual(fuzzyStates(term.length, distance));
  });

  it('lets through the longest word it allows, and not one more character', () => {
    const longest = longestFuzzyTerm(2);
    expect(fuzzyStates(longest, 2)).toBeLessThanOrEqual(queryLimits.fuzzyStates);
    expect(problemOf(`${'a'.repeat(longest)}~2`)).toBeNull();
    expect(problemOf(`${'a'.repeat(longest + 1)}~2`)).toMatch(/is too long for ~2/);
  });
});
