import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {postSocialImagePath} from '../card';

/**
 * Points `og:image` and `twitter:image` at the card src/plugins/features/social-images drew
 * for this blog post. Rendered after the theme's own metadata, so it takes precedence
 * over the site-wide card (react-helmet keeps the last tag of each name).
 */
export function SocialImage({permalink}: {readonly permalink: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return <PageMetadata image={postSocialImagePath(permalink, siteConfig.baseUrl)} />;
}
