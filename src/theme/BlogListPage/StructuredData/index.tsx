/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/BlogListPage/StructuredData/index.tsx,
 * sha256 cd19a12c6bdd9d4e59a6c84f5e1b9d695c1aa3445fd5b26f1bc809b7f4c03e42).
 * Change: the structured data is written with serializeJsonLd, which escapes `<`,
 * `>` and `&`: a title such as `</script><script>…` can no longer end the block
 * and run as a script. src/theme/__tests__/ejected.test.ts fails when upstream changes.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {serializeJsonLd} from '@site/src/utils/jsonLd';
import {useBlogListPageStructuredData} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogListPage/StructuredData';

export default function BlogListPageStructuredData(props: Props): ReactNode {
  const structuredData = useBlogListPageStructuredData(props);
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(structuredData)}</script>
    </Head>
  );
}
