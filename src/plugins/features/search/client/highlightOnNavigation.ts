import type {ClientModule} from '@docusaurus/types';

/** Marks the words a search hit was opened with (`?_highlight=…`, repeated) in the article. */
const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const terms = new URLSearchParams(location.search).getAll('_highlight');
    if (terms.length === 0) return;
    // Only an article's text: other pages (the explorer, search) are React's to change, and a mark inside
    // text React later updates would freeze that text.
    const root = document.querySelector('article .markdown');
    if (!root) return;
    // Loaded only when a search hit was opened; runs after React has committed the page. Offline, the
    // highlighter may not have been saved: that failure reaches the notice of src/plugins/infrastructure/offline.
    void import('./highlight').then(({markTerms}) => markTerms(root, terms));
  },
};

export default clientModule;
