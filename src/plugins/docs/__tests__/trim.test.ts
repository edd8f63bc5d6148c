import {describe, expect, it} from 'vitest';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {descriptionsByCategoryPermalink, withoutDocDescriptions} from '../trim';

const doc = (id: string, description: string) => ({id, description}) as LoadedVersion['docs'][number];

const version = {
  docs: [doc('pico/web/a', 'Read the cookie.'), doc('pico/web/b', 'Break the login.'), doc('pico/index', 'All picoCTF.'), doc('about', 'Who.')],
  sidebars: {
    main: [
      {type: 'doc', id: 'about'},
      {
        type: 'category',
        label: 'picoCTF',
        link: {type: 'generated-index', permalink: '/docs/category/pico'},
        items: [
          {type: 'doc', id: 'pico/index'},
          {type: 'category', label: 'Web', link: {type: 'generated-index', permalink: '/docs/category/web'}, items: [{type: 'doc', id: 'pico/web/a'}, {type: 'doc', id: 'pico/web/b'}]},
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
    const prop = {label: 'Next', docsSidebars: {main: []}, docs: {a: {id: 'a', title: 'A', description: 'long text', sidebar: 'main'}}};
    expect(withoutDocDescriptions(prop)).toEqual({label: 'Next', docsSidebars: {main: []}, docs: {a: {id: 'a', title: 'A', sidebar: 'main'}}});
  });

  it('leaves anything that is not version metadata alone', () => {
    expect(withoutDocDescriptions('x')).toBe('x');
    expect(withoutDocDescriptions({label: 'Next'})).toEqual({label: 'Next'});
  });
});
