import type {ReactNode} from 'react';
import TOCMobile from '@theme-original/DocItem/TOC/Mobile';
import type TOCMobileType from '@theme/DocItem/TOC/Mobile';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

/** A write-up (its front matter names a platform) or a lesson (it names a technique) opens with a card or an intro line. */
export const opensWithCard = (frontMatter: Record<string, unknown>) =>
  typeof frontMatter.platform === 'string' || typeof frontMatter.technique === 'string';

/**
 * The phone's "On this page": on write-ups and lessons it comes after the challenge card or the lesson's
 * intro line (src/components/MobilePageToc, which they render), so the first screen says what the page is
 * about before listing its sections; other docs keep it where Docusaurus puts it.
 */
export default function TOCMobileWrapper(props: WrapperProps<typeof TOCMobileType>): ReactNode {
  const {frontMatter} = useDoc();
  if (opensWithCard(frontMatter as Record<string, unknown>)) return null;
  return <TOCMobile {...props} />;
}
