import {describe, expect, it} from 'vitest';
import {serializeJsonLd} from '../jsonLd';

describe('serializeJsonLd', () => {
  const hostile = {name: '</script><script>alert(1)</script> & <!-- \u2028'};

  it('cannot end its script block, whatever a title says', () => {
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(
      `<script type="application/ld+json">${json}</script>`.match(/<\/script>/gi),
    ).toHaveLength(1);
  });

  it('still parses to the same data', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
  });
});
