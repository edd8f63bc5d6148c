// @vitest-environment happy-dom
import React from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, render, screen, within} from '@testing-library/react';
import {BarChart, ColumnChart} from '../index';

afterEach(cleanup);

const categories = [
  {label: 'Forensics', value: 46},
  {label: 'General Skills', value: 23},
  {label: 'Cryptography', value: 0},
];

/** Each body row as [label, count], as a reader of the table sees it. */
/** The texts drawn in the plot: labels, values and ticks, without the axis titles. */
const plotTexts = (container: HTMLElement) =>
  [...container.querySelectorAll('svg g:not([aria-hidden]) text')] as SVGTextElement[];

/** The axis titles, in drawing order. */
const axisTitles = (container: HTMLElement) =>
  [...container.querySelectorAll('svg g[aria-hidden] text')].map((text) => text.textContent);

const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('BarChart', () => {
  it('is an image named by its title and a summary of the data', () => {
    render(
      <BarChart
        id="chart-pico"
        title="picoCTF write-ups by category"
        data={categories}
        labelHeader="Category"
      />,
    );
    const image = screen.getByRole('img', {
      name: 'picoCTF write-ups by category Forensics 46, General Skills 23, Cryptography 0.',
    });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.getAttribute('viewBox')).toMatch(/^0 0 400 /);
    expect(image.getAttribute('width')).toBe('100%');
    expect(
      screen.getByText('picoCTF write-ups by category', {selector: 'figcaption'}),
    ).toBeTruthy();
  });

  it('uses the given description instead of the generated summary', () => {
    render(<BarChart id="chart-x" title="Tools" description="Python leads." data={categories} />);
    expect(screen.getByRole('img', {name: 'Tools Python leads.'})).toBeTruthy();
  });

  it('derives its ids from the id prop so that server and client markup match', () => {
    const {container} = render(<BarChart id="chart-pico" title="T" data={categories} />);
    expect(container.querySelector('svg')!.getAttribute('aria-labelledby')).toBe(
      'chart-pico-title chart-pico-desc',
    );
    expect(container.querySelector('#chart-pico-title')!.tagName.toLowerCase()).toBe('title');
    expect(container.querySelector('#chart-pico-desc')!.tagName.toLowerCase()).toBe('desc');
  });

  it('has a table with one row per datum and the right numbers', () => {
    render(
      <BarChart
        id="chart-pico"
        title="picoCTF write-ups by category"
        data={categories}
        labelHeader="Category"
      />,
    );
    const table = screen.getByRole('table', {name: 'picoCTF write-ups by category'});
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Category', 'Write-ups']);
    expect(tableRows(table)).toEqual([
      ['Forensics', '46'],
      ['General Skills', '23'],
      ['Cryptography', '0'],
    ]);
  });

  it('draws bars proportional to the counts, with each count printed', () => {
    const {container} = render(<BarChart id="c" title="T" data={categories} />);
    const widths = [...container.querySelectorAll('rect')].map((rect) =>
      Number(rect.getAttribute('width')),
    );
    expect(widths).toHaveLength(3);
    expect(widths[0]).toBeGreaterThan(0);
    expect(widths[1]).toBeCloseTo(widths[0]! / 2, 1);
    expect(widths[2]).toBe(0);
    const texts = plotTexts(container).map((text) => text.textContent);
    expect(texts).toEqual(['Forensics', '46', 'General Skills', '23', 'Cryptography', '0']);
  });

  it('keeps the chart inside its viewBox', () => {
    const {container} = render(
      <BarChart
        id="c"
        title="T"
        data={[{label: 'A tool with an unreasonably long name', value: 999}]}
      />,
    );
    const rect = container.querySelector('rect')!;
    const right = Number(rect.getAttribute('x')) + Number(rect.getAttribute('width'));
    expect(right).toBeLessThanOrEqual(400 - 24);
    expect(plotTexts(container)[0]!.textContent).toMatch(/…$/);
    expect(screen.getByRole('table').textContent).toContain(
      'A tool with an unreasonably long name',
    );
  });

  it('titles its axes with the table headers: what the labels are and what the bars count', () => {
    const {container} = render(
      <BarChart id="c" title="T" data={categories} labelHeader="Category" valueHeader="Pages" />,
    );
    expect(axisTitles(container)).toEqual(['Category', 'Pages']);
    // The titles sit above the first bar, never over it.
    const firstBarTop = Number(container.querySelector('rect')!.getAttribute('y'));
    const barsOffset = /translate\(0 (\d+)\)/.exec(
      container.querySelector('svg g:not([aria-hidden])')!.getAttribute('transform') ?? '',
    );
    expect(Number(barsOffset?.[1]) + firstBarTop).toBeGreaterThan(14);
  });

  it('says there is nothing to show for no data', () => {
    const {container} = render(<BarChart id="c" title="Most used tools" data={[]} />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('table')).toBeNull();
    expect(container.textContent).toContain('No write-ups yet.');
  });
});

