import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {searchIgnoreProps} from '@site/src/config/search';
import type {WriteupDocMetadata} from '@site/src/plugins/model/writeups/client';
import styles from './styles.module.css';

/** "Practise next": three write-ups chosen at build time for their shared techniques, tools or category (none on other docs). */
export default function PractiseNext(): ReactNode {
  // The writeups plugin adds the suggestions to the doc's metadata (src/plugins/model/writeups/index.ts).
  const links = (useDoc().metadata as WriteupDocMetadata).practiseNext ?? [];
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
