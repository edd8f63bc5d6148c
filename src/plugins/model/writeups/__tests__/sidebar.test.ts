import {describe, expect, it} from 'vitest';
import {sortWriteupItems} from '../sidebar';

import type {SidebarWriteup} from '../sidebar';

type Items = Parameters<typeof sortWriteupItems>[0];

const doc = (
  id: string,
  title: string,
  kind: SidebarWriteup['kind'],
  difficulty: 'easy' | 'medium' | 'hard',
  points?: number,
) =>
  ({
    id,
    title,
    kind,
    location: {platform: kind === 'lab' ? 'sysmon-splunk' : 'picoctf', category: 'x'},
    frontMatter: {difficulty, points},
  }) as SidebarWriteup & {id: string};
const ctf = (id: string, title: string, difficulty: 'easy' | 'medium' | 'hard', points?: number) =>
  doc(id, title, 'ctf', difficulty, points);

describe('sortWriteupItems', () => {
  const docs = new Map(
    [
      ctf('a/hard', 'Zeta', 'hard', 500),
      ctf('a/easy-200', 'Beta', 'easy', 200),
      ctf('a/easy-100', 'Gamma', 'easy', 100),
      ctf('a/easy-100-b', 'Alpha', 'easy', 100),
      ctf('a/folder/folder', 'Medium one', 'medium'),
      doc('lab/one', 'Installation', 'lab', 'easy'),
      doc('lab/two', 'Another', 'lab', 'easy'),
    ].map((writeup) => [writeup.id, writeup]),
  );
  const writeupOf = (id: string) => docs.get(id);

  it('orders CTF write-ups by difficulty, then points, then title, including folder write-ups', () => {
    const items: Items = [
      {type: 'doc', id: 'a/hard'},
      {
        type: 'category',
        label: 'Medium one',
        items: [],
        link: {type: 'doc', id: 'a/folder/folder'},
      },
      {type: 'doc', id: 'a/easy-200'},
      {type: 'doc', id: 'a/easy-100'},
      {type: 'doc', id: 'a/easy-100-b'},
    ];
    const sorted = sortWriteupItems(items, writeupOf).map((item) =>
      item.type === 'doc' ? item.id : item.type === 'category' ? item.label : '',
    );
    expect(sorted).toEqual(['a/easy-100-b', 'a/easy-100', 'a/easy-200', 'Medium one', 'a/hard']);
  });

  it('sorts inside nested categories and leaves lab series and mixed lists in their order', () => {
    const items: Items = [
      {type: 'doc', id: 'overview'},
      {
        type: 'category',
        label: 'Lab',
        items: [
          {type: 'doc', id: 'lab/two'},
          {type: 'doc', id: 'lab/one'},
        ],
      },
      {
        type: 'category',
        label: 'A',
        items: [
          {type: 'doc', id: 'a/hard'},
          {type: 'doc', id: 'a/easy-200'},
        ],
      },
    ];
    const [overview, lab, category] = sortWriteupItems(items, writeupOf);
    expect(overview).toEqual({type: 'doc', id: 'overview'});
    expect(lab).toMatchObject({items: [{id: 'lab/two'}, {id: 'lab/one'}]});
    expect(category).toMatchObject({items: [{id: 'a/easy-200'}, {id: 'a/hard'}]});
  });
});
