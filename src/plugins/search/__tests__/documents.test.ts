import {describe, expect, it} from 'vitest';
import {extractSearchDocument} from '../documents';

const page = `<!doctype html><html class="docs-wrapper plugin-docs docs-doc-page"><head><title>Eavesdrop | Kestrel Notes</title>
<meta name="description" content="Rebuild a file from a chat capture.">
<link rel="canonical" href="https://example.org/my-small-blog/docs/pico-ctf/forensics/eavesdrop/"></head><body>
<nav class="navbar">Write-ups Blogs GitHub</nav>
<nav aria-label="Breadcrumbs"><ul><li><a aria-label="Home page" href="/"><svg></svg></a></li><li>picoCTF</li><li>Forensics</li><li>Eavesdrop</li></ul></nav>
<main><article><div class="markdown"><header><h1>Eavesdrop</h1></header>
<aside aria-label="Challenge information"><dl><div><dt>Platform</dt><dd>picoCTF</dd></div><div><dt>Tools</dt><dd>Wireshark</dd></div></dl></aside>
<p>Intro paragraph.</p>
<h2 id="challenge">Challenge<a class="hash-link" href="#challenge">#</a></h2><p>We get a capture.</p>
<h3 id="step">Step</h3><div class="theme-code-block"><pre><code>tshark -r capture.flag.pcap</code></pre><button>Copy</button></div>
<h2 id="flag">Flag</h2><div data-search-ignore="true"><details><summary>Reveal the flag</summary><code>picoCTF{s3cr3t}</code></details></div>
</div><footer class="theme-doc-footer">Last updated</footer></article></main>
<footer>Copyright</footer></body></html>`;

describe('extractSearchDocument', () => {
  const document = extractSearchDocument(page, 'docs/pico-ctf/forensics/eavesdrop', '/my-small-blog/')!;

  it("takes the URL from the canonical link, keeping a folder page's trailing slash", () => {
    expect(document.url).toBe('docs/pico-ctf/forensics/eavesdrop/');
  });

  it('splits a page into its introduction and its ## and ### sections', () => {
    expect(document.sections).toEqual([
      {anchor: '', heading: '', text: 'Intro paragraph.'},
      {anchor: 'challenge', heading: 'Challenge', text: 'We get a capture.'},
      {anchor: 'step', heading: 'Step', text: 'tshark -r capture.flag.pcap'},
      {anchor: 'flag', heading: 'Flag', text: ''},
    ]);
  });

  it('keeps title, description, breadcrumb, context and the card facts as keywords', () => {
    expect(document).toMatchObject({
      title: 'Eavesdrop',
      description: 'Rebuild a file from a chat capture.',
      breadcrumb: 'picoCTF › Forensics',
      context: 'picoctf',
      keywords: 'picoCTF, Wireshark',
    });
  });

  it('leaves the flag, navigation, buttons and heading links out of the index', () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain('s3cr3t');
    expect(text).not.toContain('GitHub');
    expect(text).not.toContain('Copy');
    expect(text).not.toContain('Copyright');
    expect(text).not.toContain('#"');
  });

  it('skips listing pages', () => {
    expect(extractSearchDocument(page.replace('docs-doc-page', 'docs-tags-doc-list-page'), 'docs/tags/x', '/my-small-blog/')).toBeNull();
  });
});
