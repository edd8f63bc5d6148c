import {useCallback, useEffect, useState, useSyncExternalStore} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchOptions, SearchOutcome} from '../engine';
import {getSearchService, idleStatus, type SearchService, type SearchStatus} from './searchService';

/** The page's search service and its status; `load` starts it once (hover or focus), `retry` after a failure. */
export function useSearchEngine(): {
  service: SearchService;
  status: SearchStatus;
  load: () => void;
  retry: () => void;
} {
  const {siteConfig} = useDocusaurusContext();
  const service = getSearchService(siteConfig.baseUrl);
  const status = useSyncExternalStore(
    useCallback((onChange: () => void) => service.subscribe(onChange), [service]),
    () => service.current,
    () => idleStatus,
  );
  const load = useCallback(() => service.load(), [service]);
  const retry = useCallback(() => service.retry(), [service]);
  return {service, status, load, retry};
}

/**
 * The outcome of `query`, null while there is nothing to show. While a newer
 * query is being answered the previous outcome stays on screen; answers that
 * arrive out of order are dropped. Queries again when the index improves.
 */
export function useSearchOutcome(
  service: SearchService,
  status: SearchStatus,
  query: string,
  options: SearchOptions,
): SearchOutcome | null {
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  const {typing, limit, context} = options;
  const within = context?.within;
  const outside = context?.outside;
  const answering = status.state === 'ready';
  const active = answering && query.trim() !== '';
  useEffect(() => {
    if (!active) return undefined;
    let current = true;
    void service.search(query, {typing, limit, context: {within, outside}}).then((next) => {
      if (current) setOutcome(next);
    });
    return () => {
      current = false;
    };
  }, [service, status.state, active, query, typing, limit, within, outside]);
  return active ? outcome : null;
}

/** A hit's address: the page, the searched words as repeated `_highlight` parameters, and the heading. */
export function hitHref(
  baseUrl: string,
  hit: {url: string; anchor: string},
  terms: readonly string[],
): string {
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
