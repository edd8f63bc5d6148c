import type {ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {hasOwnSocialCard} from '@site/src/plugins/social-images/card';
import {SocialImage} from '@site/src/plugins/social-images/client';

/** A write-up shares its own social card; other docs keep the site's. */
export default function DocItemMetadataWrapper(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  return (
    <>
      <Metadata />
      {hasOwnSocialCard('doc', {frontMatter, unlisted: metadata.unlisted}) && <SocialImage permalink={metadata.permalink} />}
    </>
  );
}
