import {describe, expect, it} from 'vitest';
import {findRouteProblems} from '../routeChecks';

const page = ({
  title = 'Enhance! | Kestrel Notes',
  h1 = '<h1>Enhance!</h1>',
  canonical = 'https://kestrel-sec.github.io/my-small-blog/docs/x',
  robots = '',
} = {}) =>
  `<html><head><title>${title}</title><link rel="canonical" href="${canonical}">${robots}</head><body><main>${h1}</main></body></html>`;

describe('findRouteProblems', () => {
  it('passes a page with a title, one h1 and a canonical link to itself', () => {
    expect(findRouteProblems('/docs/x', 200, page())).toEqual([]);
    expect(
      findRouteProblems(
        '/docs/x/',
        200,
        page({canonical: 'https://kestrel-sec.github.io/my-small-blog/docs/x/'}),
      ),
    ).toEqual([]);
  });

  it.each([
    ['a missing page', 404, page(), ['status 404']],
    [
      'the not-found page served as 200',
      200,
      page({title: 'Page Not Found | Kestrel Notes'}),
      ['title "Page Not Found | Kestrel Notes"'],
    ],
    [
      'a page without a heading',
      200,
      page({h1: '<h2>Posts</h2>'}),
      ['0 <h1> elements, expected 1'],
    ],
    [
      'a page with two headings',
      200,
      page({h1: '<h1>A</h1><h1>B</h1>'}),
      ['2 <h1> elements, expected 1'],
    ],
    [
      'a canonical link elsewhere',
      200,
      page({canonical: 'https://kestrel-sec.github.io/my-small-blog/docs/y'}),
      [
        'canonical link https://kestrel-sec.github.io/my-small-blog/docs/y, expected https://kestrel-sec.github.io/my-small-blog/docs/x',
      ],
    ],
    [
      'a page hidden from search engines',
      200,
      page({robots: '<meta name="robots" content="noindex, nofollow">'}),
      ['asks not to be indexed'],
    ],
  ])('reports %s', (_name, status, html, problems) => {
    expect(findRouteProblems('/docs/x', status, html)).toEqual(problems);
  });
});
