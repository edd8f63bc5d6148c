import type {Browser} from 'playwright';
import {describe, expect, it, vi} from 'vitest';
import {concurrencyLimit, sharedBrowserType} from '..';

describe('the render limit', () => {
  it('runs at most its number of tasks at once, and every task in the end', async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let mostAtOnce = 0;
    const finishers: (() => void)[] = [];
    const task = (name: string) =>
      limit(async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise<void>((resolve) => finishers.push(resolve));
        running -= 1;
        return name;
      });
    const results = Promise.all(['a', 'b', 'c', 'd', 'e'].map(task));
    // Let each task that may start do so, then finish them one by one as they come.
    for (let finished = 0; finished < 5; finished += 1) {
      await vi.waitFor(() => expect(finishers.length).toBeGreaterThan(finished));
      expect(running).toBeLessThanOrEqual(2);
      finishers[finished]!();
    }
    await expect(results).resolves.toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(mostAtOnce).toBe(2);
  });

  it('frees its place when a task fails', async () => {
    const limit = concurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('render failed')))).rejects.toThrow(
      'render failed',
    );
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });
});

describe('the shared browser', () => {
  function fakeBrowser() {
    const close = vi.fn(async () => {});
    return {browser: {close, newContext: vi.fn(), version: () => '1'} as unknown as Browser, close};
  }

  it('serves the next file with the same browser when rehype-mermaid closes it between files', async () => {
    vi.useFakeTimers();
    try {
      const {browser, close} = fakeBrowser();
      const launch = vi.fn(async () => browser);
      const browserType = sharedBrowserType({}, launch);

      const first = await browserType.launch();
      await first.close();
      const second = await browserType.launch();
      expect(launch).toHaveBeenCalledTimes(1);
      expect(second.version()).toBe('1');

      // Another plugin's files still render with it: closing one use leaves the browser open.
      const otherPlugin = await browserType.launch();
      const third = await browserType.launch();
      await third.close();
      await vi.runAllTimersAsync();
      expect(close).not.toHaveBeenCalled();
      await otherPlugin.close();

      // Once no file has asked for a while, the browser is really closed, and a later file launches another.
      await second.close();
      await vi.runAllTimersAsync();
      expect(close).toHaveBeenCalledTimes(1);
      await browserType.launch();
      expect(launch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
