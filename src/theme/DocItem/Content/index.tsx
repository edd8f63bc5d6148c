/**
 * Ejected from @docusaurus/theme-classic DocItem/Content (a leaf).
 * Change: renders the write-up's ChallengeCard between the title and the content,
 * so authors never import it by hand. Everything else is the original.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import ChallengeCard, {toChallengeCardProps} from '@site/src/components/ChallengeCard';

function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const shouldRender = !frontMatter.hide_title && typeof contentTitle === 'undefined';
  return shouldRender ? metadata.title : null;
}

export default function DocItemContent({children}: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  const card = toChallengeCardProps(useDoc().frontMatter as Record<string, unknown>);
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {syntheticTitle && (
        <header>
          <Heading as="h1">{syntheticTitle}</Heading>
        </header>
      )}
      {card && <ChallengeCard {...card} />}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
