import {describe, expect, it} from 'vitest';
import {parseTechniques, techniqueReferenceUrl} from '../techniques';

const explanation =
  'Most file formats begin with a few fixed bytes that name the format, whatever the file is called or claims to be.';

const valid = `
file-signatures:
  name: File signatures
  explanation: ${explanation}
  attack: T1036.008
format-string:
  name: Format string
  explanation: ${explanation}
  cwe: CWE-134
`;

describe('the technique vocabulary (docs/techniques.yml)', () => {
  it('reads each technique in file order, with its reference', () => {
    const techniques = parseTechniques(valid, 'techniques.yml');
    expect(techniques.map(({id, name}) => ({id, name}))).toEqual([
      {id: 'file-signatures', name: 'File signatures'},
      {id: 'format-string', name: 'Format string'},
    ]);
    expect(techniques.map(techniqueReferenceUrl)).toEqual([
      'https://attack.mitre.org/techniques/T1036/008/',
      'https://cwe.mitre.org/data/definitions/134.html',
    ]);
  });

  it('lists every problem, naming the technique and the field', () => {
    const broken = `${valid}
Bad_Id:
  name: ok name
  explanation: too short
  attack: 1036
  cwe: 134
  mitre: T1036
no-name:
  explanation: ${explanation}
`;
    expect(() => parseTechniques(broken, 'docs/techniques.yml')).toThrow(
      [
        'Invalid technique vocabulary in docs/techniques.yml:',
        '  - Bad_Id: the id must be lower-case words joined by "-"',
        '  - Bad_Id.explanation: must be a paragraph of at least 80 characters',
        '  - Bad_Id.attack: must be a MITRE ATT&CK technique id such as T1027 or T1027.003',
        '  - Bad_Id.cwe: must be a CWE id such as CWE-134',
        '  - Bad_Id.mitre: is not a technique field (name, explanation, attack, cwe)',
        '  - no-name.name: is required: the name readers see',
      ].join('\n'),
    );
  });

  it('says what the file must hold when it is not a mapping', () => {
    expect(() => parseTechniques('- file-signatures\n', 'docs/techniques.yml')).toThrow(
      'docs/techniques.yml must map each technique id to {name, explanation, attack?, cwe?}',
    );
  });
});
