/**
 * Ejected from @docusaurus/theme-classic BlogPostItem/Footer/ReadMoreLink (a leaf).
 * Change: the post's title is part of the link text (visually hidden) instead of an
 * aria-label, so "Read more" links are distinct for every reader and crawler.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>Read more</b>
      <span className="visually-hidden"> about {blogPostTitle}</span>
    </Link>
  );
}
