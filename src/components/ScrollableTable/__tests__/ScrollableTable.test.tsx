import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import ScrollableTable from '../index';

/** A table as MDX hands it over: thead and tbody elements, cells holding text and inline code. */
const table = (headings: React.ReactNode[]) => (
  <ScrollableTable>
    <thead>
      <tr>
        {headings.map((heading, index) => (
          <th key={index}>{heading}</th>
        ))}
      </tr>
    </thead>
    <tbody>
      <tr>
        {headings.map((_, index) => (
          <td key={index}>x</td>
        ))}
      </tr>
    </tbody>
  </ScrollableTable>
);

const regionLabel = (html: string) => /aria-label="([^"]*)"/.exec(html)?.[1];

describe('ScrollableTable', () => {
  it('names its scrolling region after the column headings, so two tables of a page are told apart', () => {
    expect(
      regionLabel(
        renderToStaticMarkup(table(['Event ID', <code key="c">TargetObject</code>, 'Meaning'])),
      ),
    ).toBe('Table: Event ID, TargetObject, Meaning');
    expect(regionLabel(renderToStaticMarkup(table(['Shift', 'Score'])))).toBe(
      'Table: Shift, Score',
    );
  });

  it('keeps a long name short, and says "Table" when there are no headings', () => {
    const label = regionLabel(
      renderToStaticMarkup(
        table(Array.from({length: 12}, (_, index) => `Column number ${index + 1}`)),
      ),
    )!;
    expect(label.length).toBeLessThanOrEqual(80);
    expect(label).toMatch(/^Table: Column number 1, .*…$/);
    expect(
      regionLabel(
        renderToStaticMarkup(
          <ScrollableTable>
            <tbody>
              <tr>
                <td>x</td>
              </tr>
            </tbody>
          </ScrollableTable>,
        ),
      ),
    ).toBe('Table');
  });
});
