import type {ReactNode} from 'react';
import DocTagDocListPage from '@theme-original/DocTagDocListPage';
import type DocTagDocListPageType from '@theme/DocTagDocListPage';
import type {WrapperProps} from '@docusaurus/types';
import {describeWriteupLocation, locateWriteup} from '@site/src/plugins/writeups/paths';

type Props = WrapperProps<typeof DocTagDocListPageType>;

/**
 * One tag spans platforms, so each write-up's title on a tag page says where it
 * comes from: "information (picoCTF Forensics)".
 */
export default function DocTagDocListPageWrapper({tag, ...props}: Props): ReactNode {
  const items = tag.items.map((doc) => {
    const location = locateWriteup(`${doc.id}.mdx`);
    return location ? {...doc, title: `${doc.title} (${describeWriteupLocation(location)})`} : doc;
  });
  return <DocTagDocListPage {...props} tag={{...tag, items}} />;
}
