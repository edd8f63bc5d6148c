import {describe, expect, it} from 'vitest';
import {writeupFixture} from '../../../model/writeups/testing';
import {countWriteupsByPlatform} from '../index';

describe('countWriteupsByPlatform', () => {
  it('counts the write-ups of each platform, zero included', () => {
    const writeups = [
      writeupFixture({id: 'a'}),
      writeupFixture({id: 'b'}),
      writeupFixture({id: 'c', frontMatter: {platform: 'root-me', category: 'web-server'}}),
    ];
    expect(countWriteupsByPlatform(writeups)).toEqual([
      {platform: 'picoctf', count: 2},
      {platform: 'root-me', count: 1},
      {platform: 'sysmon-splunk', count: 0},
    ]);
  });
});
