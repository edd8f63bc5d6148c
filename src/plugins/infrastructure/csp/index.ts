import {writesBuildFiles} from '../../../node/postBuild';
import fs from 'node:fs/promises';
import path from 'node:path';
import {Globby} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {frameGuardScript} from './frameGuard';
import {
  buildPolicy,
  findInlineScripts,
  headersFile,
  insertPolicy,
  knownInlineScriptSource,
} from './policy';

/**
 * Adds a Content-Security-Policy to every built page, as a <meta> tag because
 * static hosts such as GitHub Pages cannot send headers. Only the inline scripts
 * the build is known to emit are allowed, by the hash of exactly what it emitted;
 * any other inline script fails the build, naming the page. For hosts that can
 * send headers it writes build/_headers (the policy with frame-ancestors, and no
 * MIME sniffing); for those that cannot, each page guards itself against being
 * framed by another site (frameGuard.ts).
 */
export default function pluginCsp(context: LoadContext): Plugin {
  return {
    name: 'csp',
    injectHtmlTags() {
      return {
        headTags: [{tagName: 'script', innerHTML: frameGuardScript}],
      };
    },
    postBuild: writesBuildFiles(async ({outDir}) => {
      const pages = await Globby('**/*.html', {cwd: outDir});
      const unknown: string[] = [];
      const policies = await Promise.all(
        pages.map(async (page) => {
          const html = await fs.readFile(path.join(outDir, page), 'utf8');
          const scripts = findInlineScripts(html);
          for (const script of scripts.filter((body) => !knownInlineScriptSource(body))) {
            unknown.push(`${page}: ${JSON.stringify(script.trim().slice(0, 120))}`);
          }
          return {page, scripts, html: insertPolicy(html, buildPolicy(scripts))};
        }),
      );
      if (unknown.length > 0) {
        throw new Error(
          `Inline scripts the build does not know (src/plugins/infrastructure/csp/policy.ts, knownInlineScripts), so no policy allows them:\n${unknown.map((line) => `  - ${line}`).join('\n')}`,
        );
      }
      const everyInlineScript = [...new Set(policies.flatMap(({scripts}) => scripts))];
      await fs.writeFile(
        path.join(outDir, '_headers'),
        headersFile(everyInlineScript, context.baseUrl),
      );
      await Promise.all(
        policies.map(async ({page, html}) => {
          const file = path.join(outDir, page);
          // Written aside and renamed: other plugins read these pages during postBuild too.
          await fs.writeFile(`${file}.csp-tmp`, html);
          await fs.rename(`${file}.csp-tmp`, file);
        }),
      );
    }),
  };
}
