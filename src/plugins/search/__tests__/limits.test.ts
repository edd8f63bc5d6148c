import {describe, expect, it} from 'vitest';
import {findQueryLimitProblem, queryLimits} from '../limits';

describe('findQueryLimitProblem', () => {
  it.each(['sleuth kit', '+tshark -root title:disk', 'sleuth~1', 'regist~2', 'registry^10', 'sl*th', 'net*', '*cat', 'c*rr*pted'])(
    'accepts %s',
    (query) => {
      expect(findQueryLimitProblem(query)).toBeNull();
    },
  );

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
    ['a thousand wildcards', '*'.repeat(150), 'Too many wildcards in one word: at most 2 per word.'],
    ['a lone wildcard', '*', 'A wildcard needs at least one letter or digit in its word.'],
    ['a field with only a wildcard', 'title:*', 'A wildcard needs at least one letter or digit in its word.'],
    [
      'words joined by hyphens count as several',
      Array.from({length: 13}, () => 'ab').join('-'),
      'Too many words: at most 12 (this query has 13).',
    ],
  ])('refuses %s', (_name, query, message) => {
    expect(findQueryLimitProblem(query)).toBe(message);
  });
});
