import type {ClientModule} from '@docusaurus/types';
import {markTerms} from './highlight';

/** Marks the words a search hit was opened with (`?_highlight=…`, repeated) in the article. */
const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const terms = new URLSearchParams(location.search).getAll('_highlight');
    if (terms.length === 0) return;
    // After React has committed the new page.
    window.setTimeout(() => {
      const root = document.querySelector('article .markdown') ?? document.querySelector('main');
      if (root) markTerms(root, terms);
    }, 0);
  },
};

export default clientModule;
