import {describe, expect, it} from 'vitest';
import {describeWriteupLocation, locateWriteup, writeupLocationCrumbs} from '../paths';

describe('locateWriteup', () => {
  it.each([
    ['pico-ctf/forensics/enhance.mdx', {platform: 'picoctf', category: 'forensics'}],
    ['pico-ctf/forensics/eavesdrop/eavesdrop.mdx', {platform: 'picoctf', category: 'forensics'}],
    [
      'root-me/web-server/weak-password/weak-password.mdx',
      {platform: 'root-me', category: 'web-server'},
    ],
    ['sysmon-splunk/registry/registry.mdx', {platform: 'sysmon-splunk', category: 'sysmon-splunk'}],
    ['pico-ctf/stray.mdx', {platform: 'picoctf', category: ''}],
  ])('%s is a write-up of %o', (file, expected) => {
    expect(locateWriteup(file)).toEqual(expected);
  });

  it.each([
    'about-me/about-me.mdx',
    'pico-ctf/index.mdx',
    'root-me/index.md',
    'pico-ctf/forensics/_category_.json',
    'tags.yml',
  ])('%s is not a write-up', (file) => {
    expect(locateWriteup(file)).toBeNull();
  });
});

describe('writeupLocationCrumbs', () => {
  it('lists every sidebar level above the page, however many words each label has', () => {
    expect(writeupLocationCrumbs({platform: 'root-me', category: 'forensic'})).toEqual([
      'Root-Me',
      'Forensic',
    ]);
    expect(writeupLocationCrumbs({platform: 'sysmon-splunk', category: 'sysmon-splunk'})).toEqual([
      'Sysmon & Splunk',
    ]);
  });
});

describe('describeWriteupLocation', () => {
  it('names platform and category, or only the platform when it has a single category', () => {
    expect(describeWriteupLocation({platform: 'picoctf', category: 'forensics'})).toBe(
      'picoCTF Forensics',
    );
    expect(describeWriteupLocation({platform: 'root-me', category: 'web-server'})).toBe(
      'Root-Me Web - Server',
    );
    expect(describeWriteupLocation({platform: 'sysmon-splunk', category: 'sysmon-splunk'})).toBe(
      'Sysmon & Splunk',
    );
  });
});
