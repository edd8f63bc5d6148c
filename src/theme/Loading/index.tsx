import type {ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import styles from './styles.module.css';

/**
 * What a page shows while its code chunk loads: nothing for the first 200 ms
 * (react-loadable's `pastDelay`), then a spinner; if the chunk fails, the error
 * text and a Retry button. Replaces Docusaurus' fallback, whose hard-coded
 * colours ignore the colour mode and whose spinner has no text for screen readers.
 */
export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p>{String(error)}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className={styles.loading} role="status">
      <span className={`loading-ring ${styles.spinner}`} aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
