/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/DocSidebar/index.tsx,
 * sha256 c8ebcf85b048a95dcd02af9c5f63af6ad6f32a1cc94001d81fbb5d86a2e9085a).
 * Change: the desktop sidebar stays mounted on phones (its container is hidden
 * below 997 px by CSS) instead of being rendered for hydration and unmounted
 * right after, which cost phones a second render of every sidebar link.
 * src/theme/__tests__/ejected.test.ts fails when upstream changes.
 */
import React, {type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  // The mobile sidebar is not visible on hydration: it needs no server rendering.
  const shouldRenderSidebarMobile = windowSize === 'mobile';
  return (
    <>
      <DocSidebarDesktop {...props} />
      {shouldRenderSidebarMobile && <DocSidebarMobile {...props} />}
    </>
  );
}
