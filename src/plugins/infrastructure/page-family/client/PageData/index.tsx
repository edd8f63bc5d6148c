import {useEffect, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import NotFound from '@theme/NotFound';
import {pageDataFile, type PageFamily} from '@site/src/config/pages';
import {serializeJsonLd} from '@site/src/utils/jsonLd';
import type {Check} from './shape';

/** The id of the element that carries a family page's data in its HTML. */
export const pageDataElementId = 'page-data';

export type PageDataState<T> =
  | {readonly status: 'found'; readonly data: T}
  | {readonly status: 'loading'}
  | {readonly status: 'failed'; readonly error: string}
  /** The address names no page of the family: the reader gets the site's not-found page. */
  | {readonly status: 'not-found'};

/**
 * The page's id: the last segment of the path, decoded (`/techniques/file-signatures` →
 * `file-signatures`); null when the segment is not valid percent-encoding (`%E0%A4%A`).
 */
export function idOfPath(pathname: string): string | null {
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The data the server put in this page's HTML, if it is the page asked for and has the page's shape. */
function readEmbedded<T extends {id: string}>(id: string, isPageData: Check<T>): T | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(pageDataElementId)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return isPageData(data) && data.id === id ? data : null;
  } catch {
    return null;
  }
}

type Fetched<T> = {readonly id: string; readonly data: T | null; readonly error: string | null};

/**
 * The data of a page of a family (src/config/pages.ts `pageFamilies`). Only ids
 * of the family's own list (`familyIds`, a data module of every page of the
 * family) are ever looked up: any other address, however it is encoded, is the
 * not-found page, and no file outside the family is fetched. The static HTML is
 * rendered with the route's data module (`fromRoute`, which the development
 * server also gives); the browser's single family route has none, so it reads
 * the data the HTML carries (first visit) or fetches the page's data file
 * (in-app navigation), which must have the page's shape (`isPageData`).
 */
export function usePageData<T extends {id: string}>(
  family: PageFamily,
  fromRoute: T | undefined,
  familyIds: readonly string[],
  isPageData: Check<T>,
): PageDataState<T> {
  const {pathname} = useLocation();
  const decoded = idOfPath(pathname);
  const id = decoded !== null && familyIds.includes(decoded) ? decoded : null;
  const [fetched, setFetched] = useState<Fetched<T> | null>(() =>
    id === null ? null : {id, data: readEmbedded(id, isPageData), error: null},
  );
  const dataUrl = useBaseUrl(
    id === null ? '/' : `/${family}/${encodeURIComponent(id)}/${pageDataFile}`,
  );
  const known =
    id === null
      ? null
      : fromRoute?.id === id
        ? fromRoute
        : fetched?.id === id
          ? fetched.data
          : null;

  useEffect(() => {
    if (id === null || known) return undefined;
    let current = true;
    fetch(dataUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`${dataUrl} answered HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((data) => {
        if (!isPageData(data) || data.id !== id)
          throw new Error(`${dataUrl} does not hold this page's data`);
        return data;
      })
      .then(
        (data) => current && setFetched({id, data, error: null}),
        (error: unknown) =>
          current &&
          setFetched({
            id,
            data: null,
            error: error instanceof Error ? error.message : String(error),
          }),
      );
    return () => {
      current = false;
    };
  }, [dataUrl, id, known, isPageData]);

  if (id === null) return {status: 'not-found'};
  if (known) return {status: 'found', data: known};
  if (fetched?.id === id && fetched.error !== null) return {status: 'failed', error: fetched.error};
  return {status: 'loading'};
}

/** The page's data in its HTML, for usePageData to read on the first visit (a data block: never run, no CSP hash). */
export function PageDataScript({data}: {readonly data: {readonly id: string}}): ReactNode {
  // The same escaping as JSON-LD: no value can end the block.
  return (
    <script
      type="application/json"
      id={pageDataElementId}
      dangerouslySetInnerHTML={{__html: serializeJsonLd(data)}}
    />
  );
}

/**
 * What a family page shows instead of itself: the site's not-found page for an id outside the family, and
 * while its data arrives after an in-app navigation, "Loading…" or why it could not be loaded.
 */
export function PageDataFallback({
  state,
  family,
  what,
  backLabel,
}: {
  readonly state: Exclude<PageDataState<unknown>, {readonly status: 'found'}>;
  readonly family: PageFamily;
  /** The kind of page, in the error message: "technique", "tool". */
  readonly what: string;
  /** The family's index, as the link back names it: "Techniques". */
  readonly backLabel: string;
}): ReactNode {
  if (state.status === 'not-found') return <NotFound />;
  return (
    <Layout title={backLabel}>
      <main className="container margin-vert--lg">
        {state.status === 'failed' ? (
          <div role="alert">
            <p>
              This {what} page could not be loaded: {state.error}
            </p>
            <p>
              <Link to={`/${family}/`}>Back to {backLabel.toLowerCase()}</Link>, or reload the page.
            </p>
          </div>
        ) : (
          <p role="status">Loading…</p>
        )}
      </main>
    </Layout>
  );
}
