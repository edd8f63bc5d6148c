/**
 * Wraps @docusaurus/theme-classic's Navbar/MobileSidebar. The original renders the
 * phone menu (site links and, on a docs page, every link of the page's sidebar)
 * hidden off-screen as soon as the window is phone-sized, so every page load on a
 * phone built hundreds of DOM nodes nobody sees, on the main thread, right after
 * hydration. Here the menu is rendered the first time it is opened and kept after.
 */
import React, {useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

export default function MobileSidebarOnFirstOpen(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) {
    // Adjusting state while rendering: the menu renders in the same pass that opens it.
    setOpened(true);
  }
  return opened ? <MobileSidebar /> : null;
}
