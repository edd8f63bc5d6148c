import {describe, expect, it} from 'vitest';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {writeupSocialImagePath} from '../../../../config/productionOnly';
import {postHasOwnSocialCard, postSocialImagePath, renderCardHtml, titleFontSize} from '../card';
import {writeupFixture} from '../../../model/writeups/testing';
import {collectSocialCards} from '../index';

describe('social image paths', () => {
  it.each([
    ['/my-small-blog/blog/typed-paths', 'img/og/blog/typed-paths.jpg'],
    ['/my-small-blog/blog/2025/', 'img/og/blog/2025.jpg'],
    ['/my-small-blog/', 'img/og/index.jpg'],
  ])('post %s → %s', (permalink, expected) => {
    expect(postSocialImagePath(permalink, '/my-small-blog/')).toBe(expected);
  });

  it.each([
    ['pico-ctf/forensics/information.mdx', 'img/og/docs/pico-ctf/forensics/information.jpg'],
    ['sysmon-splunk/registry/registry.mdx', 'img/og/docs/sysmon-splunk/registry/registry.jpg'],
  ])('write-up %s → %s', (relativePath, expected) => {
    expect(writeupSocialImagePath(relativePath)).toBe(expected);
  });
});

describe('renderCardHtml', () => {
  it('shows the text it is given as text, never as markup', () => {
    const html = renderCardHtml({
      eyebrow: 'Kestrel Notes',
      title: 'XSS <img src=x onerror=alert(1)>',
      subtitle: 'picoCTF · Web & more',
      footer: 'Write-up',
    });
    expect(html).toContain('XSS &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('picoCTF · Web &amp; more');
    expect(html).not.toMatch(/<img/);
    // Self-contained: nothing is fetched while the card is drawn.
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('shrinks long titles', () => {
    expect(titleFontSize('RED')).toBeGreaterThan(titleFontSize('Trivial Flag Transfer Protocol'));
    expect(titleFontSize('Trivial Flag Transfer Protocol')).toBeGreaterThan(
      titleFontSize('Detecting scheduled task persistence with Sysmon and Splunk'),
    );
  });
});

describe('collectSocialCards', () => {
  const post = (permalink: string, frontMatter: Record<string, unknown>, date: string) =>
    ({
      metadata: {title: 'Typed paths', permalink, date, tags: [{label: 'dfir'}], frontMatter},
    }) as unknown as BlogPost;

  it('draws a card for each write-up and blog post, except those that name their own image', () => {
    const cards = collectSocialCards(
      [
        writeupFixture({
          title: 'information',
          relativePath: 'pico-ctf/forensics/information.mdx',
          frontMatter: {difficulty: 'easy', points: 10},
        }),
        writeupFixture({title: 'Own image', frontMatter: {image: '/img/x.png'}}),
      ],
      [
        post('/my-small-blog/blog/typed-paths', {}, '2025-03-01T00:00:00Z'),
        post('/my-small-blog/blog/own-image', {image: '/img/x.png'}, '2025-03-02T00:00:00Z'),
      ],
      '/my-small-blog/',
    );
    expect(cards).toEqual([
      {
        file: 'img/og/docs/pico-ctf/forensics/information.jpg',
        content: {
          eyebrow: 'Kestrel Notes',
          title: 'information',
          subtitle: 'picoCTF Forensics · Easy',
          footer: 'Write-up · 10 points',
        },
      },
      {
        file: 'img/og/blog/typed-paths.jpg',
        content: {
          eyebrow: 'Kestrel Notes',
          title: 'Typed paths',
          subtitle: 'dfir',
          footer: 'Blog post · 1 Mar 2025',
        },
      },
    ]);
  });
});

describe('postHasOwnSocialCard', () => {
  it.each([
    ['a post', {frontMatter: {}}, true],
    ['an unlisted post', {frontMatter: {}, unlisted: true}, false],
    ['a post naming its own image', {frontMatter: {image: '/img/x.png'}}, false],
  ])('%s → %s', (_name, page, expected) => {
    expect(postHasOwnSocialCard(page)).toBe(expected);
  });
});
