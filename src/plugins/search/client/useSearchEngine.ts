import {useCallback, useEffect, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchOptions, SearchOutcome} from '../engine';
import {loadSearchEngine, type Searcher} from './loadEngine';

export type EngineStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The searcher, loaded when `load` is first called (hover or focus), upgraded to full text later. */
export function useSearchEngine(): {searcher: Searcher | null; status: EngineStatus; load: () => void} {
  const {siteConfig} = useDocusaurusContext();
  const [searcher, setSearcher] = useState<Searcher | null>(null);
  const [status, setStatus] = useState<EngineStatus>('idle');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const load = useCallback(() => {
    if (status === 'loading' || status === 'ready') return;
    setStatus('loading');
    loadSearchEngine(siteConfig.baseUrl, (next) => {
      if (!mounted.current) return;
      setSearcher((current) => (current?.hasContent && !next.hasContent ? current : next));
      setStatus('ready');
    }).catch((error: unknown) => {
      console.warn('The search index could not be loaded:', error);
      if (mounted.current) setStatus('error');
    });
  }, [siteConfig.baseUrl, status]);
  return {searcher, status, load};
}

/**
 * The outcome of `query` with the current searcher; null while there is nothing to
 * show. While a newer query is being answered, the previous outcome stays on screen.
 */
export function useSearchOutcome(searcher: Searcher | null, query: string, options: SearchOptions): SearchOutcome | null {
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  const {typing, limit, context} = options;
  const within = context?.within;
  const outside = context?.outside;
  const active = searcher !== null && query.trim() !== '';
  useEffect(() => {
    if (!searcher || !query.trim()) return undefined;
    let current = true;
    void searcher.search(query, {typing, limit, context: {within, outside}}).then((next) => {
      if (current) setOutcome(next);
    });
    return () => {
      current = false;
    };
  }, [searcher, query, typing, limit, within, outside]);
  return active ? outcome : null;
}

/** A hit's address: the page, the searched words as repeated `_highlight` parameters, and the heading. */
export function hitHref(baseUrl: string, hit: {url: string; anchor: string}, terms: readonly string[]): string {
  const params = new URLSearchParams();
  for (const term of terms) params.append('_highlight', term);
  const query = params.toString();
  return `${baseUrl}${hit.url}${query ? `?${query}` : ''}${hit.anchor ? `#${hit.anchor}` : ''}`;
}

/** The search page's address for a query, optionally within (`id`) or outside (`-id`) a context. */
export function searchPageHref(baseUrl: string, query: string, context?: string): string {
  const params = new URLSearchParams({q: query});
  if (context) params.set('ctx', context);
  return `${baseUrl}search?${params}`;
}
