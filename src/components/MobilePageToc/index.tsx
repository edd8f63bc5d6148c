import type {ReactNode} from 'react';
import TOCMobile from '@theme-original/DocItem/TOC/Mobile';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

/**
 * The phone's "On this page", placed after a write-up's challenge card or a lesson's intro line
 * (src/theme/DocItem/TOC/Mobile leaves it out of its usual place on those pages). Shown as Docusaurus
 * shows it: only with headings to list and when the page does not hide its table of contents.
 */
export default function MobilePageToc(): ReactNode {
  const {toc, frontMatter} = useDoc();
  if (frontMatter.hide_table_of_contents || toc.length === 0) return null;
  return <TOCMobile />;
}
