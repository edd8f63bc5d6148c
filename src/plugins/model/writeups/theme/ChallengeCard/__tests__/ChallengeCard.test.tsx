// @vitest-environment happy-dom
import React from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {cleanup, render, screen, within} from '@testing-library/react';
import ChallengeCard from '../index';

// The card's links are made with the site's base URL, which the app provides.
vi.mock('@docusaurus/useBaseUrl', () => ({useBaseUrlUtils: () => ({withBaseUrl: (url: string) => `/my-small-blog${url}`})}));

afterEach(cleanup);

const facts = (container: HTMLElement) =>
  Object.fromEntries(
    [...container.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]),
  );

describe('ChallengeCard', () => {
  it('shows the challenge facts with their labels', () => {
    const {container} = render(
      <ChallengeCard
        platform="picoctf"
        category="web-exploitation"
        difficulty="medium"
        points={200}
        event="picoCTF 2022"
        year={2022}
        tools={[
          {id: 'curl', name: 'curl'},
          {id: 'burp-suite', name: 'Burp Suite'},
        ]}
        techniques={[]}
      />,
    );
    expect(screen.getByRole('complementary', {name: 'Challenge information'})).toBeTruthy();
    expect(facts(container)).toEqual({
      Platform: 'picoCTF',
      Category: 'Web Exploitation',
      Difficulty: 'Medium',
      Points: '200 points',
      Event: 'picoCTF 2022',
      Tools: 'curlBurp Suite',
    });
    expect(within(container.querySelector('ul')!).getAllByRole('listitem')).toHaveLength(2);
  });

  it('adds the year when the event name lacks it, and omits unknown points', () => {
    const {container} = render(
      <ChallengeCard
        platform="root-me"
        category="web-server"
        difficulty="very-easy"
        event="Root-Me"
        tools={[{id: 'curl', name: 'curl'}]}
        techniques={[]}
      />,
    );
    expect(facts(container)).toMatchObject({Platform: 'Root Me', Category: 'Web - Server', Difficulty: 'Very easy', Event: 'Root-Me'});
    expect(facts(container).Points).toBeUndefined();
    cleanup();
    const withYear = render(
      <ChallengeCard
        platform="picoctf"
        category="forensics"
        difficulty="easy"
        event="picoGym"
        year={2023}
        tools={[{id: 'file', name: 'file'}]}
        techniques={[]}
      />,
    );
    expect(facts(withYear.container).Event).toBe('picoGym (2023)');
  });

  it('links lab pages to their ATT&CK techniques and calls the event a series', () => {
    const {container} = render(
      <ChallengeCard
        platform="sysmon-splunk"
        category="sysmon-splunk"
        difficulty="easy"
        event="Detection lab"
        tools={[{id: 'sysmon', name: 'Sysmon'}]}
        attack={['T1059.001']}
        techniques={[]}
      />,
    );
    expect(facts(container).Series).toBe('Detection lab');
    const link = screen.getByRole('link', {name: 'T1059.001'});
    expect(link.getAttribute('href')).toBe('https://attack.mitre.org/techniques/T1059/001/');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('names the techniques and says how the page was verified, with the full digest of each original file', () => {
    const {container} = render(
      <ChallengeCard
        platform="picoctf"
        category="forensics"
        difficulty="medium"
        event="picoCTF 2019"
        tools={[{id: 'file', name: 'file'}]}
        techniques={[{id: 'file-signatures', name: 'File signatures (magic bytes)'}]}
        solve={{
          method: 'artifact',
          date: '2026-11-22',
          artifacts: [
            {
              name: 'flag.txt',
              sha256: '8784a61c'.padEnd(64, '0'),
              source: 'https://github.com/example/archive/blob/0123456789abcdef0123456789abcdef01234567/flag.txt',
              mirrors: [],
            },
          ],
          sources: [],
        }}
      />,
    );
    expect(facts(container).Techniques).toBe('File signatures (magic bytes)');
    // Each technique and tool leads to its own page.
    expect(screen.getByRole('link', {name: 'File signatures (magic bytes)'}).getAttribute('href')).toBe(
      '/my-small-blog/techniques/file-signatures',
    );
    expect(screen.getByRole('link', {name: 'file'}).getAttribute('href')).toBe('/my-small-blog/tools/file');
    expect(container.textContent).toContain(
      `Solved against the original flag.txt (SHA-256 ${'8784a61c'.padEnd(64, '0')}, from example/archive at 0123456). Checked 22 Nov 2026.`,
    );
  });

  it('keeps the key facts in front and names what the fold holds (a phone shows the fold closed)', () => {
    const {container} = render(
      <ChallengeCard
        platform="picoctf"
        category="forensics"
        difficulty="medium"
        points={150}
        event="picoCTF 2019"
        tools={[{id: 'wireshark', name: 'Wireshark'}]}
        techniques={[{id: 'pcap-analysis', name: 'Packet capture analysis'}]}
        solve={{
          method: 'artifact',
          date: '2026-11-22',
          artifacts: [{name: 'capture.pcap', sha256: 'ab'.repeat(32), source: 'https://example.org/capture.pcap', mirrors: []}],
          sources: [],
        }}
      />,
    );
    const fold = container.querySelector('details')!;
    expect(fold.querySelector('summary')!.textContent).toBe('Techniques, tools and original files');
    // Platform, category, difficulty, points and event stay outside the fold; the long lists and the hash go inside.
    const outside = [...container.querySelectorAll('aside > dl dt')].map((term) => term.textContent);
    expect(outside).toEqual(['Platform', 'Category', 'Difficulty', 'Points', 'Event']);
    expect(fold.textContent).toContain('Wireshark');
    expect(fold.textContent).toContain('ab'.repeat(32));
  });

  it('names ATT&CK in the fold of a lab page, and says how a page without files was checked', () => {
    const {container} = render(
      <ChallengeCard
        platform="sysmon-splunk"
        category="sysmon-splunk"
        difficulty="easy"
        event="Detection lab"
        tools={[{id: 'sysmon', name: 'Sysmon'}]}
        attack={['T1053.005']}
        techniques={[]}
        solve={{method: 'sources', date: '2026-11-22', artifacts: [], sources: ['https://learn.microsoft.com/']}}
      />,
    );
    expect(container.querySelector('summary')!.textContent).toBe('ATT&CK, tools and how it was checked');
  });

  it('links where each original file can be downloaded, and every other copy the page relies on', () => {
    const commit = '0123456789abcdef0123456789abcdef01234567';
    const {container} = render(
      <ChallengeCard
        platform="picoctf"
        category="cryptography"
        difficulty="medium"
        event="picoCTF 2022"
        tools={[{id: 'python', name: 'Python'}]}
        techniques={[]}
        solve={{
          method: 'artifact',
          date: '2026-11-22',
          artifacts: [
            {
              name: 'message.txt',
              sha256: 'f'.repeat(64),
              source: `https://github.com/someone/picoCTF/blob/${commit}/substitution0/message.txt`,
              mirrors: ['https://artifacts.example.net/c/message.txt'],
            },
          ],
          sources: [],
        }}
      />,
    );
    expect(container.textContent).toContain(
      `message.txt (SHA-256 ${'f'.repeat(64)}, from someone/picoCTF at 0123456 and artifacts.example.net)`,
    );
    // A GitHub file page becomes its raw address, so the link downloads the very file the hash is of.
    expect(screen.getByRole('link', {name: 'someone/picoCTF at 0123456'}).getAttribute('href')).toBe(
      `https://github.com/someone/picoCTF/raw/${commit}/substitution0/message.txt`,
    );
    expect(screen.getByRole('link', {name: 'artifacts.example.net'}).getAttribute('href')).toBe(
      'https://artifacts.example.net/c/message.txt',
    );
  });

  it('links the public sources of a sources-verified page', () => {
    render(
      <ChallengeCard
        platform="picoctf"
        category="web-exploitation"
        difficulty="easy"
        event="picoCTF 2024"
        tools={[{id: 'curl', name: 'curl'}]}
        techniques={[]}
        solve={{method: 'sources', date: '2026-11-22', artifacts: [], sources: ['https://a.example/1', 'https://b.example/2']}}
      />,
    );
    expect(screen.getByText(/Flag and outputs confirmed by public sources/)).toBeTruthy();
    expect(screen.getByRole('link', {name: 'source 2'}).getAttribute('href')).toBe('https://b.example/2');
  });

  it('keeps itself out of the search index', () => {
    const {container} = render(
      <ChallengeCard
        platform="root-me"
        category="web-server"
        difficulty="easy"
        event="Root-Me"
        tools={[{id: 'curl', name: 'curl'}]}
        techniques={[]}
      />,
    );
    expect(container.querySelector('aside')!.getAttribute('data-search-ignore')).toBe('true');
  });
});
