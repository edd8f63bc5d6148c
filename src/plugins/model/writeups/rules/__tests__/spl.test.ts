import {describe, expect, it} from 'vitest';
import {eventFieldsIn, findBalanceProblems, findSplProblems} from '../spl';

const event = `<Event><System><Provider Name="Microsoft-Windows-Sysmon"/><EventID>1</EventID><Computer>WS01</Computer></System>
<EventData><Data Name="Image">C:\\Windows\\System32\\schtasks.exe</Data><Data Name="CommandLine">schtasks /create</Data><Data Name="ParentImage">cmd.exe</Data><Data Name="User">LAB\\ana</Data></EventData></Event>`;
const fields = eventFieldsIn(event);

describe('eventFieldsIn', () => {
  it('reads the Data names and the System elements of Windows event XML', () => {
    expect([...fields].sort()).toEqual([
      'CommandLine',
      'Computer',
      'EventID',
      'Image',
      'ParentImage',
      'Provider',
      'User',
    ]);
  });
});

describe('findSplProblems', () => {
  it.each([
    [
      'a base search and a table',
      'index=sysmon EventCode=1 Image="*\\\\schtasks.exe" earliest=-24h\n| table _time Computer User CommandLine',
    ],
    [
      'stats with an alias, then where on it',
      'index=sysmon EventCode=1 | stats count as runs values(CommandLine) as commands by Computer, ParentImage | where runs > 3 | sort - runs',
    ],
    [
      'eval and rex create fields used later',
      'index=sysmon | eval image=lower(Image) | rex field=CommandLine "/tn\\s+(?<task>\\S+)" | stats count by image, task',
    ],
    ['functions are not fields', '| where like(CommandLine, "%/create%") AND isnotnull(User)'],
    ['bin and timechart', 'index=sysmon | bin _time span=5m | timechart span=5m count by Computer'],
  ])('accepts %s', (_name, spl) => {
    expect(findSplProblems(spl, fields)).toEqual([]);
  });

  it.each([
    [
      'an unclosed quote',
      'index=sysmon Image="*schtasks.exe | table Image',
      ['a quoted string is never closed'],
    ],
    [
      'an unclosed parenthesis',
      'index=sysmon | where (EventCode=1 | table Image',
      ['1 "(" never closed'],
    ],
    ['an unknown command', 'index=sysmon | tabel Image', ['"tabel" is not an SPL command']],
    [
      'a field no event shows',
      'index=sysmon TargetObject="*\\\\Run\\\\*" | table Image',
      [
        'field "TargetObject" is in no event shown on the page, is not a Splunk default field, and is not created earlier in the search',
      ],
    ],
    [
      'a field used before the stage that creates it',
      'index=sysmon | where runs > 3 | stats count as runs by Image',
      [
        'field "runs" is in no event shown on the page, is not a Splunk default field, and is not created earlier in the search',
      ],
    ],
  ])('reports %s', (_name, spl, problems) => {
    expect(findSplProblems(spl, fields)).toEqual(problems);
  });

  it('ignores quoted text when balancing parentheses', () => {
    expect(findBalanceProblems('index=x CommandLine="*(*" | table CommandLine')).toEqual([]);
  });
});
