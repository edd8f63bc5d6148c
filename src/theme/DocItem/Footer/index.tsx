import {useEffect, type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PractiseNext from '@site/src/components/PractiseNext';
import MarkAsDone from '@site/src/components/Progress/MarkAsDone';
import {recordVisit} from '@site/src/components/Progress/store';
import {platforms} from '@site/src/config/writeups';

/** A write-up (its front matter names a platform) or a lesson (it names a technique): the pages progress follows. */
function progressKind(frontMatter: Record<string, unknown>): 'flag' | 'done' | null {
  if (typeof frontMatter.technique === 'string') return 'done';
  const platform = frontMatter.platform;
  if (typeof platform !== 'string' || !Object.hasOwn(platforms, platform)) return null;
  // CTF write-ups are finished by checking their flag; method and lab pages have none and are marked as done.
  return platforms[platform as keyof typeof platforms].kind === 'ctf' ? 'flag' : 'done';
}

/**
 * The end of a doc page: "Mark as done" on pages without a flag (Root-Me method pages, labs, lessons),
 * "practise next" (write-ups only), then the footer (tags, last update). A write-up or lesson opened is
 * remembered, for the home page's "continue where you stopped".
 */
export default function FooterWrapper(props: WrapperProps<typeof FooterType>): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const kind = progressKind(frontMatter as Record<string, unknown>);
  useEffect(() => {
    if (kind) recordVisit(metadata.permalink, metadata.title);
  }, [kind, metadata.permalink, metadata.title]);
  return (
    <>
      {kind === 'done' && <MarkAsDone permalink={metadata.permalink} />}
      <PractiseNext />
      <Footer {...props} />
    </>
  );
}
