import type {Page} from 'playwright';

/** Main-thread responsiveness: how long a trivial task queued now waits before it runs (bench:hostile). */
export const mainThreadDelay = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        setTimeout(() => resolve(performance.now() - start), 0);
      }),
  );