describe('ColumnChart', () => {
  const byMonth = [
    {label: '2024-11', value: 3},
    {label: '2024-12', value: 0},
    {label: '2025-01', value: 14},
    {label: '2025-02', value: 35},
    {label: '2025-03', value: 29},
  ];

  it('is an image named by its title and a summary of the timeline', () => {
    render(
      <ColumnChart
        id="chart-month"
        title="Write-ups published each month"
        data={byMonth}
        labelHeader="Month"
      />,
    );
    expect(
      screen.getByRole('img', {
        name: 'Write-ups published each month 81 in total from Nov 2024 to Mar 2025; most in Feb 2025 (35).',
      }),
    ).toBeTruthy();
  });

  it('lists every month in its table, zeros included', () => {
    render(
      <ColumnChart
        id="chart-month"
        title="Write-ups published each month"
        data={byMonth}
        labelHeader="Month"
      />,
    );
    const table = screen.getByRole('table', {name: 'Write-ups published each month'});
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Month', 'Write-ups']);
    expect(tableRows(table)).toEqual([
      ['Nov 2024', '3'],
      ['Dec 2024', '0'],
      ['Jan 2025', '14'],
      ['Feb 2025', '35'],
      ['Mar 2025', '29'],
    ]);
  });

  it('draws columns proportional to the counts on a y axis reaching past the largest', () => {
    const {container} = render(<ColumnChart id="c" title="T" data={byMonth} />);
    const heights = [...container.querySelectorAll('rect')].map((rect) =>
      Number(rect.getAttribute('height')),
    );
    expect(heights).toHaveLength(5);
    expect(heights[1]).toBe(0);
    expect(heights[4]! / heights[3]!).toBeCloseTo(29 / 35, 2);
    expect(heights[2]! / heights[3]!).toBeCloseTo(14 / 35, 2);
    // Axis tick labels are the texts without month/year lines.
    const ticks = plotTexts(container)
      .filter((text) => !text.querySelector('tspan'))
      .map((text) => text.textContent);
    expect(ticks).toEqual(['0', '10', '20', '30', '40']);
  });

  it('titles the count axis and the label axis', () => {
    const {container} = render(
      <ColumnChart id="c" title="T" data={byMonth} labelHeader="Month" valueHeader="Write-ups" />,
    );
    expect(axisTitles(container)).toEqual(['Write-ups', 'Month']);
  });

  it('labels months on the axis with the year where it starts and changes', () => {
    const {container} = render(<ColumnChart id="c" title="T" data={byMonth} />);
    const axisLabels = plotTexts(container)
      .filter((text) => text.querySelector('tspan'))
      .map((text) => text.textContent);
    expect(axisLabels).toEqual(['Nov2024', 'Dec', 'Jan2025', 'Feb', 'Mar']);
  });
});
