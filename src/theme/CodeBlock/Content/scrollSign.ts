import {useEffect, useState, type RefObject} from 'react';

/** Whether a block runs past its right edge: `more` while there is code to scroll to, `none` otherwise. */
export type ScrollSign = 'more' | 'none';

/** How close to the end counts as the end: sub-pixel widths never leave a sign on a block read to its end. */
const endTolerance = 2;

function signOf(block: HTMLElement): ScrollSign {
  return block.scrollLeft + block.clientWidth < block.scrollWidth - endTolerance ? 'more' : 'none';
}

// One observer for every block on the page: it fires when a block is first laid out (blocks off screen are
// not, see content-visibility in styles.module.css) and whenever its width changes.
const updaters = new Map<Element, () => void>();
let resizeObserver: ResizeObserver | undefined;

function observeSize(block: HTMLElement, update: () => void): () => void {
  resizeObserver ??= new ResizeObserver((entries) => {
    for (const entry of entries) updaters.get(entry.target)?.();
  });
  updaters.set(block, update);
  resizeObserver.observe(block);
  return () => {
    updaters.delete(block);
    resizeObserver?.unobserve(block);
  };
}

/**
 * Tells whether the code block in `blockRef` has code beyond its right edge, so the block can show a sign that it
 * scrolls; the sign goes when the reader reaches the end or the lines wrap. Without JavaScript there is no sign
 * and the block still scrolls.
 */
export function useScrollSign(blockRef: RefObject<HTMLPreElement | null>): ScrollSign {
  const [sign, setSign] = useState<ScrollSign>('none');
  useEffect(() => {
    const block = blockRef.current;
    if (!block || typeof ResizeObserver === 'undefined') return undefined;
    const update = () => setSign(signOf(block));
    block.addEventListener('scroll', update, {passive: true});
    const stopObserving = observeSize(block, update);
    return () => {
      block.removeEventListener('scroll', update);
      stopObserving();
    };
  }, [blockRef]);
  return sign;
}
