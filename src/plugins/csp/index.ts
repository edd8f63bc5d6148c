import fs from 'node:fs/promises';
import path from 'node:path';
import {Globby} from '@docusaurus/utils';
import type {Plugin} from '@docusaurus/types';
import {buildPolicy, findInlineScripts, insertPolicy} from './policy';

/**
 * Adds a Content-Security-Policy to every built page, as a <meta> tag because
 * static hosts such as GitHub Pages cannot send headers. Inline scripts are
 * allowed by the hash of exactly what the build emitted.
 */
export default function pluginCsp(): Plugin {
  return {
    name: 'csp',
    async postBuild({outDir}) {
      const pages = await Globby('**/*.html', {cwd: outDir});
      await Promise.all(
        pages.map(async (page) => {
          const file = path.join(outDir, page);
          const html = await fs.readFile(file, 'utf8');
          // Written aside and renamed: other plugins read these pages during postBuild too.
          await fs.writeFile(`${file}.csp-tmp`, insertPolicy(html, buildPolicy(findInlineScripts(html))));
          await fs.rename(`${file}.csp-tmp`, file);
        }),
      );
    },
  };
}
