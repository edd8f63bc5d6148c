import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {canKeepProgress, isDone, setDone} from './store';
import useProgress from './useProgress';
import styles from './styles.module.css';

/**
 * "Mark as done", for a page without a flag to check (a Root-Me method page, a lab, a lesson): a toggle
 * button that keeps the mark in this browser. Shown once the page is interactive.
 */
export default function MarkAsDone({permalink}: {readonly permalink: string}): ReactNode {
  const isBrowser = useIsBrowser();
  const done = isDone(useProgress(), permalink);
  if (!isBrowser) return null;
  if (!canKeepProgress())
    return <p className={styles.note}>This browser does not let the site keep your progress.</p>;
  return (
    <p className={styles.markAsDone}>
      <button
        type="button"
        className="button button--secondary button--sm"
        aria-pressed={done}
        onClick={() => setDone(permalink, !done)}
      >
        {done ? '✓ Done' : 'Mark as done'}
      </button>
      <span className={styles.note}>
        {done ? 'Kept in this browser only.' : 'Your progress stays in this browser.'}
      </span>
    </p>
  );
}
