import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {isFinished} from './store';
import useProgress from './useProgress';
import styles from './styles.module.css';

/** On the home page, once the reader has progress: the last lesson or write-up they opened, and how far they are. */
export default function ContinueWhereYouStopped(): ReactNode {
  const progress = useProgress();
  const last = progress.last;
  if (!last) return null;
  const finished = Object.keys(progress.solved).length + Object.keys(progress.done).length;
  return (
    <p className={styles.continue} role="status">
      <span>Continue where you stopped: </span>
      <Link to={last.permalink}>{last.title}</Link>
      {isFinished(progress, last.permalink) && <span aria-hidden="true"> ✓</span>}
      <span className={styles.note}>
        {' '}
        · {finished} page{finished === 1 ? '' : 's'} finished so far
      </span>
    </p>
  );
}
