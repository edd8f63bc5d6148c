import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import PractiseNext from '@site/src/components/PractiseNext';

/** The end of a doc page: "practise next" (write-ups only), then the footer (tags, last update). */
export default function FooterWrapper(props: WrapperProps<typeof FooterType>): ReactNode {
  return (
    <>
      <PractiseNext />
      <Footer {...props} />
    </>
  );
}
