import type {MouseEvent, ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

type Props = {readonly to: string; readonly className?: string; readonly children: ReactNode};

/**
 * An in-site link that navigates inside the app like Docusaurus' <Link> and loads
 * the target's code on hover or focus, but does not prefetch it when it scrolls
 * into view. For links to data-heavy pages (the explorer carries every write-up)
 * and for long lists whose links come and go, where viewport prefetching costs
 * downloads and main-thread work on every page view or filter change.
 */
export default function QuietLink({to, className, children}: Props): ReactNode {
  const history = useHistory();
  const href = useBaseUrl(to);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    history.push(href);
  };
  const preload = () => void window.docusaurus.preload(href);
  return (
    <a href={href} className={className} onClick={onClick} onMouseEnter={preload} onFocus={preload}>
      {children}
    </a>
  );
}
