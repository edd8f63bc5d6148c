import React, {isValidElement, type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

/** The longest label a table region gets: enough to tell tables apart when listed by a screen reader. */
const maxLabelLength = 80;

/** The text a React node renders, as the server writes it. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{children?: ReactNode}>(node)) return textOf(node.props.children);
  return '';
}

/** The first element of `type` among `nodes`, searched depth first. */
function findElement(
  nodes: ReactNode,
  type: string,
): React.ReactElement<{children?: ReactNode}> | null {
  for (const node of React.Children.toArray(nodes)) {
    if (!isValidElement<{children?: ReactNode}>(node)) continue;
    if (node.type === type) return node;
    const found = findElement(node.props.children, type);
    if (found) return found;
  }
  return null;
}

/** "Table: Event ID, Field, Meaning": the region's name, from the table's column headings. */
export function tableRegionLabel(children: ReactNode): string {
  const headerRow = findElement(findElement(children, 'thead')?.props.children, 'tr');
  const headings = React.Children.toArray(headerRow?.props.children)
    .map((cell) => textOf(cell).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  if (headings.length === 0) return 'Table';
  const label = `Table: ${headings.join(', ')}`;
  return label.length > maxLabelLength ? `${label.slice(0, maxLabelLength - 1).trimEnd()}…` : label;
}

/**
 * A Markdown table in a region that scrolls sideways on narrow screens; the region
 * takes keyboard focus so that keyboard users can scroll it too, and is named by the
 * table's column headings, so a page's tables are told apart in a list of landmarks.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    // tabIndex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <div
      className={styles.region}
      role="region"
      aria-label={tableRegionLabel(props.children)}
      tabIndex={0}
    >
      <table {...props} />
    </div>
  );
}
