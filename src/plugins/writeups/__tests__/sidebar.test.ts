import {describe, expect, it} from 'vitest';
import {sortWriteupItems} from '../sidebar';

type Items = Parameters<typeof sortWriteupItems>[0];
type Docs = Parameters<typeof sortWriteupItems>[1];

const doc = (id: string, title: string, frontMatter: Record<string, unknown>) => ({id, title, frontMatter}) as unknown as Docs[number];
const ctf = (difficulty: string, points?: number) => ({platform: 'picoctf', difficulty, points});

describe('sortWriteupItems', () => {
  const docs: Docs = [
    doc('a/hard', 'Zeta', ctf('hard', 500)),
    doc('a/easy-200', 'Beta', ctf('easy', 200)),
    doc('a/easy-100', 'Gamma', ctf('easy', 100)),
    doc('a/easy-100-b', 'Alpha', ctf('easy', 100)),
    doc('a/folder/folder', 'Medium one', ctf('medium')),
    doc('lab/one', 'Installation', {platform: 'sysmon-splunk', difficulty: 'easy'}),
    doc('lab/two', 'Another', {platform: 'sysmon-splunk', difficulty: 'easy'}),
  ];

  it('orders CTF write-ups by difficulty, then points, then title, including folder write-ups', () => {
    const items: Items = [
      {type: 'doc', id: 'a/hard'},
      {type: 'category', label: 'Medium one', items: [], link: {type: 'doc', id: 'a/folder/folder'}},
      {type: 'doc', id: 'a/easy-200'},
      {type: 'doc', id: 'a/easy-100'},
      {type: 'doc', id: 'a/easy-100-b'},
    ];
    const sorted = sortWriteupItems(items, docs).map((item) => (item.type === 'doc' ? item.id : item.type === 'category' ? item.label : ''));
    expect(sorted).toEqual(['a/easy-100-b', 'a/easy-100', 'a/easy-200', 'Medium one', 'a/hard']);
  });

  it('sorts inside nested categories and leaves lab series and mixed lists in their order', () => {
    const items: Items = [
      {type: 'doc', id: 'overview'},
      {type: 'category', label: 'Lab', items: [{type: 'doc', id: 'lab/two'}, {type: 'doc', id: 'lab/one'}]},
      {type: 'category', label: 'A', items: [{type: 'doc', id: 'a/hard'}, {type: 'doc', id: 'a/easy-200'}]},
    ];
    const [overview, lab, category] = sortWriteupItems(items, docs);
    expect(overview).toEqual({type: 'doc', id: 'overview'});
    expect(lab).toMatchObject({items: [{id: 'lab/two'}, {id: 'lab/one'}]});
    expect(category).toMatchObject({items: [{id: 'a/easy-200'}, {id: 'a/hard'}]});
  });
});
