// @vitest-environment happy-dom
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import Loadable from 'react-loadable';
import Loading from '../index';

afterEach(cleanup);

/** A code chunk that fails on the first request and loads on the next, like a dropped connection. */
function flakyChunk() {
  let attempts = 0;
  return () => {
    attempts += 1;
    return attempts === 1
      ? Promise.reject(new Error('Loading chunk 4729 failed.'))
      : Promise.resolve({__esModule: true, default: () => <p>Write-up content</p>});
  };
}

describe('Loading, as react-loadable shows it for a page chunk', () => {
  it('shows nothing for the first 200 ms, then a spinner announced to screen readers', async () => {
    const Page = Loadable({
      loader: () => new Promise<never>(() => {}),
      loading: Loading,
      delay: 200,
    });
    render(<Page />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(await screen.findByRole('status', {}, {timeout: 1000})).toHaveProperty(
      'textContent',
      'Loading…',
    );
  });

  it('shows the error text with Retry when the chunk fails, and Retry loads the page', async () => {
    const Page = Loadable({loader: flakyChunk(), loading: Loading});
    render(<Page />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error: Loading chunk 4729 failed.');
    fireEvent.click(screen.getByRole('button', {name: 'Retry'}));
    expect(await screen.findByText('Write-up content')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
