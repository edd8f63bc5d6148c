import {describe, expect, it} from 'vitest';
import {repairPercentEncoding} from '../repair';

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

  it.each(['/my-small-blog/docs/pico-ctf/forensics/extensions/', '/tools/..%2F..%2Fother%2Fevil', '/caf%C3%A9', '#%F0%9F%90%88'])(
    'leaves %s as it is',
    (input) => {
      expect(repairPercentEncoding(input)).toBe(input);
    },
  );
});
