/**
 * Wraps the code block's buttons (copy, word wrap). The theme renders them for every block of
 * the page right after hydration, in one render; here a block gets them when it comes near the
 * screen, or is pointed at or focused, so a long write-up builds only the few a reader can reach.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Buttons from '@theme-original/CodeBlock/Buttons';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Buttons';

/** How far from the screen a block gets its buttons: about a phone screen ahead of the reader. */
const nearScreenMargin = '800px 0px';

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

/** Calls `onNear` once, when `element` comes within `nearScreenMargin` of the screen; returns a cancel. */
function whenNearScreen(element: Element, onNear: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
      }
    },
    {rootMargin: nearScreenMargin},
  );
  waiting.set(element, onNear);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

export default function ButtonsWhenNear(props: Props): ReactNode {
  const {
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const block = codeBlockRef.current?.parentElement;
    if (isNear || !block) return undefined;
    const show = () => setIsNear(true);
    // Pointing at or focusing a block shows its buttons at once, before the next key press.
    block.addEventListener('pointerenter', show);
    block.addEventListener('focusin', show);
    const cancel = whenNearScreen(block, show);
    return () => {
      cancel();
      block.removeEventListener('pointerenter', show);
      block.removeEventListener('focusin', show);
    };
  }, [codeBlockRef, isNear]);
  // `code-block-buttons`: the hook src/css/custom.css uses to keep them visible on touch screens.
  return isNear ? (
    <Buttons {...props} className={clsx(props.className, 'code-block-buttons')} />
  ) : null;
}
