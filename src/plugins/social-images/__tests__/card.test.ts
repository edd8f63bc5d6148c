import {describe, expect, it} from 'vitest';
import {hasOwnSocialCard, renderCardHtml, socialImagePath, titleFontSize} from '../card';
import {collectSocialCards} from '../index';

describe('socialImagePath', () => {
  it.each([
    ['/my-small-blog/docs/pico-ctf/forensics/information', 'img/og/docs/pico-ctf/forensics/information.jpg'],
    ['/my-small-blog/docs/sysmon-splunk/registry/', 'img/og/docs/sysmon-splunk/registry.jpg'],
    ['/my-small-blog/blog/typed-paths', 'img/og/blog/typed-paths.jpg'],
    ['/my-small-blog/', 'img/og/index.jpg'],
  ])('%s → %s', (permalink, expected) => {
    expect(socialImagePath(permalink, '/my-small-blog/')).toBe(expected);
  });
});

describe('renderCardHtml', () => {
  it('shows the text it is given as text, never as markup', () => {
    const html = renderCardHtml({eyebrow: 'Kestrel Notes', title: 'XSS <img src=x onerror=alert(1)>', subtitle: 'picoCTF · Web & more', footer: 'Write-up'});
    expect(html).toContain('XSS &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('picoCTF · Web &amp; more');
    expect(html).not.toMatch(/<img/);
    // Self-contained: nothing is fetched while the card is drawn.
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('shrinks long titles', () => {
    expect(titleFontSize('RED')).toBeGreaterThan(titleFontSize('Trivial Flag Transfer Protocol'));
    expect(titleFontSize('Trivial Flag Transfer Protocol')).toBeGreaterThan(titleFontSize('Detecting scheduled task persistence with Sysmon and Splunk'));
  });
});

describe('collectSocialCards', () => {
  const doc = (permalink: string, frontMatter: Record<string, unknown>) => ({title: 'information', description: 'd', permalink, frontMatter});

  it('draws a card for each write-up and blog post, not for other docs', () => {
    const cards = collectSocialCards(
      [
        doc('/my-small-blog/docs/pico-ctf/forensics/information', {platform: 'picoctf', category: 'forensics', difficulty: 'easy', points: 10, event: 'picoCTF 2021', tools: [], tags: [], published: new Date('2025-02-03')}),
        doc('/my-small-blog/docs/about-me/', {}),
      ],
      {
        blogPosts: [
          {metadata: {title: 'Typed paths', permalink: '/my-small-blog/blog/typed-paths', date: '2025-03-01T00:00:00Z', tags: [{label: 'dfir'}], frontMatter: {}}},
          {metadata: {title: 'Own image', permalink: '/my-small-blog/blog/own-image', date: '2025-03-02T00:00:00Z', tags: [], frontMatter: {image: '/img/x.png'}}},
        ],
      },
      '/my-small-blog/',
    );
    expect(cards).toEqual([
      {file: 'img/og/docs/pico-ctf/forensics/information.jpg', content: {eyebrow: 'Kestrel Notes', title: 'information', subtitle: 'picoCTF Forensics · Easy', footer: 'Write-up · 10 points'}},
      {file: 'img/og/blog/typed-paths.jpg', content: {eyebrow: 'Kestrel Notes', title: 'Typed paths', subtitle: 'dfir', footer: 'Blog post · 1 March 2025'}},
    ]);
  });
});

describe('hasOwnSocialCard', () => {
  it.each([
    ['a write-up', 'doc', {frontMatter: {platform: 'picoctf'}}, true],
    ['a doc that is not a write-up', 'doc', {frontMatter: {}}, false],
    ['an unlisted write-up', 'doc', {frontMatter: {platform: 'picoctf'}, unlisted: true}, false],
    ['a write-up naming its own image', 'doc', {frontMatter: {platform: 'picoctf', image: '/img/x.png'}}, false],
    ['a blog post', 'blogPost', {frontMatter: {}}, true],
    ['a blog post naming its own image', 'blogPost', {frontMatter: {image: '/img/x.png'}}, false],
  ] as const)('%s: %s', (_name, kind, page, expected) => {
    expect(hasOwnSocialCard(kind, page)).toBe(expected);
  });
});
