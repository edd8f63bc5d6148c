import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {searchIgnoreProps} from '@site/src/config/search';
import {isFinished} from '@site/src/components/Progress/store';
import useProgress from '@site/src/components/Progress/useProgress';
import type {WriteupDocMetadata} from '@site/src/plugins/model/writeups/client';
import styles from './styles.module.css';

/** How many suggestions a page shows. */
const shown = 3;

/**
 * "Practise next": three write-ups chosen at build time for their shared techniques, tools or category
 * (none on other docs), leaving out those the reader has solved (the build ranks a few more for that).
 */
export default function PractiseNext(): ReactNode {
  // The writeups plugin adds the suggestions to the doc's metadata (src/plugins/model/writeups/index.ts).
  const candidates = (useDoc().metadata as WriteupDocMetadata).practiseNext ?? [];
  const progress = useProgress();
  const links = candidates.filter((link) => !isFinished(progress, link.permalink)).slice(0, shown);
  if (links.length === 0) return null;
  return (
    <nav className={styles.practiseNext} aria-labelledby="practise-next" {...searchIgnoreProps}>
      {/* A plain heading: no anchor link, this part is not in the table of contents. */}
      <h2 id="practise-next">Practise next</h2>
      <ul>
        {links.map((link) => (
          <li key={link.permalink}>
            <Link to={link.permalink}>{link.title}</Link>
            <span>{link.about}</span>
            <span>{link.reason}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
