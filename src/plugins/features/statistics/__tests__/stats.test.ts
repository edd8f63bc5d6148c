import {describe, expect, it} from 'vitest';
import {computeStats, monthsBetween} from '../stats';
import {writeupSummaries as writeups} from '../../../model/writeups/testing';

describe('monthsBetween', () => {
  it('lists every month, across a year boundary', () => {
    expect(monthsBetween('2024-11', '2025-02')).toEqual([
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
    ]);
    expect(monthsBetween('2025-03', '2025-03')).toEqual(['2025-03']);
  });
});

describe('computeStats', () => {
  const stats = computeStats(writeups, 3);

  it('counts write-ups per platform and category, largest first', () => {
    expect(stats.total).toBe(6);
    expect(stats.byPlatform).toEqual([
      {
        platform: 'picoCTF',
        categories: [
          {label: 'Forensics', value: 3},
          {label: 'Cryptography', value: 1},
        ],
      },
      {platform: 'Root-Me', categories: [{label: 'Forensic', value: 1}]},
      {platform: 'Sysmon & Splunk', categories: [{label: 'Detection lab', value: 1}]},
    ]);
  });

  it('lists every difficulty easiest first, zeros included', () => {
    expect(stats.byDifficulty).toEqual([
      {label: 'Very easy', value: 1},
      {label: 'Easy', value: 3},
      {label: 'Medium', value: 1},
      {label: 'Hard', value: 1},
      {label: 'Very hard', value: 0},
    ]);
  });

  it('has a bar for every month from the first publication to the last, empty months included', () => {
    expect(stats.byMonth).toEqual([
      {label: '2025-02', value: 1},
      {label: '2025-03', value: 2},
      {label: '2025-04', value: 1},
      {label: '2025-05', value: 1},
      {label: '2025-06', value: 1},
    ]);
    const gap = computeStats([
      {...writeups[0]!, published: '2024-12-01'},
      {...writeups[1]!, published: '2025-02-10'},
    ]).byMonth;
    expect(gap).toEqual([
      {label: '2024-12', value: 1},
      {label: '2025-01', value: 0},
      {label: '2025-02', value: 1},
    ]);
    expect(computeStats([]).byMonth).toEqual([]);
  });

  it('keeps the most used tools, ties by name', () => {
    expect(stats.topTools).toEqual([
      {label: 'exiftool', value: 2},
      {label: 'strings', value: 2},
      {label: 'base64', value: 1},
    ]);
  });
});
