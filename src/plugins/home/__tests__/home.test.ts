import {describe, expect, it} from 'vitest';
import {countWriteupsByPlatform} from '../index';

describe('countWriteupsByPlatform', () => {
  it('counts only docs that are write-ups of each platform', () => {
    const docs = [
      {id: 'pico-ctf/forensics/a', frontMatter: {platform: 'picoctf'}},
      {id: 'pico-ctf/forensics/b/b', frontMatter: {platform: 'picoctf'}},
      {id: 'pico-ctf/index', frontMatter: {title: 'Overview'}},
      {id: 'root-me/web-server/c', frontMatter: {platform: 'root-me'}},
      {id: 'about-me/about-me', frontMatter: {}},
    ];
    expect(countWriteupsByPlatform(docs)).toEqual([
      {platform: 'picoctf', count: 2},
      {platform: 'root-me', count: 1},
      {platform: 'sysmon-splunk', count: 0},
    ]);
  });
});
