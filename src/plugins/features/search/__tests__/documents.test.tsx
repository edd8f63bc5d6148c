import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
// The card's real markup, which the search text is read from; a theme component, so no entry exports it.
// eslint-disable-next-line no-restricted-imports
import ChallengeCard from '@site/src/plugins/model/writeups/theme/ChallengeCard';
import Flag from '@site/src/components/mdx/Flag';
import Hints, {Hint} from '@site/src/components/mdx/Hints';
import {extractSearchDocument} from '../documents';

// The card's links are made with the site's base URL, which the app provides.
vi.mock('@docusaurus/useBaseUrl', () => ({
  useBaseUrlUtils: () => ({withBaseUrl: (url: string) => `/my-small-blog${url}`}),
}));
// The phone's table of contents after the card comes from the docs theme, which is not loaded here.
vi.mock('@site/src/components/MobilePageToc', () => ({default: () => null}));
// The build renders pages on the server, where useIsBrowser is false.
vi.mock('@docusaurus/useIsBrowser', () => ({default: () => false}));

/** The site's own components, rendered as the build renders them: the indexer must honour their markers, whatever their markup. */
const card = renderToStaticMarkup(
  <ChallengeCard
    platform="picoctf"
    category="forensics"
    difficulty="medium"
    event="picoCTF 2022"
    tools={[{id: 'wireshark', name: 'Wireshark'}]}
    techniques={[{id: 'pcap-analysis', name: 'Packet capture analysis'}]}
  />,
);
const hints = renderToStaticMarkup(
  <Hints>
    <Hint>Follow the second TCP stream.</Hint>
    <Hint>The file is salted OpenSSL output.</Hint>
  </Hints>,
);
const flag = renderToStaticMarkup(<Flag value="picoCTF{s3cr3t}" />);

const page = `<!doctype html><html class="docs-wrapper plugin-docs docs-doc-page"><head><title>Eavesdrop | Kestrel Notes</title>
<meta name="description" content="Rebuild a file from a chat capture.">
<link rel="canonical" href="https://example.org/my-small-blog/docs/pico-ctf/forensics/eavesdrop/"></head><body>
<nav class="navbar">Write-ups Blogs GitHub</nav>
<nav aria-label="Breadcrumbs"><ul><li><a aria-label="Home page" href="/"><svg></svg></a></li><li>picoCTF</li><li>Forensics</li><li>Eavesdrop</li></ul></nav>
<main><article><div class="markdown"><header><h1>Eavesdrop</h1></header>
${card}
<p>Intro paragraph.</p>
<h2 id="challenge">Challenge<a class="hash-link" href="#challenge">#</a></h2><p>We get a capture.</p>
<h2 id="hints">Hints</h2>${hints}
<h3 id="step">Step</h3><div class="theme-code-block"><pre><code>tshark -r capture.flag.pcap</code></pre><button>Copy</button></div>
<h2 id="flag">Flag</h2>${flag}
</div><footer class="theme-doc-footer">Last updated</footer></article></main>
<footer>Copyright</footer></body></html>`;

describe('extractSearchDocument', () => {
  const keywords = new Map([
    [
      'docs/pico-ctf/forensics/eavesdrop/',
      ['picoCTF', 'Forensics', 'Wireshark', 'Packet capture analysis'],
    ],
  ]);
  const document = extractSearchDocument(
    page,
    'docs/pico-ctf/forensics/eavesdrop',
    '/my-small-blog/',
    keywords,
  )!;

  it("takes the URL from the canonical link, keeping a folder page's trailing slash", () => {
    expect(document.url).toBe('docs/pico-ctf/forensics/eavesdrop/');
  });

  it('splits a page into its introduction and its ## and ### sections', () => {
    expect(document.sections).toEqual([
      {anchor: '', heading: '', text: 'Intro paragraph.'},
      {anchor: 'challenge', heading: 'Challenge', text: 'We get a capture.'},
      {anchor: 'hints', heading: 'Hints', text: ''},
      {anchor: 'step', heading: 'Step', text: 'tshark -r capture.flag.pcap'},
      {anchor: 'flag', heading: 'Flag', text: ''},
    ]);
  });

  it("keeps title, description, breadcrumb and context, and takes keywords from the model, not from the card's markup", () => {
    expect(document).toMatchObject({
      title: 'Eavesdrop',
      description: 'Rebuild a file from a chat capture.',
      breadcrumb: 'picoCTF › Forensics',
      context: 'picoctf',
      keywords: 'picoCTF, Forensics, Wireshark, Packet capture analysis',
    });
  });

  it('leaves the card, the hints, the flag, navigation, buttons and heading links out of the text', () => {
    const text = JSON.stringify(document.sections);
    expect(text).not.toContain('s3cr3t');
    expect(text).not.toContain('Follow the second TCP stream');
    expect(text).not.toContain('Platform');
    expect(text).not.toContain('GitHub');
    expect(text).not.toContain('Copy');
    expect(text).not.toContain('Copyright');
    expect(text).not.toContain('#"');
  });

  it('skips listing pages, and pages that ask not to be indexed (unlisted ones)', () => {
    expect(
      extractSearchDocument(
        page.replace('docs-doc-page', 'docs-tags-doc-list-page'),
        'docs/tags/x',
        '/my-small-blog/',
      ),
    ).toBeNull();
    expect(
      extractSearchDocument(
        page.replace('<head>', '<head><meta name="robots" content="noindex, nofollow">'),
        'docs/x',
        '/my-small-blog/',
      ),
    ).toBeNull();
  });

  it('keeps a space between the text of two elements, whatever their display', () => {
    const list = `<html class="plugin-techniques"><head><title>Tailgate</title></head><body><main><h1>Tailgate</h1><ul><li><a href="/a">Tailgate<span class="about">picoCTF Forensics · Easy</span></a></li></ul><p>A <strong>bold</strong>word and <code>ls</code>.</p></main></body></html>`;
    const text = extractSearchDocument(list, 'techniques/tailgate', '/my-small-blog/')!
      .sections.map((section) => section.text)
      .join(' ');
    expect(text).toContain('Tailgate picoCTF Forensics');
    // Inline formatting stays part of its word run.
    expect(text).toContain('A boldword and ls.');
  });
});
