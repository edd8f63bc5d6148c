import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import styles from './styles.module.css';

export type Crumb = {readonly label: string; readonly to?: string};

/**
 * The trail above a page's title for pages outside the docs (techniques, tools), in the same markup and look as
 * the docs' own breadcrumbs, so every page shows one kind of trail: home, then each level, then the page itself.
 */
export default function Breadcrumbs({trail}: {readonly trail: readonly Crumb[]}): ReactNode {
  return (
    <nav aria-label="Breadcrumbs" className={clsx('theme-doc-breadcrumbs', styles.breadcrumbs)}>
      <ul className="breadcrumbs">
        <HomeBreadcrumbItem />
        {trail.map(({label, to}, index) => {
          const isLast = index === trail.length - 1;
          return (
            <li
              key={label}
              className={clsx('breadcrumbs__item', isLast && 'breadcrumbs__item--active')}
            >
              {to && !isLast ? (
                <Link className="breadcrumbs__link" to={to}>
                  {label}
                </Link>
              ) : (
                <span className="breadcrumbs__link" aria-current={isLast ? 'page' : undefined}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
