// @vitest-environment happy-dom
import React from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react';
import Flag from '../index';

afterEach(cleanup);

describe('Flag', () => {
  it('keeps a known flag closed until the reader opens it', () => {
    const {container} = render(<Flag value="picoCTF{t3st_fl4g}" />);
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(screen.getByText('Reveal the flag').tagName).toBe('SUMMARY');
    fireEvent.click(screen.getByText('Reveal the flag'));
    expect(details.open).toBe(true);
    expect(container.querySelector('.flag-value')?.textContent).toBe('picoCTF{t3st_fl4g}');
  });

  it('copies the flag and announces it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
    render(<Flag value="picoCTF{c0py_m3}" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Copy flag'}));
    });
    expect(writeText).toHaveBeenCalledWith('picoCTF{c0py_m3}');
    expect(screen.getByRole('status').textContent).toBe('Copied to clipboard');
  });

  it('says so when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {value: {writeText: vi.fn().mockRejectedValue(new Error('denied'))}, configurable: true});
    render(<Flag value="picoCTF{x}" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Copy flag'}));
    });
    expect(screen.getByRole('status').textContent).toMatch(/Copy failed/);
  });

  it('shows a redacted flag with its format and the reason, and no value', () => {
    const {container} = render(<Flag redacted="per-player" prefix="picoCTF" />);
    expect(container.textContent).toContain('picoCTF{…}');
    expect(container.textContent).toContain('generates a different flag for each player');
    expect(container.querySelector('.flag-value')).toBeNull();
    expect(container.querySelector('[data-flag="redacted"]')).not.toBeNull();
  });

  it('explains Root-Me redaction without a flag format', () => {
    const {container} = render(<Flag redacted="root-me" />);
    expect(container.textContent).toContain('Root-Me asks solvers not to publish validation passwords');
    expect(container.textContent).not.toContain('{');
  });
});
