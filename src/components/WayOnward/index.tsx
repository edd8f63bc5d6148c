import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {typedInputLimits} from '@site/src/config/inputs';
import {readerPages} from '@site/src/config/pages';
import styles from './styles.module.css';

/**
 * What a page that was not found offers instead: a search of the site (a plain form, so it works before and
 * without JavaScript, answered by the search page) and the places most readers come for.
 */
export default function WayOnward(): ReactNode {
  const searchPage = useBaseUrl('/search');
  return (
    <nav aria-label="Where to go from here" className={`container ${styles.onward}`}>
      <form action={searchPage} method="get" role="search" className={styles.search}>
        <label htmlFor="not-found-search">Search the site for what you were looking for</label>
        <div className={styles.searchRow}>
          <input
            id="not-found-search"
            type="search"
            name="q"
            maxLength={typedInputLimits.searchQuery}
            placeholder="e.g. steganography, Splunk, xxd"
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      <ul className={styles.links}>
        <li>
          <Link to="/">The home page</Link>
        </li>
        <li>
          <Link to={`/${readerPages.explorer}`}>Explore all write-ups</Link>
        </li>
        <li>
          <Link to={`/${readerPages.learn}/`}>Learn: the lessons</Link>
        </li>
        <li>
          <Link to="/blog">The blog</Link>
        </li>
      </ul>
    </nav>
  );
}
