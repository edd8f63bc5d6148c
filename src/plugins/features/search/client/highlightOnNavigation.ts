import type {ClientModule} from '@docusaurus/types';

/** Marks the words a search hit was opened with (`?_highlight=…`, repeated) in the article. */
const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const terms = new URLSearchParams(location.search).getAll('_highlight');
    if (terms.length === 0) return;
    // Loaded only when a search hit was opened; runs after React has committed the page.
    void import('./highlight').then(({markTerms}) => {
      const root = document.querySelector('article .markdown') ?? document.querySelector('main');
      if (root) markTerms(root, terms);
    });
  },
};

export default clientModule;
