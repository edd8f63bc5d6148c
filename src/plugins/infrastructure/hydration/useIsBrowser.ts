import {startTransition, useEffect, useState} from 'react';

/**
 * Set by the first effect of the page's first commit. Components that hydrate
 * read it while it is still false (as the server rendered them); components
 * mounted later, by a client-side navigation, read true.
 */
let hydrated = false;

/**
 * `@docusaurus/useIsBrowser`, answered per component. Docusaurus's own hook
 * reads one context that turns true right after hydration, and React then
 * re-renders every reader of it in one long task (100–300 ms on a long
 * write-up on a phone). Here each reader keeps its own answer and turns true in
 * a transition, which React renders in short slices.
 */
export default function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(() => hydrated);
  useEffect(() => {
    hydrated = true;
    if (!isBrowser) startTransition(() => setIsBrowser(true));
    // Once per mount: the answer only ever goes from false to true.
  }, []);
  return isBrowser;
}
