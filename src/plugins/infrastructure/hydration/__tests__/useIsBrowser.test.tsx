// @vitest-environment happy-dom
/**
 * The site's `@docusaurus/useIsBrowser`: "is this the browser?" is each reader's own state. A
 * component that hydrates answers as the server did, then turns true once, alone: the page around
 * it is not rendered again (Docusaurus's own hook reads a context that re-renders every reader in
 * one task right after hydration). A component mounted after hydration answers true at once. The
 * page is wrapped in Docusaurus's own, unchanged `BrowserContextProvider`, as in the app.
 */
import path from 'node:path';
import React, {Suspense, use, useState, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {createRoot, hydrateRoot, type Root} from 'react-dom/client';
import {act} from '@testing-library/react';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {loadDocusaurusAliases} from '@docusaurus/core/lib/webpack/aliases';
import {BrowserContextProvider} from '@docusaurus/core/lib/client/browserContext';
import config from '../../../../../docusaurus.config';
import {replaceUseIsBrowser, useIsBrowserAlias} from '..';

/** A fresh copy of the hook's module: the "has hydrated" flag is module state. */
async function loadHook(): Promise<() => boolean> {
  vi.resetModules();
  return (await import('../useIsBrowser')).default;
}

describe('the useIsBrowser alias', () => {
  it("replaces Docusaurus's own alias, in its place", async () => {
    const aliases = await loadDocusaurusAliases();
    const replaced = replaceUseIsBrowser(aliases);
    expect(replaced[useIsBrowserAlias]).toBe(path.resolve(__dirname, '../useIsBrowser.ts'));
    expect(Object.keys(replaced)).toEqual(Object.keys(aliases));
  });

  it('stops the build with a message when Docusaurus drops the alias', () => {
    expect(() => replaceUseIsBrowser({'@docusaurus/Link': 'x'})).toThrow(/no longer defines/);
  });

  it("is one of the site's plugins", () => {
    const plugins = (config.plugins ?? []).flat().filter((p) => typeof p === 'string');
    expect(plugins).toContain('./src/plugins/infrastructure/hydration/index.ts');
  });
});

describe('useIsBrowser', () => {
  let useIsBrowser: () => boolean;
  const renders: Record<string, number> = {};
  const count = (name: string) => (renders[name] = (renders[name] ?? 0) + 1);

  beforeEach(async () => {
    useIsBrowser = await loadHook();
    for (const name of Object.keys(renders)) delete renders[name];
  });

  function Reader({name}: {name: string}): ReactNode {
    count(name);
    return <span data-reader={name}>{useIsBrowser() ? 'browser' : 'server'}</span>;
  }
  function Article(): ReactNode {
    count('article');
    return <p>Text that does not depend on the browser.</p>;
  }
  function Page({extra}: {extra?: ReactNode}): ReactNode {
    count('page');
    return (
      <BrowserContextProvider>
        <main>
          <Article />
          <Reader name="toggle" />
          {extra}
        </main>
      </BrowserContextProvider>
    );
  }

  it('hydrates as the server rendered, then turns the readers alone to true', async () => {
    const html = renderToString(<Page />);
    expect(html).toContain('server');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    for (const name of Object.keys(renders)) delete renders[name];

    await act(async () => {
      hydrateRoot(container, <Page />, {onRecoverableError});
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('[data-reader="toggle"]')?.textContent).toBe('browser');
    expect(renders).toEqual({page: 1, article: 1, toggle: 2});
    container.remove();
  });

  it('answers true at once in a component mounted after hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    let show: (value: boolean) => void = () => {};
    function Toggled(): ReactNode {
      const [shown, setShown] = useState(false);
      show = setShown;
      return shown ? <Reader name="later" /> : null;
    }
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page extra={<Toggled />} />);
    });
    await act(async () => show(true));

    expect(container.querySelector('[data-reader="later"]')?.textContent).toBe('browser');
    expect(renders.later).toBe(1);
    root?.unmount();
    container.remove();
  });

  it('turns true in a transition: a part that waits for the browser keeps the page on screen', async () => {
    // A transition keeps showing what is on screen while its render waits; an urgent update, as
    // Docusaurus's context makes, would show the fallback. The browser-only part here waits forever.
    const never = new Promise<never>(() => {});
    function BrowserOnlyPart(): ReactNode {
      return use(never);
    }
    function Part(): ReactNode {
      return useIsBrowser() ? <BrowserOnlyPart /> : <p>first render</p>;
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <BrowserContextProvider>
          <Suspense fallback={<p>fallback</p>}>
            <Part />
          </Suspense>
        </BrowserContextProvider>,
      ),
    );

    expect(container.textContent).toBe('first render');
    root.unmount();
    container.remove();
  });
});
