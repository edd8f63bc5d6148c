import {describe, expect, it} from 'vitest';
import {analyzeWriteupBody, findContentProblems, minimumProseWords} from '../content';
import type {WriteupFrontMatter} from '../frontMatter';

const frontMatter: WriteupFrontMatter = {
  title: 'Example',
  description: 'An example write-up used by the content tests.',
  platform: 'picoctf',
  category: 'forensics',
  difficulty: 'easy',
  points: 100,
  event: 'picoCTF 2024',
  year: 2024,
  tools: ['file'],
  tags: [],
  published: new Date('2025-01-10'),
};

const words = (count: number) => Array.from({length: count}, (_, i) => `word${i}`).join(' ');

function writeup({sections = ['Challenge', 'Analysis', 'Solution', 'Flag', 'Takeaways'], prose = 320, flag = '<Flag value="picoCTF{r3al_fl4g}" />', extra = ''} = {}) {
  return sections
    .map((section, index) => `## ${section}\n\n${index === 0 ? words(prose) : ''}\n\n${section === 'Flag' ? flag : ''}\n`)
    .join('\n')
    .concat(extra);
}

describe('analyzeWriteupBody', () => {
  it('finds ## sections in order, ignoring ### and headings inside code', () => {
    const body = '## One\n### Sub\n```bash\n## not a heading\n```\n## Two {#custom-id}\n';
    expect(analyzeWriteupBody(body).sections).toEqual(['One', 'Two']);
  });

  it('counts prose words outside code blocks and markup', () => {
    const body = 'A [linked phrase](https://example.com) and `inline code`.\n\n```python\nprint("not counted here")\n```\n\n- a list item\n';
    expect(analyzeWriteupBody(body).proseWordCount).toBe(9);
  });

  it('records each code block with its language, meta and code', () => {
    const body = '```python title="solve.py"\nprint(1)\n```\n\n````text\n```nested```\n````\n';
    expect(analyzeWriteupBody(body).codeBlocks).toEqual([
      {language: 'python', meta: 'title="solve.py"', code: 'print(1)', line: 1},
      {language: 'text', meta: '', code: '```nested```', line: 5},
    ]);
  });

  it('reads Flag elements, shown or redacted', () => {
    const body = '<Flag value="picoCTF{abc_123}" />\n<Flag redacted="per-player" prefix="picoCTF" />';
    expect(analyzeWriteupBody(body).flags).toEqual([
      {value: 'picoCTF{abc_123}', redacted: undefined},
      {value: undefined, redacted: 'per-player'},
    ]);
  });

  it('finds flag-shaped strings outside Flag, in prose or code, but not placeholders or patterns', () => {
    const body = [
      '<Flag value="picoCTF{inside_is_fine}" />',
      'The output was picoCTF{l34k3d_h3r3}.',
      '```text\nflag{another_leak}\npicoCTF{...}\npicoCTF{REDACTED}\n```',
      '```bash\ngrep -o "picoCTF{.*}" out.txt\n```',
    ].join('\n');
    expect(analyzeWriteupBody(body).strayFlags).toEqual(['picoCTF{l34k3d_h3r3}', 'flag{another_leak}']);
  });
});

describe('findContentProblems', () => {
  it('passes a write-up that meets the standard', () => {
    expect(findContentProblems(frontMatter, analyzeWriteupBody(writeup()), 'ctf')).toEqual([]);
  });

  it('reports sections that are missing or out of order', () => {
    const body = analyzeWriteupBody(writeup({sections: ['Challenge', 'Solution', 'Analysis', 'Flag', 'Takeaways']}));
    expect(findContentProblems(frontMatter, body, 'ctf')).toEqual([
      'sections: the ## headings must be exactly Challenge, Analysis, Solution, Flag, Takeaways in this order (found Challenge, Solution, Analysis, Flag, Takeaways)',
    ]);
  });

  it('uses the lab shape for lab pages', () => {
    const body = analyzeWriteupBody(writeup({sections: ['Goal', 'Setup', 'Detection', 'Result', 'Takeaways'], flag: ''}));
    expect(findContentProblems({...frontMatter, platform: 'sysmon-splunk'}, body, 'lab')).toEqual([]);
  });

  it('reports too little prose, with the 200-word allowance for warm-ups of 50 points or fewer', () => {
    expect(findContentProblems(frontMatter, analyzeWriteupBody(writeup({prose: 250})), 'ctf')).toEqual([
      'prose: 250 words outside code blocks, at least 300 required',
    ]);
    expect(minimumProseWords({points: 50})).toBe(200);
    expect(minimumProseWords({points: undefined})).toBe(300);
  });

  it('reports code blocks without a language or with one the site does not highlight', () => {
    const body = analyzeWriteupBody(writeup({extra: '\n```\nls\n```\n\n```brainfuck\n+\n```\n'}));
    const problems = findContentProblems(frontMatter, body, 'ctf');
    expect(problems[0]).toMatch(/^code block at body line \d+: has no language/);
    expect(problems[1]).toMatch(/language "brainfuck" is not one the site highlights/);
  });

  it('requires every diagram to describe itself for its alt text', () => {
    const diagram = (lines: string) => `\n\`\`\`mermaid\nflowchart LR\n${lines}  A --> B\n\`\`\`\n`;
    expect(findContentProblems(frontMatter, analyzeWriteupBody(writeup({extra: diagram('  accTitle: Two steps\n  accDescr: A leads to B.\n')})), 'ctf')).toEqual([]);
    expect(findContentProblems(frontMatter, analyzeWriteupBody(writeup({extra: diagram('  accTitle: Two steps\n')})), 'ctf')).toEqual([
      expect.stringMatching(/^diagram at body line \d+: needs accTitle: and accDescr: lines/),
    ]);
  });

  it('reports a flag outside <Flag>, a missing Flag and a bad redaction reason', () => {
    expect(findContentProblems(frontMatter, analyzeWriteupBody(writeup({extra: '\nIt printed picoCTF{sp0il3r}.\n'})), 'ctf')).toEqual([
      'flag: "picoCTF{sp0il3r}" appears outside a <Flag> element',
    ]);
    expect(findContentProblems(frontMatter, analyzeWriteupBody(writeup({flag: ''})), 'ctf')).toEqual([
      'flag: the Flag section needs a <Flag value="…" /> or <Flag redacted="…" /> element',
    ]);
    expect(findContentProblems(frontMatter, analyzeWriteupBody(writeup({flag: '<Flag redacted="lazy" />'})), 'ctf')).toEqual([
      'flag: redacted="lazy" must be one of per-player, withheld, root-me',
    ]);
  });

  it('keeps Root-Me passwords redacted', () => {
    const rootMe = {...frontMatter, platform: 'root-me' as const, category: 'web-server'};
    expect(findContentProblems(rootMe, analyzeWriteupBody(writeup({flag: '<Flag value="s3cret_pass" />'})), 'ctf')).toEqual([
      'flag: Root-Me validation passwords stay redacted: use <Flag redacted="root-me" />',
    ]);
  });
});
