// @vitest-environment happy-dom
/**
 * @docusaurus+core+3.10.2.patch: "is this the browser?" (useIsBrowser) is each reader's own state.
 * A component that hydrates answers as the server did, then turns true once, alone: the page
 * around it is not rendered again (the context it replaces re-rendered the whole page right after
 * hydration). A component mounted after hydration answers true at once.
 */
import React, {useState, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot, type Root} from 'react-dom/client';
import {act} from '@testing-library/react';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import type * as BrowserContext from '@docusaurus/core/lib/client/browserContext';

type Patched = {
  browserContext: typeof BrowserContext;
  useIsBrowser: () => boolean;
};

/** A fresh copy of the patched modules: the "has hydrated" flag is module state. */
async function loadPatched(): Promise<Patched> {
  vi.resetModules();
  const browserContext = await import('@docusaurus/core/lib/client/browserContext');
  const {default: useIsBrowser} = await import('@docusaurus/core/lib/client/exports/useIsBrowser');
  return {browserContext, useIsBrowser};
}

describe('useIsBrowser after the patch', () => {
  let patched: Patched;
  const renders: Record<string, number> = {};
  const count = (name: string) => (renders[name] = (renders[name] ?? 0) + 1);

  beforeEach(async () => {
    patched = await loadPatched();
    for (const name of Object.keys(renders)) delete renders[name];
  });

  function Reader({name}: {name: string}): ReactNode {
    count(name);
    return <span data-reader={name}>{patched.useIsBrowser() ? 'browser' : 'server'}</span>;
  }
  function Article(): ReactNode {
    count('article');
    return <p>Text that does not depend on the browser.</p>;
  }
  function Page({extra}: {extra?: ReactNode}): ReactNode {
    count('page');
    const {BrowserContextProvider} = patched.browserContext;
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
});
