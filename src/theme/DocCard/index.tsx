import type {ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import {useDocDescription} from '@site/src/plugins/model/writeups/client';

type Props = WrapperProps<typeof DocCardType>;

/** A doc's card shows its description, which now comes from the category route's data. */
export default function DocCardWrapper({item}: Props): ReactNode {
  const description = useDocDescription(item.type === 'link' ? item.docId : undefined);
  return (
    <DocCard
      item={
        item.type === 'link' && description && !item.description ? {...item, description} : item
      }
    />
  );
}
