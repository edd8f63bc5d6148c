import {useEffect, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {pageDataFile, type PageFamily} from '@site/src/config/pages';
import {serializeJsonLd} from '@site/src/utils/jsonLd';

/** The id of the element that carries a family page's data in its HTML. */
export const pageDataElementId = 'page-data';

export type PageDataState<T> = {readonly data: T | null; readonly error: string | null};

/** The page's id: the last segment of the path (`/techniques/file-signatures` → `file-signatures`). */
function idOfPath(pathname: string): string {
  return decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '');
}

/** The data the server put in this page's HTML, if it is the page asked for. */
function readEmbedded<T extends {id: string}>(id: string): T | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(pageDataElementId)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as T;
    return data.id === id ? data : null;
  } catch {
    return null;
  }
}

/**
 * The data of a page of a family (src/config/navigation.ts `pageFamilies`). The
 * static HTML is rendered with it (`fromRoute`, the route's data module, which
 * the development server also gives); the browser's single family route has no
 * data module, so it reads the data the HTML carries (first visit) or fetches
 * the page's data file (in-app navigation).
 */
export function usePageData<T extends {id: string}>(family: PageFamily, fromRoute: T | undefined): PageDataState<T> {
  const {pathname} = useLocation();
  const id = idOfPath(pathname);
  const [state, setState] = useState<PageDataState<T> & {id: string}>(() => ({id, data: readEmbedded<T>(id), error: null}));
  const dataUrl = useBaseUrl(`/${family}/${id}/${pageDataFile}`);
  const known = fromRoute?.id === id ? fromRoute : state.id === id ? state.data : null;

  useEffect(() => {
    if (known) return;
    let current = true;
    fetch(dataUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`${dataUrl} answered HTTP ${response.status}`);
        return response.json() as Promise<T>;
      })
      .then(
        (data) => current && setState({id, data, error: null}),
        (error: unknown) => current && setState({id, data: null, error: error instanceof Error ? error.message : String(error)}),
      );
    return () => {
      current = false;
    };
  }, [dataUrl, id, known]);

  return {data: known, error: state.id === id ? state.error : null};
}

/** The page's data in its HTML, for usePageData to read on the first visit (a data block: never run, no CSP hash). */
export function PageDataScript({data}: {readonly data: {readonly id: string}}): ReactNode {
  // The same escaping as JSON-LD: no value can end the block.
  return <script type="application/json" id={pageDataElementId} dangerouslySetInnerHTML={{__html: serializeJsonLd(data)}} />;
}

/** What a family page shows while its data arrives after an in-app navigation, or why it could not. */
export function PageDataPending({
  what,
  backTo,
  backLabel,
  error,
}: {
  readonly what: string;
  readonly backTo: string;
  readonly backLabel: string;
  readonly error: string | null;
}): ReactNode {
  return (
    <Layout title={backLabel}>
      <main className="container margin-vert--lg">
        {error ? (
          <div role="alert">
            <p>
              This {what} page could not be loaded: {error}
            </p>
            <p>
              <Link to={backTo}>Back to {backLabel.toLowerCase()}</Link>, or reload the page.
            </p>
          </div>
        ) : (
          <p role="status">Loading…</p>
        )}
      </main>
    </Layout>
  );
}
