import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkSiteComponentImports from '../remark';

const compiled = async (mdx: string) =>
  String(await compile(mdx, {remarkPlugins: [remarkSiteComponentImports]}));

describe('remarkSiteComponentImports', () => {
  it('imports the site components a file uses, and only those', async () => {
    const code = await compiled(
      'Intro.\n\n<Hints>\n  <Hint>Look closer.</Hint>\n</Hints>\n\n<Flag value="picoCTF{x}" />\n',
    );
    expect(code).toContain('import Flag from "@site/src/components/mdx/Flag"');
    expect(code).toContain('import Hints, {Hint} from "@site/src/components/mdx/Hints"');
    expect(code).not.toContain('@site/src/components/mdx/Chart');
    expect(code).not.toContain('@site/src/components/ChallengeCard');
  });

  it('leaves a file without site components as it is', async () => {
    expect(await compiled('# A blog post\n\nText.\n')).not.toContain('@site/src/components');
  });

  it('does not import a name the file imports or defines itself', async () => {
    const code = await compiled(
      "import Flag from './MyFlag';\n\n<Flag />\n\nexport const Chart = () => null;\n\n<Chart />\n",
    );
    expect(code.match(/import Flag/g)).toHaveLength(1);
    expect(code).not.toContain('@site/src/components/mdx/Chart');
  });
});
