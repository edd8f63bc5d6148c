import type {ReactNode} from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {postHasOwnSocialCard} from '@site/src/plugins/features/social-images/card';
import {SocialImage} from '@site/src/plugins/features/social-images/client/SocialImage';

/** A blog post shares its own social card unless its front matter names an image. */
export default function BlogPostPageMetadataWrapper(): ReactNode {
  const {metadata, frontMatter} = useBlogPost();
  return (
    <>
      <Metadata />
      {postHasOwnSocialCard({frontMatter, unlisted: metadata.unlisted}) && (
        <SocialImage permalink={metadata.permalink} />
      )}
    </>
  );
}
