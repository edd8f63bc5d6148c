import type {ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {SocialImage} from '@site/src/plugins/social-images/client';

/** A write-up (a doc with a `platform`) shares its own social card; other docs keep the site's. */
export default function DocItemMetadataWrapper(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const isWriteup = typeof (frontMatter as Record<string, unknown>).platform === 'string' && !frontMatter.image;
  return (
    <>
      <Metadata />
      {isWriteup && <SocialImage permalink={metadata.permalink} />}
    </>
  );
}
