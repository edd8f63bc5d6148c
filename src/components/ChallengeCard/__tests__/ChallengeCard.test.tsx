// @vitest-environment happy-dom
import React from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, render, screen, within} from '@testing-library/react';
import ChallengeCard, {toChallengeCardProps} from '../index';

afterEach(cleanup);

const facts = (container: HTMLElement) =>
  Object.fromEntries([...container.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]));

describe('ChallengeCard', () => {
  it('shows the challenge facts with their labels', () => {
    const {container} = render(
      <ChallengeCard platform="picoctf" category="web-exploitation" difficulty="medium" points={200} event="picoCTF 2022" year={2022} tools={['curl', 'Burp Suite']} />,
    );
    expect(screen.getByRole('complementary', {name: 'Challenge information'})).toBeTruthy();
    expect(facts(container)).toEqual({
      Platform: 'picoCTF',
      Category: 'Web Exploitation',
      Difficulty: 'Medium',
      Points: '200',
      Event: 'picoCTF 2022',
      Tools: 'curlBurp Suite',
    });
    expect(within(container.querySelector('ul')!).getAllByRole('listitem')).toHaveLength(2);
  });

  it('adds the year when the event name lacks it, and omits unknown points', () => {
    const {container} = render(<ChallengeCard platform="root-me" category="web-server" difficulty="very-easy" event="Root-Me" tools={['curl']} />);
    expect(facts(container)).toMatchObject({Platform: 'Root Me', Category: 'Web - Server', Difficulty: 'Very easy', Event: 'Root-Me'});
    expect(facts(container).Points).toBeUndefined();
    cleanup();
    const withYear = render(<ChallengeCard platform="picoctf" category="forensics" difficulty="easy" event="picoGym" year={2023} tools={['file']} />);
    expect(facts(withYear.container).Event).toBe('picoGym (2023)');
  });

  it('links lab pages to their ATT&CK techniques and calls the event a series', () => {
    const {container} = render(
      <ChallengeCard platform="sysmon-splunk" category="sysmon-splunk" difficulty="easy" event="Detection lab" tools={['Sysmon']} attack={['T1059.001']} />,
    );
    expect(facts(container).Series).toBe('Detection lab');
    const link = screen.getByRole('link', {name: 'T1059.001'});
    expect(link.getAttribute('href')).toBe('https://attack.mitre.org/techniques/T1059/001/');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('only turns write-up front matter into card props', () => {
    expect(toChallengeCardProps({title: 'About me'})).toBeNull();
    expect(toChallengeCardProps({platform: 'unknown', category: 'x', difficulty: 'easy'})).toBeNull();
    expect(toChallengeCardProps({platform: 'picoctf', category: 'forensics', difficulty: 'easy', tools: []})).not.toBeNull();
  });
});
