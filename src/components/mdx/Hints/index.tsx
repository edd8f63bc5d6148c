import React, {Children, isValidElement, type ReactElement, type ReactNode} from 'react';
import {searchIgnoreProps} from '@site/src/config/search';
import styles from './styles.module.css';

type HintProps = {readonly children: ReactNode};

/** One hint inside <Hints>; it renders only as part of the sequence. */
export function Hint({children}: HintProps): ReactNode {
  return children;
}

type Props = {readonly children: ReactNode};

/**
 * Progressive hints: each is a native disclosure nested in the previous one, so
 * hint 2 can only be opened after hint 1. Works without JavaScript, is keyboard
 * accessible, and stays out of the search index and its snippets.
 */
export default function Hints({children}: Props): ReactNode {
  const hints = Children.toArray(children).filter((child): child is ReactElement<HintProps> =>
    isValidElement(child),
  );
  const renderFrom = (index: number): ReactNode => {
    const hint = hints[index];
    if (!hint) return null;
    return (
      <details className={styles.hint}>
        <summary className={styles.summary}>
          <span className={styles.show}>Show</span>
          <span className={styles.hide}>Hide</span>
          {` hint ${index + 1} of ${hints.length}`}
        </summary>
        <div className={styles.body}>{hint.props.children}</div>
        {renderFrom(index + 1)}
      </details>
    );
  };
  return (
    <div className={styles.hints} {...searchIgnoreProps}>
      {renderFrom(0)}
    </div>
  );
}
