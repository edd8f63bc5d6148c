import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import {
  DocDescriptionsContext,
  type DocDescriptions,
} from '@site/src/plugins/model/writeups/client';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType> & {
  readonly docDescriptions?: DocDescriptions;
};

/** Hands the cards the descriptions that src/plugins/model/writeups moved onto this route. */
export default function DocCategoryGeneratedIndexPageWrapper({
  docDescriptions,
  ...props
}: Props): ReactNode {
  return (
    <DocDescriptionsContext value={docDescriptions ?? {}}>
      <DocCategoryGeneratedIndexPage {...props} />
    </DocDescriptionsContext>
  );
}
