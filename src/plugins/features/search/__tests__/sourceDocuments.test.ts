import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {documentsFromSource} from '../sourceDocuments';

const mdx = `---
title: Enhance!
---

Intro words.

## Challenge {#the-challenge}

An SVG file with tiny text.

## Hints

<Hints>
  <Hint>Secret hint text.</Hint>
</Hints>

### Reading it as XML

\`\`\`bash
grep -o 'font-size:[^;]*' drawing.svg
\`\`\`

\`\`\`text
font-size:0.00352781px
\`\`\`

## Flag

<Flag value="picoCTF{spoiler}" />
`;

describe('documentsFromSource (the development server index)', () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'source-docs-'));
  fs.mkdirSync(path.join(siteDir, 'docs'));
  fs.writeFileSync(path.join(siteDir, 'docs/enhance.mdx'), mdx);
  const page = {
    source: '@site/docs/enhance.mdx',
    permalink: '/my-small-blog/docs/pico-ctf/forensics/enhance',
    title: 'Enhance!',
    description: 'Read text hidden in an SVG.',
    keywords: ['picoCTF', 'Forensics'],
    breadcrumb: 'picoCTF › Forensics',
  };

  it('splits a page into the sections the built index has, with the same anchors (custom ids included)', async () => {
    const [document] = await documentsFromSource([page], siteDir, '/my-small-blog/');
    expect(document).toMatchObject({
      url: 'docs/pico-ctf/forensics/enhance',
      title: 'Enhance!',
      keywords: 'picoCTF, Forensics',
      context: 'picoctf',
    });
    expect(document!.sections.map(({anchor, heading}) => [anchor, heading])).toEqual([
      ['', ''],
      ['the-challenge', 'Challenge'],
      ['hints', 'Hints'],
      ['reading-it-as-xml', 'Reading it as XML'],
      ['flag', 'Flag'],
    ]);
    expect(document!.sections[3]!.text).toContain("grep -o 'font-size");
  });

  it('leaves out what the built index leaves out: the flag, the hints and command output', async () => {
    const text = JSON.stringify(await documentsFromSource([page], siteDir, '/my-small-blog/'));
    expect(text).not.toContain('spoiler');
    expect(text).not.toContain('Secret hint text');
    expect(text).not.toContain('0.00352781px');
  });
});
