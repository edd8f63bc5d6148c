import {describe, expect, it} from 'vitest';
import {addressLimits, canonicalAddress, repairPercentEncoding} from '../repair';

describe('repairPercentEncoding', () => {
  it.each([
    ['/my-small-blog/tools/%', '/my-small-blog/tools/%25'],
    ['/my-small-blog/tools/%E0%A4%A', '/my-small-blog/tools/%25E0%25A4%25A'],
    ['/a/%zz/b', '/a/%25zz/b'],
    // A valid escape beside a broken one is kept.
    ['/caf%C3%A9/%', '/caf%C3%A9/%25'],
  ])('%s → %s, which decodes', (input, repaired) => {
    expect(repairPercentEncoding(input)).toBe(repaired);
    expect(() => decodeURI(repaired)).not.toThrow();
  });

  it.each([
    '/my-small-blog/docs/pico-ctf/forensics/extensions/',
    '/tools/..%2F..%2Fother%2Fevil',
    '/caf%C3%A9',
    '#%F0%9F%90%88',
  ])('leaves %s as it is', (input) => {
    expect(repairPercentEncoding(input)).toBe(input);
  });
});

describe('canonicalAddress', () => {
  const address = (pathname: string, search = '', hash = '') => ({pathname, search, hash});

  it.each([
    ['//docs/about-me/', '/docs/about-me/'],
    ['/my-small-blog/docs//about-me/', '/my-small-blog/docs/about-me/'],
    ['/my-small-blog/docs%2Fabout-me/', '/my-small-blog/docs/about-me/'],
    ['/my-small-blog/docs/about-me/index.html/', '/my-small-blog/docs/about-me/'],
    ['/my-small-blog/tools/%', '/my-small-blog/tools/%25'],
  ])('reads %s as %s, the route the host served it from', (pathname, canonical) => {
    expect(canonicalAddress(address(pathname)).pathname).toBe(canonical);
  });

  it('leaves an address the routes are written for as it is', () => {
    const plain = address(
      '/my-small-blog/writeups',
      '?technique=file-signatures&q=png',
      '#results',
    );
    expect(canonicalAddress(plain)).toEqual(plain);
  });

  it('drops a fragment longer than any id, and cuts a long query after its last whole parameter', () => {
    const query = `?_highlight=disk&${Array.from({length: 2000}, (_, index) => `_highlight=t${index}`).join('&')}`;
    const canonical = canonicalAddress(
      address('/my-small-blog/docs/x/', query, `#${'a'.repeat(2_000_000)}`),
    );
    expect(canonical.hash).toBe('');
    expect(canonical.search.length).toBeLessThanOrEqual(addressLimits.query);
    expect(canonical.search.startsWith('?_highlight=disk&_highlight=t0&')).toBe(true);
    expect(canonical.search).toMatch(/&_highlight=t\d+$/);
  });

  it('keeps the start of a single parameter longer than the limit, never half an escape', () => {
    const canonical = canonicalAddress(
      address('/my-small-blog/search', `?q=${'%41'.repeat(5000)}`, ''),
    );
    expect(canonical.search.length).toBeLessThanOrEqual(addressLimits.query);
    expect(canonical.search).toMatch(/^\?q=(%41)+$/);
  });
});
