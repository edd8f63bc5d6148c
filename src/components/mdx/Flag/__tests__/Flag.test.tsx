// @vitest-environment happy-dom
import React from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {act, cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import Flag from '../index';

// Docusaurus's useIsBrowser: false in the server HTML and during hydration, true after.
const page = vi.hoisted(() => ({hydrated: true}));
vi.mock('@docusaurus/useIsBrowser', () => ({default: () => page.hydrated}));

afterEach(() => {
  cleanup();
  page.hydrated = true;
});

describe('Flag', () => {
  it('keeps a known flag closed until the reader opens it', () => {
    const {container} = render(<Flag value="picoCTF{t3st_fl4g}" />);
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(screen.getByText('Reveal the flag').tagName).toBe('SUMMARY');
    fireEvent.click(screen.getByText('Reveal the flag'));
    expect(details.open).toBe(true);
    expect(details.querySelector('code')?.textContent).toBe('picoCTF{t3st_fl4g}');
  });

  it('copies the flag and announces it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
    render(<Flag value="picoCTF{c0py_m3}" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Copy flag'}));
    });
    expect(writeText).toHaveBeenCalledWith('picoCTF{c0py_m3}');
    expect(screen.getByText('Copied to clipboard').getAttribute('role')).toBe('status');
  });

  it('says so when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: {writeText: vi.fn().mockRejectedValue(new Error('denied'))},
      configurable: true,
    });
    render(<Flag value="picoCTF{x}" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Copy flag'}));
    });
    expect(screen.getByText(/Copy failed/).getAttribute('role')).toBe('status');
  });

  it('shows only the common part of a per-player flag, says why, and offers no copy of a partial flag', () => {
    const {container} = render(<Flag value="picoCTF{p4ck37_5h4rk_" varies />);
    expect(screen.getByText('Reveal the common part of the flag').tagName).toBe('SUMMARY');
    expect(container.querySelector('code')?.textContent).toBe(
      'picoCTF{p4ck37_5h4rk_••••••••} followed by a part that differs for every player',
    );
    expect(container.textContent).toContain('only the part everyone shares is shown');
    expect(screen.queryByRole('button', {name: 'Copy flag'})).toBeNull();
  });

  it('keeps every flag out of the search index', () => {
    const {container} = render(<Flag value="picoCTF{x}" />);
    expect(container.firstElementChild?.getAttribute('data-search-ignore')).toBe('true');
  });

  describe('check your answer', () => {
    it('is offered only once the page runs in the browser: the server HTML has no field that cannot work', () => {
      page.hydrated = false;
      render(<Flag value="picoCTF{x}" />);
      expect(screen.getByText('Reveal the flag').tagName).toBe('SUMMARY');
      expect(screen.queryByLabelText('Check your answer')).toBeNull();
    });

    const check = async (answer: string) => {
      fireEvent.change(screen.getByLabelText('Check your answer'), {target: {value: answer}});
      const status = screen.getAllByRole('status').at(-1)!;
      await act(async () => {
        fireEvent.click(screen.getByRole('button', {name: 'Check'}));
      });
      await waitFor(() => expect(status.textContent).not.toBe(''));
      return status.textContent;
    };

    it('compares the hash of the pasted answer, without surrounding space, with the hash the build made', async () => {
      const flag = 'picoCTF{now_you_know_about_extensions}';
      const {unmount} = render(
        <Flag
          value={flag}
          sha256="a18f07558e55158b516a38f70da094ee06b217ade0dc5f5b769dbe22051bbeea"
        />,
      );
      expect(await check(`  ${flag}\n`)).toMatch(/^Correct: that is the flag\./);
      unmount();
      // The build's hash decides, not the text on the page.
      render(<Flag value={flag} sha256={'0'.repeat(64)} />);
      expect(await check(flag)).toBe('Not this flag. Check the spelling, the case and the braces.');
    });

    it("marks the write-up solved in the reader's progress when the answer passes, and says so", async () => {
      localStorage.clear();
      render(<Flag value="picoCTF{r1ght}" />);
      expect(await check('picoCTF{wr0ng}')).not.toMatch(/Marked as solved/);
      expect(localStorage.length).toBe(0);
      expect(await check('picoCTF{r1ght}')).toBe(
        'Correct: that is the flag. Marked as solved in your progress.',
      );
      expect(JSON.parse(localStorage.getItem('my-small-blog:progress')!).solved).toHaveProperty([
        window.location.pathname.replace(/\/+$/, '') || '/',
      ]);
    });

    it('recognises the right flag and a near miss', async () => {
      render(<Flag value="picoCTF{r1ght}" />);
      expect(await check(' picoCTF{r1ght} ')).toMatch(/^Correct: that is the flag\./);
      expect(await check('picoctf{r1ght}')).toBe(
        'Not this flag. Check the spelling, the case and the braces.',
      );
    });

    it('checks the common part and the shape of a per-player flag', async () => {
      render(<Flag value="picoCTF{c0mm0n_" varies suffix="[0-9a-f]{8}" />);
      expect(await check('picoCTF{c0mm0n_1a2b3c4d}')).toMatch(
        /^The common part matches and the rest has the expected shape: your flag looks right\./,
      );
      expect(await check('picoCTF{c0mm0n_1a2b}')).toBe(
        'The common part matches, but the rest does not have the expected shape.',
      );
      expect(await check('picoCTF{common_1a2b3c4d}')).toBe(
        'The start differs from the part every player shares. Compare it character by character.',
      );
    });
  });
});
