import {describe, expect, it} from 'vitest';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {analyzeWriteupBody} from '../body';
import {findContentProblems, findScaffoldLeftovers} from '../rules';
import {checkWriteupFrontMatter} from '../validate';
import {createWriteupScaffold, type ScaffoldInput} from '../scaffold';

const vocabulary = {
  tags: ['forensics', 'web'],
  techniques: ['disk-image-analysis', 'deleted-file-recovery'],
  tools: {mmls: 'mmls', fls: 'fls', icat: 'icat'},
};
const input: ScaffoldInput = {
  platform: 'picoctf',
  category: 'forensics',
  slug: 'new-challenge',
  title: 'New: Challenge',
  description: 'Recover a file hidden in the slack space of a disk image.',
  difficulty: 'medium',
  event: 'picoCTF 2025',
  year: '2025',
  points: '200',
  tools: 'mmls, fls,icat',
  tags: 'forensics',
  techniques: 'disk-image-analysis, deleted-file-recovery',
  artifacts: [
    {
      name: 'disk.img.gz',
      sha256: 'b'.repeat(64),
      source:
        'https://github.com/example/archive/blob/0123456789abcdef0123456789abcdef01234567/disk.img.gz',
    },
  ],
  published: '2025-06-01',
};

describe('createWriteupScaffold', () => {
  it('writes a file whose front matter passes the schema and whose sections follow the standard', async () => {
    const scaffold = createWriteupScaffold(input, vocabulary);
    if (!scaffold.ok) throw new Error(scaffold.problems.join('\n'));
    expect(scaffold.relativePath).toBe('pico-ctf/forensics/new-challenge.mdx');
    const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({
      filePath: scaffold.relativePath,
      fileContent: scaffold.content,
    });
    expect(frontMatter).toMatchObject({
      title: 'New: Challenge',
      points: 200,
      year: 2025,
      tools: ['mmls', 'fls', 'icat'],
      tags: ['forensics'],
      techniques: ['disk-image-analysis', 'deleted-file-recovery'],
      solve: {
        method: 'artifact',
        artifacts: [
          {
            name: 'disk.img.gz',
            sha256: 'b'.repeat(64),
            source:
              'https://github.com/example/archive/blob/0123456789abcdef0123456789abcdef01234567/disk.img.gz',
          },
        ],
      },
    });
    expect(
      checkWriteupFrontMatter(frontMatter, {platform: 'picoctf', category: 'forensics'}, vocabulary)
        .ok,
    ).toBe(true);
    const body = analyzeWriteupBody(content);
    expect(body.sections).toEqual([
      'Challenge',
      'Hints',
      'Analysis',
      'Solution',
      'Flag',
      'Takeaways',
    ]);
    expect(body.hints).toMatchObject([{count: 2, section: 'Hints'}]);
    expect(body.flags).toEqual([
      {value: 'picoCTF{', varies: true, suffix: undefined, redacted: undefined},
    ]);
  });

  it('puts folder write-ups in a folder of their own, and lab pages in the lab shape without a flag', () => {
    expect(createWriteupScaffold({...input, folder: true}, vocabulary)).toMatchObject({
      relativePath: 'pico-ctf/forensics/new-challenge/new-challenge.mdx',
    });
    const lab = createWriteupScaffold(
      {
        ...input,
        platform: 'sysmon-splunk',
        category: undefined,
        event: 'Detection lab',
        folder: true,
        artifacts: [],
      },
      vocabulary,
    );
    if (!lab.ok) throw new Error(lab.problems.join('\n'));
    expect(lab.relativePath).toBe('sysmon-splunk/new-challenge/new-challenge.mdx');
    expect(analyzeWriteupBody(lab.content).sections).toEqual([
      'Goal',
      'Setup',
      'Detection',
      'Result',
      'Takeaways',
    ]);
    expect(analyzeWriteupBody(lab.content).flags).toEqual([]);
  });

  it('starts Root-Me write-ups as method pages: a worked example and no flag', () => {
    const rootMe = createWriteupScaffold(
      {
        ...input,
        platform: 'root-me',
        category: 'web-server',
        year: undefined,
        event: 'Root-Me',
        artifacts: [],
      },
      vocabulary,
    );
    if (!rootMe.ok) throw new Error(rootMe.problems.join('\n'));
    const body = analyzeWriteupBody(rootMe.content);
    expect(body.sections).toEqual(['Challenge', 'Hints', 'Concept', 'Worked example', 'Takeaways']);
    expect(body.flags).toEqual([]);
    expect(rootMe.content).toMatch(/method: worked-example/);
  });

  it('asks for the original files of an artifact solve', () => {
    expect(createWriteupScaffold({...input, artifacts: []}, vocabulary)).toEqual({
      ok: false,
      problems: [
        '--artifact: must list at least one original file (name and sha256) when method is artifact',
      ],
    });
  });

  it('refuses bad input with every problem, named by its option', () => {
    expect(createWriteupScaffold({...input, platform: 'htb'}, vocabulary)).toEqual({
      ok: false,
      problems: ['--platform must be one of picoctf, root-me, sysmon-splunk (got "htb")'],
    });
    const bad = createWriteupScaffold(
      {
        ...input,
        category: 'forensic',
        slug: 'bad slug',
        difficulty: 'insane',
        tools: ' ',
        tags: 'pwn',
      },
      vocabulary,
    );
    expect(bad).toEqual({
      ok: false,
      problems: [
        '--category must be one of forensics, general-skills, cryptography, web-exploitation, reverse-engineering, binary-exploitation (got "forensic"); did you mean "forensics"?',
        '--slug must be letters, digits, "-" or "_", starting with a letter or digit (got "bad slug")',
        '--difficulty: must be one of very-easy, easy, medium, hard, very-hard (got "insane")',
        '--tools: must name at least one tool',
        '--tags: must only use tags from docs/tags.yml: forensics, web (got "pwn")',
      ],
    });
  });

  it('suggests the closest known names and echoes what was typed', () => {
    expect(
      createWriteupScaffold(
        {
          ...input,
          tools: 'mmls, fsl',
          techniques: 'disk-image-analysis, deleted-file-recovry',
          points: 'abc',
        },
        vocabulary,
      ),
    ).toEqual({
      ok: false,
      problems: [
        '--points must be a whole number (got "abc")',
        '--tools: must only use tools from docs/tools.yml (add the tool there first, or use its name or a listed spelling) (got "fsl"); did you mean "fls"?',
        '--techniques: must only use technique ids from docs/techniques.yml (add a new one there first) (got "deleted-file-recovry"); did you mean "deleted-file-recovery"?',
      ],
    });
  });
});

