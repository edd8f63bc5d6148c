// @vitest-environment happy-dom
import React from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {renderToStaticMarkup} from 'react-dom/server';
import Hints, {Hint} from '../index';

afterEach(cleanup);

const threeHints = (
  <Hints>
    <Hint>Look at the first bytes.</Hint>
    <Hint>Run file on it.</Hint>
    <Hint>It is a PNG: open it as one.</Hint>
  </Hints>
);

describe('Hints', () => {
  it('reveals hints one at a time, in order', () => {
    const {container} = render(threeHints);
    const disclosures = [...container.querySelectorAll('details')];
    expect(disclosures).toHaveLength(3);
    expect(disclosures.map((details) => details.open)).toEqual([false, false, false]);
    // Hint 2 lives inside hint 1: it cannot be reached before hint 1 is open.
    expect(disclosures[0]!.contains(disclosures[1]!)).toBe(true);
    expect(disclosures[1]!.contains(disclosures[2]!)).toBe(true);
    fireEvent.click(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'SUMMARY' && element.textContent === 'ShowHide hint 1 of 3',
      ),
    );
    expect(disclosures[0]!.open).toBe(true);
    expect(disclosures[1]!.open).toBe(false);
  });

  it('labels each hint with its position, for keyboard and screen-reader users', () => {
    const {container} = render(threeHints);
    expect(
      [...container.querySelectorAll('summary')].map((summary) => summary.textContent),
    ).toEqual(['ShowHide hint 1 of 3', 'ShowHide hint 2 of 3', 'ShowHide hint 3 of 3']);
  });

  it('is plain HTML that works without JavaScript, and stays out of search', () => {
    const html = renderToStaticMarkup(threeHints);
    expect(html).toMatch(/^<div[^>]* data-search-ignore="true"><details/);
    expect(html).toContain('It is a PNG: open it as one.');
  });
});
