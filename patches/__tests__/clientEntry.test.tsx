// @vitest-environment happy-dom
/**
 * @docusaurus+core+3.10.2.patch, lib/client/clientEntry.js: the entry evaluates React DOM, the route
 * table and the app in tasks of their own (one long task on a phone before), and asks for the page's
 * chunks only after the load event, so the load event waits for the scripts the HTML names alone.
 */
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';

const steps: string[] = [];
const hydrateRoot = vi.fn(() => ({render: vi.fn()}));
const preload = vi.fn(async () => []);

vi.mock('react-dom/client', () => {
  steps.push('react-dom');
  return {default: {hydrateRoot, createRoot: vi.fn()}, hydrateRoot};
});
vi.mock('@docusaurus/core/lib/client/App', () => {
  steps.push('app');
  return {default: () => null};
});
vi.mock('@docusaurus/core/lib/client/preload', () => ({default: preload}));
vi.mock('@docusaurus/core/lib/client/docusaurus', () => ({default: {}}));

/** Resolves after the tasks already queued have run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the client entry after the patch', () => {
  const readyState = Object.getOwnPropertyDescriptor(Document.prototype, 'readyState');
  beforeAll(() => {
    // The page is still loading, and the compiled entry's hot-reload check reads CommonJS's `module`.
    Object.defineProperty(document, 'readyState', {configurable: true, get: () => 'loading'});
    vi.stubGlobal('module', {});
    vi.stubEnv('HYDRATE_CLIENT_ENTRY', 'true');
    document.body.innerHTML = '<div id="__docusaurus"></div>';
  });
  afterAll(() => {
    if (readyState) Object.defineProperty(document, 'readyState', readyState);
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('evaluates React DOM and the app in later tasks, and hydrates only after the load event', async () => {
    await import('@docusaurus/core/lib/client/clientEntry');
    expect(steps).toEqual([]);

    await vi.waitFor(() => expect(steps).toEqual(['react-dom', 'app']));
    for (let task = 0; task < 5; task += 1) await nextTask();
    expect(preload).not.toHaveBeenCalled();
    expect(hydrateRoot).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(hydrateRoot).toHaveBeenCalledTimes(1));
    expect(preload).toHaveBeenCalledWith(window.location.pathname);
  });
});
