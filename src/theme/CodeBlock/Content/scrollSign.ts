import {useEffect, useState, type RefObject} from 'react';

/** Whether a block runs past its right edge: `more` while there is code to scroll to, `none` otherwise. */
export type ScrollSign = 'more' | 'none';

/** How close to the end counts as the end: sub-pixel widths never leave a sign on a block read to its end. */
const endTolerance = 2;

function signOf(block: HTMLElement): ScrollSign {
  return block.scrollLeft + block.clientWidth < block.scrollWidth - endTolerance ? 'more' : 'none';
}

// Shared observers for every block on the page. A block is measured only while it is on screen: blocks off screen
// are not laid out (content-visibility in styles.module.css), and reading their width would lay each one out.
const updaters = new Map<Element, () => void>();
const onScreen = new Set<Element>();
let intersectionObserver: IntersectionObserver | undefined;
let resizeObserver: ResizeObserver | undefined;

function observe(block: HTMLElement, update: () => void): () => void {
  intersectionObserver ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) {
        onScreen.add(entry.target);
        updaters.get(entry.target)?.();
      } else onScreen.delete(entry.target);
    }
  });
  resizeObserver ??= new ResizeObserver((entries) => {
    for (const entry of entries) if (onScreen.has(entry.target)) updaters.get(entry.target)?.();
  });
  updaters.set(block, update);
  intersectionObserver.observe(block);
  resizeObserver.observe(block);
  return () => {
    updaters.delete(block);
    onScreen.delete(block);
    intersectionObserver?.unobserve(block);
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
    if (
      !block ||
      typeof ResizeObserver === 'undefined' ||
      typeof IntersectionObserver === 'undefined'
    )
      return undefined;
    const update = () => setSign(signOf(block));
    block.addEventListener('scroll', update, {passive: true});
    const stopObserving = observe(block, update);
    return () => {
      block.removeEventListener('scroll', update);
      stopObserving();
    };
  }, [blockRef]);
  return sign;
}
