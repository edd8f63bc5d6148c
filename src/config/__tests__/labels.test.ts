import {describe, expect, it} from 'vitest';
import {attackTechniqueId, attackTechniqueUrl, cweUrl, slugId} from '../references';
import {categoryLabel} from '../writeups';
import {describeWriteupFacts} from '../../plugins/model/writeups';
import {relativeToBaseUrl} from '../../utils/permalinks';

describe('labels derived from the taxonomy', () => {
  it('name a category as its platform does, and nothing for ids a URL can make up', () => {
    expect(categoryLabel('picoctf', 'web-exploitation')).toBe('Web Exploitation');
    expect(categoryLabel('root-me', 'web-server')).toBe('Web - Server');
    for (const [platform, category] of [
      ['picoctf', '__proto__'],
      ['picoctf', 'constructor'],
      ['__proto__', 'forensics'],
      ['root-me', 'forensics'],
    ] as const) {
      expect(categoryLabel(platform, category), `${platform}/${category}`).toBeUndefined();
    }
  });

  it('give the line under a write-up title, with points only when the challenge has them', () => {
    expect(describeWriteupFacts({platform: 'picoctf', category: 'forensics'}, 'medium', 150)).toBe(
      'picoCTF Forensics · Medium · 150 points',
    );
    expect(describeWriteupFacts({platform: 'root-me', category: 'network'}, 'easy', null)).toBe(
      'Root-Me Network · Easy',
    );
    // A single-category platform is named once.
    expect(
      describeWriteupFacts({platform: 'sysmon-splunk', category: 'sysmon-splunk'}, 'hard'),
    ).toBe('Sysmon & Splunk · Hard');
  });
});

describe('references', () => {
  it('link ATT&CK techniques and sub-techniques, and CWE entries, to MITRE', () => {
    expect(attackTechniqueUrl('T1053.005')).toBe('https://attack.mitre.org/techniques/T1053/005/');
    expect(attackTechniqueUrl('T1027')).toBe('https://attack.mitre.org/techniques/T1027/');
    expect(cweUrl('CWE-134')).toBe('https://cwe.mitre.org/data/definitions/134.html');
    expect(['T1053', 'T1053.005'].every((id) => attackTechniqueId.test(id))).toBe(true);
    expect(['T105', 'T1053.5', 't1053'].some((id) => attackTechniqueId.test(id))).toBe(false);
  });

  it('accept as page ids only lowercase words joined by single hyphens', () => {
    expect(['fls', 'lsb-steganography', 'x86-64'].every((id) => slugId.test(id))).toBe(true);
    expect(['Fls', '-fls', 'fls-', 'a--b', 'a/b', '..', ''].some((id) => slugId.test(id))).toBe(
      false,
    );
  });
});

describe('permalinks relative to the base URL', () => {
  it('drop the base URL, or only the leading slash of a path outside it', () => {
    expect(relativeToBaseUrl('/my-small-blog/docs/pico-ctf/forensics/red', '/my-small-blog/')).toBe(
      'docs/pico-ctf/forensics/red',
    );
    expect(relativeToBaseUrl('/my-small-blog/', '/my-small-blog/')).toBe('');
    expect(relativeToBaseUrl('/elsewhere/x', '/my-small-blog/')).toBe('elsewhere/x');
  });
});
