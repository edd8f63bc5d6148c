import {describe, expect, it} from 'vitest';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {
  descriptionsByCategoryPermalink,
  keepPaginationWithinSeries,
  retitleTagItems,
  withoutDocDescriptions,
} from '../trim';

const doc = (id: string, description: string) =>
  ({id, description}) as LoadedVersion['docs'][number];

const version = {
  docs: [
    doc('pico/web/a', 'Read the cookie.'),
    doc('pico/web/b', 'Break the login.'),
    doc('pico/index', 'All picoCTF.'),
    doc('about', 'Who.'),
  ],
  sidebars: {
    main: [
      {type: 'doc', id: 'about'},
      {
        type: 'category',
        label: 'picoCTF',
        link: {type: 'generated-index', permalink: '/docs/category/pico'},
        items: [
          {type: 'doc', id: 'pico/index'},
          {
            type: 'category',
            label: 'Web',
            link: {type: 'generated-index', permalink: '/docs/category/web'},
            items: [
              {type: 'doc', id: 'pico/web/a'},
              {type: 'doc', id: 'pico/web/b'},
            ],
          },
        ],
      },
    ],
  },
} as unknown as LoadedVersion;

describe('descriptionsByCategoryPermalink', () => {
  it('gives each generated index the descriptions of the docs it lists, and nothing else', () => {
    const byPermalink = descriptionsByCategoryPermalink([version]);
    expect(Object.fromEntries(byPermalink)).toEqual({
      '/docs/category/pico': {'pico/index': 'All picoCTF.'},
      '/docs/category/web': {'pico/web/a': 'Read the cookie.', 'pico/web/b': 'Break the login.'},
    });
  });
});

describe('withoutDocDescriptions', () => {
  it('drops descriptions and keeps ids, titles and sidebars', () => {
    const prop = {
      label: 'Next',
      docsSidebars: {main: []},
      docs: {a: {id: 'a', title: 'A', description: 'long text', sidebar: 'main'}},
    };
    expect(withoutDocDescriptions(prop)).toEqual({
      label: 'Next',
      docsSidebars: {main: []},
      docs: {a: {id: 'a', title: 'A', sidebar: 'main'}},
    });
  });

  it('stops the build, naming the file to update, when the prop no longer has the shape it trims', () => {
    expect(() => withoutDocDescriptions('x')).toThrow(/route props changed shape.*trim\.ts/);
    expect(() => withoutDocDescriptions({label: 'Next'})).toThrow(
      /a `version` prop without a `docs` object/,
    );
  });
});

describe('retitleTagItems', () => {
  it("adds each write-up's platform and category to its title on a tag page", () => {
    const where = (id: string) => (id === 'pico/red' ? 'picoCTF, Forensics' : undefined);
    expect(
      retitleTagItems(
        {
          label: 'steganography',
          items: [
            {id: 'pico/red', title: 'RED'},
            {id: 'about', title: 'About'},
          ],
        },
        where,
      ),
    ).toEqual({
      label: 'steganography',
      items: [
        {id: 'pico/red', title: 'RED (picoCTF, Forensics)'},
        {id: 'about', title: 'About'},
      ],
    });
  });

  it('stops the build when a tag prop has no items list', () => {
    expect(() => retitleTagItems({label: 'x', docs: []}, () => undefined)).toThrow(
      /a `tag` prop without an `items` array/,
    );
  });
});

describe('keepPaginationWithinSeries', () => {
  const doc = (permalink: string, series: string | null, previous?: string, next?: string) => ({
    source: series ?? 'none',
    permalink,
    previous: previous ? {permalink: previous, title: previous} : undefined,
    next: next ? {permalink: next, title: next} : undefined,
  });
  const seriesOf = (d: {source: string}) => (d.source === 'none' ? null : d.source);

  it('drops the links that cross from one series into another and keeps the rest', () => {
    const docs = [
      doc('/about', null, undefined, '/overview'),
      doc('/overview', null, '/about', '/forensics/a'),
      doc('/forensics/a', 'pico/forensics', '/overview', '/forensics/b'),
      doc('/forensics/b', 'pico/forensics', '/forensics/a', '/general/a'),
      doc('/general/a', 'pico/general', '/forensics/b', undefined),
    ];
    const links = keepPaginationWithinSeries(docs, seriesOf).map((d) => [
      d.permalink,
      d.previous?.permalink,
      d.next?.permalink,
    ]);
    expect(links).toEqual([
      ['/about', undefined, '/overview'],
      ['/overview', '/about', undefined],
      ['/forensics/a', undefined, '/forensics/b'],
      ['/forensics/b', '/forensics/a', undefined],
      ['/general/a', undefined, undefined],
    ]);
  });
});
