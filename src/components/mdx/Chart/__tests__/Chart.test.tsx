// @vitest-environment happy-dom
import React from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, render, screen} from '@testing-library/react';
import Chart from '../index';

afterEach(cleanup);

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
  .split('')
  .map((label, index) => ({label, value: (index * 7) % 13}));

describe('Chart', () => {
  it('draws one column per letter, labels every one that fits, and keeps the numbers in a folded table', () => {
    const {container} = render(
      <Chart
        kind="columns"
        title="Letter counts in the ciphertext"
        description="Q and F stand far above the rest."
        data={letters}
        labelHeader="Letter"
        valueHeader="Count"
      />,
    );
    const chart = screen.getByRole('img');
    expect(
      container.querySelector(`#${chart.getAttribute('aria-labelledby')!.split(' ')[1]}`)!
        .textContent,
    ).toBe('Q and F stand far above the rest.');
    expect(container.querySelectorAll('svg rect')).toHaveLength(26);
    // A single letter is narrow enough to sit under every column.
    expect(
      [...container.querySelectorAll('svg text tspan')].map((label) => label.textContent).join(''),
    ).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    expect(container.querySelector('details summary')!.textContent).toBe(
      'The numbers behind the chart',
    );
    expect(container.querySelectorAll('details tbody tr')).toHaveLength(26);
    expect(container.querySelector('details tbody tr')!.textContent).toBe('A0');
  });

  it('gives two charts on one page different ids', () => {
    const {container} = render(
      <>
        <Chart
          kind="bars"
          title="One"
          description="First."
          data={letters.slice(0, 3)}
          labelHeader="L"
          valueHeader="N"
        />
        <Chart
          kind="bars"
          title="Two"
          description="Second."
          data={letters.slice(0, 3)}
          labelHeader="L"
          valueHeader="N"
        />
      </>,
    );
    const ids = [...container.querySelectorAll('figure')].map((figure) => figure.id);
    expect(new Set(ids).size).toBe(2);
  });
});
