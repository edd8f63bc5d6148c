import crypto from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {frameGuardScript} from '../frameGuard';
import {
  buildPolicy,
  findInlineScripts,
  hashScript,
  headersFile,
  insertPolicy,
  knownInlineScriptSource,
} from '../policy';
import {parseHeadersFile} from '../../../../../scripts/staticServer';

const page = `<!doctype html><html><head><meta charset="UTF-8"><script>document.documentElement.dataset.theme="light"</script>
<script type="application/ld+json">{"@context":"https://schema.org"}</script><script src="/app.js" defer></script>
<script type="module">import("/x.js")</script></head><body></body></html>`;

describe('Content-Security-Policy', () => {
  it('finds the inline scripts a browser would run, not data blocks or external scripts', () => {
    expect(findInlineScripts(page)).toEqual([
      'document.documentElement.dataset.theme="light"',
      'import("/x.js")',
    ]);
  });

  it('hashes a script the way browsers check it', () => {
    const body = 'alert(1)';
    expect(hashScript(body)).toBe(
      `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`,
    );
  });

  it('allows only the own origin and the hashed inline scripts, never eval', () => {
    const policy = buildPolicy(['a()', 'a()', 'b()']);
    expect(policy).toContain(`script-src 'self' ${hashScript('a()')} ${hashScript('b()')};`);
    expect(policy).not.toMatch(/unsafe-eval|\*/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("default-src 'self'");
  });

  it('writes _headers for hosts that send them: the policy with frame-ancestors, no MIME sniffing, at the root and under the base URL', () => {
    const rules = parseHeadersFile(headersFile(['a()', frameGuardScript], '/my-small-blog/'));
    expect(rules.map(({pattern}) => pattern.test('/my-small-blog/docs/x/'))).toEqual([true, true]);
    for (const {headers} of rules) {
      const byName = new Map(headers);
      expect(byName.get('Content-Security-Policy')).toContain(
        `script-src 'self' ${hashScript('a()')} ${hashScript(frameGuardScript)};`,
      );
      expect(byName.get('Content-Security-Policy')).toMatch(/; frame-ancestors 'self'$/);
      expect(byName.get('X-Content-Type-Options')).toBe('nosniff');
      expect(byName.get('X-Frame-Options')).toBe('SAMEORIGIN');
    }
  });

  it('knows its own frame guard by its exact text', () => {
    expect(knownInlineScriptSource(frameGuardScript)).toMatch(/frameGuard\.ts/);
    expect(knownInlineScriptSource(`${frameGuardScript};alert(1)`)).toBeUndefined();
  });

  it('inserts the policy at the start of <head>, before any script', () => {
    const html = insertPolicy(page, "default-src 'self'");
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    expect(() => insertPolicy(html, 'x')).toThrow('already has a Content-Security-Policy');
    expect(() => insertPolicy('<html><body></body></html>', 'x')).toThrow('no <head>');
  });

  describe('knows the inline scripts the build emits, and only those', () => {
    it.each([
      [
        'the colour-mode script',
        '!function(){var t=function(){try{return new URLSearchParams(window.location.search).get("docusaurus-theme")}catch(t){}}()||function(){try{return window.localStorage.getItem("theme")}catch(t){}}();document.documentElement.setAttribute("data-theme",t||"light")}()',
      ],
      [
        'a redirect page',
        "\n    window.location.href = '/my-small-blog/docs/about-me/' + window.location.search + window.location.hash;\n   ",
      ],
    ])('recognises %s', (_name, body) => {
      expect(knownInlineScriptSource(body)).toBeDefined();
    });

    it.each([
      ['a script injected through a title', 'alert(document.cookie)'],
      [
        'a redirect to an address made of code',
        "window.location.href = '/x' + alert(1) + window.location.search + window.location.hash;",
      ],
      [
        'the colour-mode script with something appended',
        '!function(){var t=function(){try{return new URLSearchParams(window.location.search).get("docusaurus-theme")}catch(t){}}()}();fetch("//evil")',
      ],
    ])('refuses %s', (_name, body) => {
      expect(knownInlineScriptSource(body)).toBeUndefined();
    });
  });
});
