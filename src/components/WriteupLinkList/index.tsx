import type {ReactNode} from 'react';
import QuietLink from '@site/src/components/QuietLink';
import Finished from '@site/src/components/Progress/Finished';
import type {WriteupLink} from '@site/src/plugins/model/writeups/client';
import styles from './styles.module.css';

/** Write-ups as a compact list of links: title, then platform, category, difficulty and points; a tick on those the reader finished. */
export default function WriteupLinkList({
  writeups,
}: {
  readonly writeups: readonly WriteupLink[];
}): ReactNode {
  return (
    <ul className={styles.list}>
      {writeups.map((writeup) => (
        <li key={writeup.permalink} className={styles.item}>
          {/* Platform, category and difficulty inside the link: a title alone ("information") can read as a generic link. */}
          <QuietLink to={writeup.permalink}>
            {writeup.title}
            <span className={styles.about}>{writeup.about}</span>
          </QuietLink>
          <Finished permalink={writeup.permalink} />
        </li>
      ))}
    </ul>
  );
}
