/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/DocBreadcrumbs/StructuredData/index.tsx,
 * sha256 7f45795169a3b4f54d3d283a8d764adb21794c27c0bc69ebc6fec276d8e0aa08).
 * Change: the structured data is written with serializeJsonLd, which escapes `<`,
 * `>` and `&`: a title such as `</script><script>…` can no longer end the block
 * and run as a script. src/theme/__tests__/ejected.test.ts fails when upstream changes.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {serializeJsonLd} from '@site/src/utils/jsonLd';
import {useBreadcrumbsStructuredData} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocBreadcrumbs/StructuredData';

export default function DocBreadcrumbsStructuredData(props: Props): ReactNode {
  const structuredData = useBreadcrumbsStructuredData({
    breadcrumbs: props.breadcrumbs,
  });
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(structuredData)}</script>
    </Head>
  );
}
