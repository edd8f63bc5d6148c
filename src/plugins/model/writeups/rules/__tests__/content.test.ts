import {describe, expect, it} from 'vitest';
import {analyzeWriteupBody} from '../../body';
import {findContentProblems, minimumProseWords} from '../content';
import type {WriteupFrontMatter} from '../../frontMatter';
import {writeupFixture} from '../../__tests__/writeupFixtures';

const {frontMatter} = writeupFixture();

const words = (count: number) => Array.from({length: count}, (_, i) => `word${i}`).join(' ');
const hints = '<Hints>\n  <Hint>First nudge.</Hint>\n  <Hint>Second nudge.</Hint>\n</Hints>';

function writeup({
  sections = ['Challenge', 'Hints', 'Analysis', 'Solution', 'Flag', 'Takeaways'],
  prose = 320,
  flag = '<Flag value="picoCTF{r3al_fl4g}" />',
  hint = hints,
  extra = '',
}: {sections?: string[]; prose?: number; flag?: string; hint?: string; extra?: string} = {}) {
  const content: Record<string, string> = {Flag: flag, Hints: hint};
  // A finished page has no empty section and its Takeaways link documentation: every other section gets a
  // three-word sentence with a link, taken from the first section's words so the page's prose count is `prose`.
  const filler = 'Read [the docs](https://example.com/docs).';
  const filled = sections.filter(
    (section, index) => index > 0 && content[section] === undefined,
  ).length;
  return sections
    .map(
      (section, index) =>
        `## ${section}\n\n${index === 0 ? words(prose - 3 * filled) : (content[section] ?? filler)}\n`,
    )
    .join('\n')
    .concat(extra);
}

const problemsOf = (
  body: string,
  front: WriteupFrontMatter = frontMatter,
  kind: 'ctf' | 'method' | 'lab' = 'ctf',
) => findContentProblems(front, analyzeWriteupBody(body), kind);

describe('analyzeWriteupBody', () => {
  it('finds ## sections in order, with ### headings under them, ignoring headings inside code', () => {
    const body = '## One\n### Sub\n```bash\n## not a heading\n```\n## Two {#custom-id}\n';
    const analysis = analyzeWriteupBody(body);
    expect(analysis.sections).toEqual(['One', 'Two']);
    expect(analysis.subsections).toEqual([{section: 'One', heading: 'Sub'}]);
  });

  it('counts prose words outside code blocks and markup, hints included', () => {
    const body =
      'A [linked phrase](https://example.com) and `inline code`.\n\n```python\nprint("not counted here")\n```\n\n- a list item\n\n<Hints>\n  <Hint>Two words.</Hint>\n</Hints>\n';
    expect(analyzeWriteupBody(body).proseWordCount).toBe(11);
  });

  it('records each code block with its language, meta, title, code, section, the anchor of the heading above it and the prose that leads to it', () => {
    const body =
      '## Solution\n\nThe script:\n\n```python title="solve.py"\nprint(1)\n```\n\n### Reading `xxd` output {#hex-view}\n\n````text\n```nested```\n````\n\n### Solution\n\nThen list it.\n\n```bash\nls\n```\n';
    expect(analyzeWriteupBody(body).codeBlocks).toEqual([
      {
        language: 'python',
        meta: 'title="solve.py"',
        title: 'solve.py',
        code: 'print(1)',
        line: 5,
        section: 'Solution',
        anchor: 'solution',
        lead: 'The script:',
      },
      {
        language: 'text',
        meta: '',
        title: undefined,
        code: '```nested```',
        line: 11,
        section: 'Solution',
        anchor: 'hex-view',
        lead: '',
      },
      // A second heading with the same text gets Docusaurus's -1 suffix.
      {
        language: 'bash',
        meta: '',
        title: undefined,
        code: 'ls',
        line: 19,
        section: 'Solution',
        anchor: 'solution-1',
        lead: 'Then list it.',
      },
    ]);
  });

  it('reads Flag elements: fixed, per-player, and the redactions of the earlier standard', () => {
    const body =
      '<Flag value="picoCTF{abc_123}" />\n\n<Flag value="picoCTF{common_" varies suffix="[0-9a-f]{8}" />\n\n<Flag redacted="per-player" prefix="picoCTF" />';
    expect(analyzeWriteupBody(body).flags).toEqual([
      {value: 'picoCTF{abc_123}', varies: false, suffix: undefined, redacted: undefined},
      {value: 'picoCTF{common_', varies: true, suffix: '[0-9a-f]{8}', redacted: undefined},
      {value: undefined, varies: false, suffix: undefined, redacted: 'per-player'},
    ]);
  });

  it('reads the <Hint> children of each <Hints>', () => {
    expect(analyzeWriteupBody(`## Hints\n\n${hints}\n`).hints).toEqual([
      {count: 2, section: 'Hints', texts: ['First nudge.', 'Second nudge.']},
    ]);
  });

  it('finds flag-shaped strings outside Flag, in prose, code or comments, but not placeholders or patterns', () => {
    const body = [
      '<Flag value="picoCTF{inside_is_fine}" />',
      '',
      'The output was picoCTF{l34k3d_h3r3}.',
      '',
      '```text\nflag{another_leak}\npicoCTF{...}\npicoCTF{REDACTED}\n```',
      '',
      '```bash\ngrep -o "picoCTF{.*}" out.txt\n```',
      '',
      '{/* picoCTF{in_a_comment} */}',
    ].join('\n');
    expect(analyzeWriteupBody(body).strayFlags).toEqual([
      'picoCTF{l34k3d_h3r3}',
      'flag{another_leak}',
      'picoCTF{in_a_comment}',
    ]);
  });

  it('finds the real start of a per-player flag shown outside Flag, followed by a stand-in', () => {
    const body =
      '```text title="illustrative: the service"\nThe flag is: picoCTF{b1tw1s3_0ps_<your suffix>}\n```\n\nIt ends `picoCTF{s0_cl0se_…}`, and `picoCTF{...}` is fine.';
    expect(analyzeWriteupBody(body).strayFlags).toEqual([
      'picoCTF{b1tw1s3_0ps_',
      'picoCTF{s0_cl0se_',
    ]);
  });

  it('reports a body that is not valid MDX with the parser message', () => {
    expect(analyzeWriteupBody('## Challenge\n\n<Hints>\n').parseError).toMatch(/Hints/);
    expect(problemsOf('## Challenge\n\n<Hints>\n')[0]).toMatch(/^body: not valid MDX: /);
  });
});

