// @vitest-environment happy-dom
import React from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {cleanup, render, screen, within} from '@testing-library/react';
import ChallengeCard from '../index';

// The card's links are made with the site's base URL, which the app provides.
vi.mock('@docusaurus/useBaseUrl', () => ({
  useBaseUrlUtils: () => ({withBaseUrl: (url: string) => `/my-small-blog${url}`}),
}));
// The phone's table of contents after the card comes from the docs theme, which is not loaded here.
vi.mock('@site/src/components/MobilePageToc', () => ({default: () => null}));

afterEach(cleanup);

/** The row of facts, each as a reader hears it. */
const facts = () =>
  within(screen.getByRole('complementary', {name: 'Challenge information'}))
    .getAllByRole('list')[0]!
    .querySelectorAll(':scope > li');
const factTexts = () => [...facts()].map((item) => item.textContent);

const artifact = {
  name: 'flag.txt',
  sha256: '8784a61cd4edcd41f6e732c1aebb060a27e73e267ada812fe0ee72a408e96b55',
  source:
    'https://github.com/example/archive/blob/a6c0968d2719c1eca85a2a6689593096500aab1f/Forensics/extensions/flag.txt',
  mirrors: ['https://example.org/mirror/flag.txt'],
};

describe('ChallengeCard', () => {
  it('puts the facts in one row: the platform with its year, the category, a difficulty pill and the points', () => {
    render(
      <ChallengeCard
        platform="picoctf"
        category="forensics"
        difficulty="medium"
        points={150}
        event="picoCTF 2019"
        year={2019}
        tools={[{id: 'file', name: 'file'}]}
        techniques={[]}
      />,
    );
    expect(factTexts()).toEqual(['picoCTF 2019', 'Forensics', 'Difficulty: Medium', '150 points']);
  });

  it('shows an event only for what it adds to the platform', () => {
    render(
      <ChallengeCard
        platform="root-me"
        category="web-server"
        difficulty="very-easy"
        event="Root-Me"
        tools={[]}
        techniques={[]}
      />,
    );
    expect(factTexts()).toEqual(['Root-Me', 'Web - Server', 'Difficulty: Very easy']);
    cleanup();
    render(
      <ChallengeCard
        platform="picoctf"
        category="forensics"
        difficulty="easy"
        event="picoGym Exclusive"
        tools={[]}
        techniques={[]}
      />,
    );
    expect(factTexts()).toEqual(['picoCTF', 'Forensics', 'Difficulty: Easy', 'picoGym Exclusive']);
  });

  it('never starts a line with a separator: each fact is its own item', () => {
    render(
      <ChallengeCard
        platform="picoctf"
        category="forensics"
        difficulty="hard"
        points={500}
        event="picoCTF 2024"
        tools={[]}
        techniques={[]}
      />,
    );
    for (const text of factTexts()) expect(text).not.toMatch(/^[\s·|•-]/);
  });

  it('links a lab page to its ATT&CK techniques', () => {
    render(
      <ChallengeCard
        platform="sysmon-splunk"
        category="sysmon-splunk"
        difficulty="easy"
        event="Detection lab"
        attack={['T1547.001']}
        tools={[]}
        techniques={[]}
      />,
    );
    expect(screen.getByRole('link', {name: 'ATT&CK T1547.001'}).getAttribute('href')).toBe(
      'https://attack.mitre.org/techniques/T1547/001/',
    );
    expect(factTexts()).toContain('Detection lab');
  });

  it('makes every technique and tool chip the link to its page, and links the lessons of its techniques', () => {
    render(
      <ChallengeCard
        platform="picoctf"
        category="forensics"
        difficulty="easy"
        event="picoCTF 2024"
        tools={[{id: 'burp-suite', name: 'Burp Suite'}]}
        techniques={[{id: 'file-signatures', name: 'File signatures (magic bytes)'}]}
        lessons={[{id: 'file-signatures', name: 'File signatures (magic bytes)'}]}
      />,
    );
    expect(screen.getByRole('link', {name: 'Burp Suite'}).getAttribute('href')).toBe(
      '/my-small-blog/tools/burp-suite',
    );
    expect(
      screen.getByRole('link', {name: 'File signatures (magic bytes)'}).getAttribute('href'),
    ).toBe('/my-small-blog/techniques/file-signatures');
    expect(
      screen.getByText(/New to File signatures \(magic bytes\)\? Start with the/),
    ).toBeTruthy();
    expect(screen.getByRole('link', {name: 'lesson'}).getAttribute('href')).toBe(
      '/my-small-blog/learn/file-signatures/',
    );
  });

  it('says in one line how the page was checked, the digest shortened, whole in its title and one copy away', () => {
    render(
      <ChallengeCard
        platform="picoctf"
        category="forensics"
        difficulty="medium"
        event="picoCTF 2019"
        tools={[]}
        techniques={[]}
        solve={{
          method: 'artifact',
          date: '2026-11-24',
          artifacts: [artifact],
          sources: ['https://example.net/solve'],
        }}
      />,
    );
    const summary = screen.getByText(/^Solved on the original/).closest('summary')!;
    expect(summary.textContent).toBe('Solved on the original flag.txt, checked 24 Nov 2026');
    const digest = screen.getByTitle(artifact.sha256);
    expect(digest.textContent).toBe('8784a61c…08e96b55');
    expect(screen.getByRole('button', {name: 'Copy SHA-256'})).toBeTruthy();
    expect(
      screen.getByRole('link', {name: 'example/archive at a6c0968'}).getAttribute('href'),
    ).toBe(
      'https://github.com/example/archive/raw/a6c0968d2719c1eca85a2a6689593096500aab1f/Forensics/extensions/flag.txt',
    );
    expect(screen.getByRole('link', {name: 'example.org'}).getAttribute('href')).toBe(
      artifact.mirrors[0],
    );
    expect(screen.getByRole('link', {name: 'Source 1: example.net'}).getAttribute('href')).toBe(
      'https://example.net/solve',
    );
  });

  it('says so when no public archive keeps the original file, with no link', () => {
    render(
      <ChallengeCard
        platform="picoctf"
        category="forensics"
        difficulty="easy"
        event="picoCTF 2025"
        tools={[]}
        techniques={[]}
        solve={{
          method: 'artifact',
          date: '2026-11-24',
          artifacts: [{...artifact, source: 'not archived', mirrors: []}],
          sources: [],
        }}
      />,
    );
    const item = screen.getByTitle(artifact.sha256).closest('li')!;
    expect(item.textContent).toMatch(/, in no public archive$/);
    expect(within(item).queryAllByRole('link')).toEqual([]);
  });

  it('names how a page without files was checked', () => {
    render(
      <ChallengeCard
        platform="root-me"
        category="web-server"
        difficulty="easy"
        event="Root-Me"
        tools={[]}
        techniques={[]}
        solve={{method: 'worked-example', date: '2026-11-22', artifacts: [], sources: []}}
      />,
    );
    const card = screen.getByRole('complementary', {name: 'Challenge information'});
    expect(card.querySelector('p:last-child')!.textContent).toBe(
      'The method, shown on a worked example made for this page, checked 22 Nov 2026',
    );
  });
});