describe('a scaffold padded with prose', () => {
  it('is refused by the content check, each leftover named', async () => {
    const scaffold = createWriteupScaffold(input, vocabulary);
    if (!scaffold.ok) throw new Error(scaffold.problems.join('\n'));
    const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({
      filePath: scaffold.relativePath,
      fileContent: scaffold.content,
    });
    // What an author in a hurry adds: 330 words of filler in Challenge, one ### heading, nothing else.
    const filler = Array.from(
      {length: 30},
      () => 'The disk image holds a partition table and a file system.',
    ).join(' ');
    const padded = content
      .replace('## Hints', `${filler}\n\n## Hints`)
      .replace('## Solution', '### A dead end: carving\n\nCarving found nothing.\n\n## Solution');
    const check = checkWriteupFrontMatter(
      frontMatter,
      {platform: 'picoctf', category: 'forensics'},
      vocabulary,
    );
    if (!check.ok) throw new Error(check.problems.join('\n'));
    const problems = findContentProblems(check.frontMatter, analyzeWriteupBody(padded), 'ctf');
    expect(problems.filter((problem) => problem.startsWith('scaffold:'))).toEqual([
      expect.stringMatching(
        /^scaffold: the instructions comment of ## Challenge is still in place/,
      ),
      expect.stringMatching(/^scaffold: the instructions comment of ## Hints is still in place/),
      expect.stringMatching(/^scaffold: the instructions comment of ## Analysis is still in place/),
      expect.stringMatching(/^scaffold: the instructions comment of ## Solution is still in place/),
      expect.stringMatching(/^scaffold: the instructions comment of ## Flag is still in place/),
      expect.stringMatching(
        /^scaffold: the instructions comment of ## Takeaways is still in place/,
      ),
      'scaffold: 2 <Hint> still reads "…": write the hint',
      'scaffold: <Flag value="picoCTF{"> is only a placeholder: give the flag, or its common part with varies (and suffix, the pattern of the rest without the closing brace, when nothing after the brace is common)',
      'scaffold: ## Solution is empty',
      'scaffold: ## Takeaways is empty',
    ]);
  });

  it('takes a per-player flag of which only the prefix is common when the rest has a pattern', () => {
    const flagProblems = (flag: string) =>
      findScaffoldLeftovers(analyzeWriteupBody(`## Flag\n\n${flag}\n`)).filter((problem) =>
        problem.includes('<Flag'),
      );
    expect(flagProblems('<Flag value="picoCTF{" varies suffix="[0-9a-f]{32}" />')).toEqual([]);
    expect(flagProblems('<Flag value="picoCTF{" varies />')).toHaveLength(1);
    expect(flagProblems('<Flag value="picoCTF{" />')).toHaveLength(1);
  });

  it('lets a finished Takeaways through only with a link to documentation', () => {
    const takeaways = (text: string) =>
      findScaffoldLeftovers(analyzeWriteupBody(`## Takeaways\n\n${text}\n`)).filter((problem) =>
        problem.includes('Takeaways'),
      );
    expect(takeaways('Read the partition table first.')).toEqual([
      'scaffold: ## Takeaways links no documentation: add the official docs of the tools or techniques used',
    ]);
    expect(
      takeaways(
        'Read the partition table first.\n\n- [mmls manual](https://www.sleuthkit.org/sleuthkit/man/mmls.html)',
      ),
    ).toEqual([]);
  });
});
