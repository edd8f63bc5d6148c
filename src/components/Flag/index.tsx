import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import CopyButton from '@site/src/components/CopyButton';
import {flagRedactionReasons, type FlagRedactionReason} from '@site/src/config/writeups';
import styles from './styles.module.css';

type Props =
  | {readonly value: string; readonly redacted?: undefined; readonly prefix?: undefined}
  | {readonly redacted: FlagRedactionReason; readonly prefix?: string; readonly value?: undefined};

/**
 * A write-up's flag. A known flag stays hidden in a native disclosure widget
 * (keyboard accessible, works without JavaScript) until the reader opens it;
 * its text carries `flag-value` so the search index leaves it out.
 */
export default function Flag(props: Props): ReactNode {
  if (props.redacted !== undefined) {
    const {redacted, prefix} = props;
    return (
      <div className={clsx(styles.flag, styles.redacted)} data-flag="redacted">
        <p className={styles.label}>
          Flag <span className="badge badge--secondary">redacted</span>
        </p>
        <code className={styles.value} aria-label="Redacted flag">
          {prefix ? `${prefix}{…}` : '••••••••'}
        </code>
        <p className={styles.reason}>{flagRedactionReasons[redacted]}</p>
      </div>
    );
  }
  return (
    <details className={styles.flag} data-flag="shown">
      <summary className={styles.summary}>Reveal the flag</summary>
      <div className={styles.revealed}>
        <code className={clsx('flag-value', styles.value)}>{props.value}</code>
        <CopyButton text={props.value} label="Copy flag" />
      </div>
    </details>
  );
}
