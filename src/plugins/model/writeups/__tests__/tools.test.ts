import {describe, expect, it} from 'vitest';
import {parseTools, toolSpellings} from '../tools';

const valid = `
python:
  name: Python
  kind: language
  docs: https://docs.python.org/3/
  commands: [python3, python]
  spellings: [python3]
exiftool:
  name: ExifTool
  kind: cli
  docs: https://exiftool.org/exiftool_pod.html
  commands: [exiftool]
wireshark:
  name: Wireshark
  kind: gui
  docs: https://www.wireshark.org/docs/wsug_html_chunked/
`;

describe('the tool vocabulary (docs/tools.yml)', () => {
  it('reads each tool with its commands and spellings, defaulting both to none', () => {
    const tools = parseTools(valid, 'tools.yml');
    expect(tools.map(({id, commands, spellings}) => ({id, commands, spellings}))).toEqual([
      {id: 'python', commands: ['python3', 'python'], spellings: ['python3']},
      {id: 'exiftool', commands: ['exiftool'], spellings: []},
      {id: 'wireshark', commands: [], spellings: []},
    ]);
  });

  it('accepts a tool under its name in any case and under its spellings', () => {
    expect(toolSpellings(parseTools(valid, 'tools.yml'))).toEqual({
      python: 'Python',
      python3: 'Python',
      exiftool: 'ExifTool',
      wireshark: 'Wireshark',
    });
  });

  it('lists every problem, naming the tool and the field', () => {
    const broken = `${valid}
Bad_Id:
  name: x
  kind: editor
  docs: http://example.org
python2:
  name: Python 2
  kind: language
  docs: https://docs.python.org/2/
  commands: [python]
  spellings: [EXIFTOOL]
`;
    expect(() => parseTools(broken, 'docs/tools.yml')).toThrow(
      [
        'Invalid tool vocabulary in docs/tools.yml:',
        '  - Bad_Id: the id must be lower-case words joined by "-"',
        '  - Bad_Id.kind: must be one of cli, language, library, gui, service',
        '  - Bad_Id.docs: must be an https URL',
        '  - python2.commands: "python" already runs python',
        '  - python2: the spelling "exiftool" already names exiftool',
      ].join('\n'),
    );
  });
});
