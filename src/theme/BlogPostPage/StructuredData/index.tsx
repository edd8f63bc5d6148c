/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/BlogPostPage/StructuredData/index.tsx,
 * sha256 7c7aea581fa23852618d2e54e28a400cc914e065be90598c96f8ca1e2c1cd27e).
 * Change: the structured data is written with serializeJsonLd, which escapes `<`,
 * `>` and `&`: a title such as `</script><script>…` can no longer end the block
 * and run as a script. src/theme/__tests__/ejected.test.ts fails when upstream changes.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {serializeJsonLd} from '@site/src/utils/jsonLd';
import {useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';

export default function BlogPostStructuredData(): ReactNode {
  const structuredData = useBlogPostStructuredData();
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(structuredData)}</script>
    </Head>
  );
}
