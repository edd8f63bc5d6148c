import type {ReactNode} from 'react';
import QuietLink from '@site/src/components/QuietLink';
import type {WriteupLink} from '@site/src/plugins/writeups/writeupLink';
import styles from './styles.module.css';

/** Write-ups as a compact list: title, then platform, category, difficulty and points. */
export default function WriteupLinkList({writeups}: {readonly writeups: readonly WriteupLink[]}): ReactNode {
  return (
    <ul className={styles.list}>
      {writeups.map((writeup) => (
        <li key={writeup.permalink} className={styles.item}>
          <QuietLink to={writeup.permalink}>{writeup.title}</QuietLink>
          <span className={styles.about}>{writeup.about}</span>
        </li>
      ))}
    </ul>
  );
}
