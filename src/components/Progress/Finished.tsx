import type {ReactNode} from 'react';
import clsx from 'clsx';
import {isFinished, isSolved} from './store';
import useProgress from './useProgress';
import styles from './styles.module.css';

/** A tick beside a page the reader finished (flag checked, or marked as done); nothing otherwise. */
export default function Finished({
  permalink,
  className,
}: {
  readonly permalink: string;
  readonly className?: string;
}): ReactNode {
  const progress = useProgress();
  if (!isFinished(progress, permalink)) return null;
  return (
    <span className={clsx(styles.finished, className)}>
      <span aria-hidden="true">✓</span> {isSolved(progress, permalink) ? 'Solved' : 'Done'}
    </span>
  );
}
