import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {load} from 'cheerio';
import {HtmlValidate} from 'html-validate';
import {expect, test} from './fixtures';
import {pageTypes} from '../../scripts/bench/pageTypes';
import {buildDir} from '../../scripts/routeInventory';

/** One built page of every type, and the pages that are not a type of their own. */
const pages = [
  ...Object.values(pageTypes).map((route) => route.replace(/\?.*$/, '')),
  '/docs/root-me/cryptanalysis/encoding-uu',
  '/blog/archive',
  '/blog/tags/ctf',
  '/docs/tags',
  '/404',
].map((route) => {
  const relative = route.replace(/^\/|\/$/g, '');
  const candidates = [
    path.join(buildDir, relative, 'index.html'),
    path.join(buildDir, `${relative}.html`),
  ];
  return candidates.find((file) => fs.existsSync(file)) ?? candidates[0]!;
});

/** Conformance errors, not style: the build is minified (unquoted attributes, omitted end tags), which is valid HTML. */
const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    'attr-quotes': 'off',
    'no-implicit-close': 'off',
    'void-style': 'off',
    'doctype-style': 'off',
  },
});

test.describe('valid HTML on every page type', () => {
  for (const file of pages) {
    const name = path.relative(buildDir, file);
    test(`${name} has no validation errors`, async () => {
      const html = fs.readFileSync(file, 'utf8');
      const report = await validator.validateString(html, name);
      expect(
        report.results.flatMap((result) =>
          result.messages.map((message) => `${message.ruleId}: ${message.message}`),
        ),
      ).toEqual([]);
      // What the W3C checker reported on earlier builds, checked here whatever validator runs.
      const $ = load(html);
      expect(
        $('[itemprop]').filter((_, element) => $(element).closest('[itemscope]').length === 0)
          .length,
        'itemprop outside any item',
      ).toBe(0);
      expect(
        $('input[type="search"][role]:not([role="searchbox"])').length,
        'a search input given another role',
      ).toBe(0);
    });
  }

  // The W3C Nu Html Checker itself, when this machine has Java (the vnu-jar package brings the checker).
  const java = spawnSync('java', ['-version'], {stdio: 'ignore'}).status === 0;
  test(`the W3C Nu Html Checker reports no error on any of them${java ? '' : ' (Java is not installed here: checked above without it)'}`, () => {
    test.skip(!java, 'needs Java');
    // The package exports the path of the jar it ships.
    const vnu = String(createRequire(path.resolve('package.json'))('vnu-jar'));
    // Java's quick compiler alone: the optimising one spent twice the CPU of the whole check on a run this short.
    // The checker's schema needs a deeper stack than that compiler's default.
    const jvm = ['-XX:TieredStopAtLevel=1', '-Xss4m'];
    const checker = spawnSync(
      'java',
      [...jvm, '-jar', vnu, '--errors-only', '--format', 'text', ...pages],
      {encoding: 'utf8'},
    );
    const output = `${checker.stdout}${checker.stderr}`;
    expect(
      output
        .split('\n')
        .filter((line) => line.startsWith('Error'))
        .map((line) => line.replace(buildDir, '')),
    ).toEqual([]);
    // A checker that stops on its own fault (a stack overflow, a missing file) reports no "Error" line either.
    expect(checker.status, `the checker ran to its end:\n${output}`).toBe(0);
  });
});
