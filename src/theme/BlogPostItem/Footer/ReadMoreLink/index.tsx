/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/BlogPostItem/Footer/ReadMoreLink/index.tsx,
 * sha256 c523633e5a1671dc8f5393f63438e15efcb3cc80d1bbfc6f88b4132027bfd674); src/theme/__tests__/ejected.test.ts fails when it changes.
 * Change: the post's title is part of the link text (visually hidden) instead of an
 * aria-label, so "Read more" links are distinct for every reader and crawler.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function BlogPostItemFooterReadMoreLink({
  blogPostTitle,
  ...linkProps
}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>Read more</b>
      <span className="visually-hidden"> about {blogPostTitle}</span>
    </Link>
  );
}
