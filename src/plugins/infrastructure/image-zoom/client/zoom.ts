/** Figures in a write-up or post (diagrams included), but not images that are links. */
export const zoomableSelector = '.markdown img:not(a img)';

/** The enlarged figure may fill this share of the window. */
const roomWidth = 0.96;
const roomHeight = 0.9;

/**
 * How much larger a figure would show in the zoom view: up to the window's size,
 * and for a bitmap no larger than its own pixels. (An SVG diagram has no pixels
 * of its own; it stays sharp at any size.)
 */
export function zoomScale(
  figure: {readonly displayed: {width: number; height: number}; readonly natural: {width: number; height: number} | null},
  window: {readonly width: number; readonly height: number},
): number {
  const maxWidth = Math.min(window.width * roomWidth, figure.natural?.width ?? Number.POSITIVE_INFINITY);
  const maxHeight = Math.min(window.height * roomHeight, figure.natural?.height ?? Number.POSITIVE_INFINITY);
  return Math.min(maxWidth / figure.displayed.width, maxHeight / figure.displayed.height);
}

const isSvg = (image: HTMLImageElement) => /^data:image\/svg|\.svg(?:[?#]|$)/.test(image.currentSrc || image.src);

/**
 * Shows the figure alone in a modal <dialog>, as large as the window allows.
 * The browser's dialog brings focus handling and Escape; a click anywhere closes it.
 */
function openZoom(image: HTMLImageElement): void {
  const dialog = document.createElement('dialog');
  dialog.className = 'image-zoom';
  dialog.setAttribute('aria-label', image.alt ? `Enlarged figure: ${image.alt}` : 'Enlarged figure');
  const copy = document.createElement('img');
  // A figure names its largest file (src/components/Figure); other images show what they loaded.
  copy.src = image.dataset.zoomSrc ?? (image.currentSrc || image.src);
  copy.alt = image.alt;
  if (image.id.startsWith('mermaid')) copy.classList.add('image-zoom__diagram');
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'button button--secondary button--sm image-zoom__close';
  close.textContent = 'Close';
  dialog.append(close, copy);
  dialog.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
}

function onClick(event: MouseEvent): void {
  const image = event.target;
  if (!(image instanceof HTMLImageElement) || !image.matches(zoomableSelector)) return;
  const scale = zoomScale(
    {
      displayed: {width: image.clientWidth, height: image.clientHeight},
      // A figure's own size (its width attribute) rather than the smaller file the screen picked.
      natural: isSvg(image)
        ? null
        : {
            width: (image.dataset.zoomSrc && Number(image.getAttribute('width'))) || image.naturalWidth,
            height: (image.dataset.zoomSrc && Number(image.getAttribute('height'))) || image.naturalHeight,
          },
    },
    {width: window.innerWidth, height: window.innerHeight},
  );
  // Not worth a zoom view when the figure would barely grow.
  if (scale < 1.15) return;
  openZoom(image);
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', onClick);
}
