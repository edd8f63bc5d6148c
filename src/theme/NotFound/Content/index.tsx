import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {productionOnlyFile} from '@site/src/config/productionOnly';
import {relativeToBaseUrl} from '@site/src/utils/permalinks';
import WayOnward from '@site/src/components/WayOnward';

type Props = WrapperProps<typeof NotFoundContentType>;

/** Under `npm start`, a file only the production build makes says so, instead of looking like a broken link. */
function DevelopmentServerNote(): ReactNode {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const what = productionOnlyFile(relativeToBaseUrl(pathname, baseUrl));
  if (!what) return null;
  return (
    <div className="container margin-top--lg">
      <div className="alert alert--info" role="note">
        The development server does not make {what}: only <code>npm run build</code> does. Run{' '}
        <code>npm run build &amp;&amp; npm run serve</code> to see this file.
      </div>
    </div>
  );
}

export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      {process.env.NODE_ENV === 'development' && <DevelopmentServerNote />}
      <NotFoundContent {...props} />
      <WayOnward />
    </>
  );
}
