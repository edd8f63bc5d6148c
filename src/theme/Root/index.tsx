/**
 * Wraps Docusaurus's Root. Right after hydration Docusaurus flips `useIsBrowser()` to
 * true, and everything that reads it (each sidebar category, each code block's
 * buttons, the flag check) re-renders at once, in one render React cannot
 * interrupt: a long task on a slow phone. Here the value reaches them through
 * useDeferredValue, so React renders the change in short slices and the page
 * answers input between them. The server HTML and hydration are unchanged.
 */
import React, {useDeferredValue, type ReactNode} from 'react';
import OriginalRoot from '@theme-original/Root';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';

export default function Root({children}: {children: ReactNode}): ReactNode {
  const isBrowser = useDeferredValue(useIsBrowser());
  return (
    <OriginalRoot>
      <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>
    </OriginalRoot>
  );
}