describe('findContentProblems', () => {
  it('passes a write-up that meets the standard', () => {
    expect(problemsOf(writeup())).toEqual([]);
  });

  it('reports sections that are missing or out of order', () => {
    expect(
      problemsOf(
        writeup({sections: ['Challenge', 'Hints', 'Solution', 'Analysis', 'Flag', 'Takeaways']}),
      ),
    ).toEqual([
      'sections: the ## headings must be exactly Challenge, Hints, Analysis, Solution, Flag, Takeaways in this order (found Challenge, Hints, Solution, Analysis, Flag, Takeaways)',
    ]);
  });

  it('uses the lab shape for lab pages, without hints or a flag', () => {
    const lab = {
      ...frontMatter,
      platform: 'sysmon-splunk' as const,
      solve: {...frontMatter.solve!, method: 'lab' as const},
    };
    expect(
      problemsOf(
        writeup({sections: ['Goal', 'Setup', 'Detection', 'Result', 'Takeaways'], flag: ''}),
        lab,
        'lab',
      ),
    ).toEqual([]);
  });

  it('uses the method shape for Root-Me pages, and refuses any flag on them', () => {
    const rootMe = {
      ...frontMatter,
      platform: 'root-me' as const,
      category: 'web-server',
      solve: {...frontMatter.solve!, method: 'worked-example' as const},
    };
    const sections = ['Challenge', 'Hints', 'Concept', 'Worked example', 'Takeaways'];
    const withExample = writeup({sections}).replace(
      '## Worked example\n',
      '## Worked example\n\n```bash\necho hi\n```\n',
    );
    expect(problemsOf(withExample, rootMe, 'method')).toEqual([]);
    expect(problemsOf(`${withExample}\n<Flag value="s3cret_pass" />\n`, rootMe, 'method')).toEqual([
      'flag: method pages (Root-Me) publish no flag or password: remove the <Flag> element',
    ]);
  });

  it('reports too little prose, with the 200-word allowance for warm-ups of 50 points or fewer', () => {
    expect(problemsOf(writeup({prose: 250}))).toEqual([
      'prose: 254 words outside code blocks, at least 300 required',
    ]);
    expect(minimumProseWords({points: 50})).toBe(200);
    expect(minimumProseWords({points: undefined})).toBe(300);
  });

  it('reports code blocks without a language or with one the site does not highlight', () => {
    const problems = problemsOf(writeup({extra: '\n```\nls\n```\n\n```brainfuck\n+\n```\n'}));
    expect(problems[0]).toMatch(/^code block at line \d+: has no language/);
    expect(problems[1]).toMatch(/language "brainfuck" is not one the site highlights/);
  });

  const diagram = (lines: string, direction = 'TB') =>
    `\n\`\`\`mermaid\nflowchart ${direction}\n${lines}  A --> B\n\`\`\`\n`;

  it('requires every diagram to describe itself for its alt text', () => {
    expect(
      problemsOf(writeup({extra: diagram('  accTitle: Two steps\n  accDescr: A leads to B.\n')})),
    ).toEqual([]);
    expect(problemsOf(writeup({extra: diagram('  accTitle: Two steps\n')}))).toEqual([
      expect.stringMatching(/^diagram at line \d+: needs accTitle: and accDescr: lines/),
    ]);
  });

  it('asks for diagrams laid out top to bottom, which stay readable on a phone', () => {
    const described = '  accTitle: Two steps\n  accDescr: A leads to B.\n';
    expect(problemsOf(writeup({extra: diagram(described, 'LR')}))).toEqual([
      expect.stringMatching(/^diagram at line \d+: lay it out top to bottom/),
    ]);
    expect(problemsOf(writeup({extra: diagram(described, 'TD')}))).toEqual([]);
  });

  it('reports a flag outside <Flag>, a missing Flag, a redacted Flag and a flag that is not complete', () => {
    expect(problemsOf(writeup({extra: '\nIt printed picoCTF{sp0il3r}.\n'}))).toEqual([
      'flag: "picoCTF{sp0il3r}" appears outside a <Flag> element',
    ]);
    expect(problemsOf(writeup({flag: ''}))).toEqual([
      expect.stringMatching(/^flag: the Flag section needs <Flag value=/),
      'scaffold: ## Flag is empty',
    ]);
    expect(problemsOf(writeup({flag: '<Flag redacted="withheld" prefix="picoCTF" />'}))).toEqual([
      expect.stringMatching(/^flag: redacted flags are gone/),
    ]);
    expect(problemsOf(writeup({flag: '<Flag value="picoCTF{half_" />'}))).toEqual([
      expect.stringMatching(/^flag: "picoCTF\{half_" is not a complete flag/),
    ]);
  });

  it('accepts the common part of a per-player flag, and checks its shape', () => {
    expect(
      problemsOf(
        writeup({flag: '<Flag value="picoCTF{common_part_" varies suffix="[0-9a-f]{8}" />'}),
      ),
    ).toEqual([]);
    expect(problemsOf(writeup({flag: '<Flag value="picoCTF{whole_flag}" varies />'}))).toEqual([
      expect.stringMatching(/stops before the varying part/),
    ]);
    expect(problemsOf(writeup({flag: '<Flag value="picoCTF{x_" varies suffix="[0-9" />'}))).toEqual(
      ['flag: suffix="[0-9" is not a valid regular expression'],
    );
  });

  it('asks for three public sources before showing a flag on their strength alone', () => {
    const sourced = (count: number) => ({
      ...frontMatter,
      solve: {
        method: 'sources' as const,
        date: new Date('2026-11-22'),
        artifacts: [],
        sources: Array.from({length: count}, (_, i) => `https://example.org/${i}`),
      },
    });
    expect(problemsOf(writeup(), sourced(2))).toEqual([
      'flag: a flag shown on the strength of public sources needs at least three of them in solve.sources (found 2)',
    ]);
    expect(problemsOf(writeup(), sourced(3))).toEqual([]);
  });

  it('requires two or three progressive hints in the Hints section', () => {
    expect(problemsOf(writeup({hint: ''}))).toEqual([
      'hints: the Hints section needs one <Hints> element with two or three <Hint> children',
      'scaffold: ## Hints is empty',
    ]);
    expect(problemsOf(writeup({hint: '<Hints>\n  <Hint>Only one.</Hint>\n</Hints>'}))).toEqual([
      'hints: <Hints> needs two or three <Hint> children (found 1)',
    ]);
  });

  it('refuses placeholders in output, but allows an explicit omission marker', () => {
    const output = (lines: string) => writeup({extra: `\n\`\`\`text\n${lines}\n\`\`\`\n`});
    expect(problemsOf(output('flag.txt: PNG image data, …, 8-bit/color RGB'))).toEqual([
      expect.stringMatching(
        /^output at line \d+: "flag.txt: PNG image data, …, 8-bit\/color RGB" stands in for printed values/,
      ),
    ]);
    expect(problemsOf(output('line 1\n...\nline 9'))).toEqual([
      expect.stringMatching(/"\.\.\." stands in for printed values/),
    ]);
    expect(
      problemsOf(output('line 1\n[... 40 lines omitted ...]\nline 42\nLoading... done')),
    ).toEqual([]);
  });

  it('allows illustrative output only where nothing could be run', () => {
    const illustrative = writeup({
      extra:
        '\n```http title="illustrative: the response the live instance sent"\nHTTP/1.1 200 OK\n```\n',
    });
    expect(problemsOf(illustrative)).toEqual([
      expect.stringMatching(
        /an illustrative block needs solve.method instance, lab, worked-example; with artifact paste the real output/,
      ),
    ]);
    expect(
      problemsOf(illustrative, {
        ...frontMatter,
        solve: {...frontMatter.solve!, method: 'instance'},
      }),
    ).toEqual([]);
  });

  it('refuses disclaimers that stand in for work', () => {
    for (const phrase of [
      'We could not confirm the flag.',
      'This was written from memory.',
      'Re-check the output yourself.',
      'The flag is shown in the Flag section.',
    ]) {
      expect(problemsOf(writeup({extra: `\n${phrase}\n`}))).toEqual([
        expect.stringMatching(/^prose: ".+" stands in for work/),
      ]);
    }
  });

  it('asks 200-point challenges for a dead end or a second route', () => {
    const hard = {...frontMatter, points: 300};
    expect(problemsOf(writeup(), hard)).toEqual([
      expect.stringMatching(/^depth: a 300-point challenge needs a ### heading/),
    ]);
    expect(
      problemsOf(
        writeup({extra: '\n### A dead end: strings alone\n'}).replace(
          '## Takeaways',
          '## Takeaways',
        ),
        hard,
      ),
    ).toEqual([expect.stringMatching(/^depth:/)]);
    const withDeadEnd = writeup().replace(
      '## Solution\n',
      '## Solution\n\n### A dead end: strings alone\n',
    );
    expect(problemsOf(withDeadEnd, hard)).toEqual([]);
  });

  describe('Root-Me method pages', () => {
    const rootMe = {
      ...frontMatter,
      platform: 'root-me' as const,
      category: 'cryptanalysis',
      solve: {...frontMatter.solve!, method: 'worked-example' as const},
    };
    const sections = ['Challenge', 'Hints', 'Concept', 'Worked example', 'Takeaways'];
    const page = (worked: string, extra = '') =>
      writeup({sections}).replace('## Worked example\n', `## Worked example\n\n${worked}\n`) +
      extra;
    const example =
      '```python title="example.py"\nprint("hi")\n```\n\n```text title="output"\nhi\n```';

    it('need a worked example with code, and each example.py followed by its output', () => {
      expect(problemsOf(page(example), rootMe, 'method')).toEqual([]);
      expect(problemsOf(page('Only words here.'), rootMe, 'method')).toEqual([
        'worked example: apply the technique to an input of our own, with its code and real output',
      ]);
      expect(
        problemsOf(page('```python title="example.py"\nprint("hi")\n```'), rootMe, 'method'),
      ).toEqual([
        expect.stringMatching(
          /example\.py is a python block followed at once by a ```text title="output" block/,
        ),
      ]);
    });

    it('never name a validation password', () => {
      expect(
        problemsOf(page(example, '\nThe validation password is `s3cr3t_42`.\n'), rootMe, 'method'),
      ).toEqual([
        'root-me: "validation password is `s3cr3t_42`" names a validation password; method pages never give the answer',
      ]);
      expect(
        problemsOf(
          page(example, '\nThen validate the challenge with "hunter2".\n'),
          rootMe,
          'method',
        ),
      ).toEqual([expect.stringMatching(/names a validation password/)]);
      // Our own example's secret, or a command to submit with, is fine: it names no validation password.
      expect(
        problemsOf(
          page(example, '\nHash exactly what you submit with `echo -n`.\n'),
          rootMe,
          'method',
        ),
      ).toEqual([]);
      expect(
        problemsOf(
          page(example, '\nIn our example the password is `hunter2`.\n'),
          rootMe,
          'method',
        ),
      ).toEqual([]);
    });
  });

  it('checks the Splunk searches of lab pages against the events they show', () => {
    const lab = {
      ...frontMatter,
      platform: 'sysmon-splunk' as const,
      solve: {...frontMatter.solve!, method: 'lab' as const},
    };
    const events =
      '```xml title="illustrative: Sysmon event 1"\n<Event><EventData><Data Name="Image">a.exe</Data></EventData></Event>\n```\n';
    const body = (spl: string) =>
      writeup({
        sections: ['Goal', 'Setup', 'Detection', 'Result', 'Takeaways'],
        flag: '',
        extra: `\n${events}\n\`\`\`splunk-spl\n${spl}\n\`\`\`\n`,
      });
    expect(problemsOf(body('index=sysmon EventCode=1 | table Image'), lab, 'lab')).toEqual([]);
    expect(problemsOf(body('index=sysmon | table Imagee'), lab, 'lab')).toEqual([
      expect.stringMatching(/^search at line \d+: field "Imagee" is in no event shown on the page/),
    ]);
  });
});
