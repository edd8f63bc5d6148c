import React, {type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * A Markdown table in a region that scrolls sideways on narrow screens; the region
 * takes keyboard focus so that keyboard users can scroll it too.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    // tabIndex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <div className={styles.region} role="region" aria-label="Table" tabIndex={0}>
      <table {...props} />
    </div>
  );
}
