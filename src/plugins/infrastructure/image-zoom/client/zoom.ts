/**
 * Opens a figure full size. Every figure (src/components/mdx/Figure) and every diagram
 * (src/plugins/infrastructure/mermaid) sits in a `.zoom-trigger` button, so a tap, a
 * click, Enter or Space opens it. The dialog shows the largest file at the size that
 * fits, with "Actual size" to see every pixel; the view scrolls (pans) and the browser's
 * own pinch zoom works inside it. Escape, a tap, Close or the back button closes it,
 * and focus goes back to the figure.
 */

/** The button a figure or diagram sits in. */
export const zoomTriggerSelector = '.zoom-trigger';

/** The history entry the open dialog adds, so that the back button closes it instead of leaving the page. */
const historyMarker = 'imageZoom';

type ZoomSource = {
  readonly src: string;
  readonly alt: string;
  readonly isDiagram: boolean;
  /** A diagram's drawn size: its SVG says only "100%" wide, which would make "Actual size" the screen's width. */
  readonly width?: number;
};

/** The file to open: a figure names its largest file for each colour mode; a diagram opens its own image. */
export function zoomSourceOf(trigger: HTMLElement, dark: boolean): ZoomSource | null {
  const image =
    [...trigger.querySelectorAll('img')].find(
      (candidate) => candidate.getClientRects().length > 0,
    ) ?? trigger.querySelector('img');
  if (!image) return null;
  const src =
    (dark ? trigger.dataset.zoomDarkSrc : undefined) ??
    trigger.dataset.zoomSrc ??
    (image.currentSrc || image.src);
  const isDiagram = image.id.startsWith('mermaid');
  const width = Number(image.getAttribute('width'));
  return {src, alt: image.alt, isDiagram, ...(isDiagram && width > 0 && {width})};
}

function button(label: string, className: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `button button--secondary button--sm ${className}`;
  element.textContent = label;
  return element;
}

function openZoom(trigger: HTMLElement): void {
  const source = zoomSourceOf(trigger, document.documentElement.dataset.theme === 'dark');
  if (!source) return;
  const dialog = document.createElement('dialog');
  dialog.className = 'image-zoom';
  dialog.setAttribute(
    'aria-label',
    source.alt ? `Enlarged figure: ${source.alt}` : 'Enlarged figure',
  );
  const bar = document.createElement('div');
  bar.className = 'image-zoom__bar';
  const actualSize = button('Actual size', 'image-zoom__actual');
  actualSize.setAttribute('aria-pressed', 'false');
  const close = button('Close', 'image-zoom__close');
  bar.append(actualSize, close);
  const stage = document.createElement('div');
  stage.className = 'image-zoom__stage';
  const copy = document.createElement('img');
  copy.src = source.src;
  copy.alt = source.alt;
  if (source.isDiagram) copy.classList.add('image-zoom__diagram');
  if (source.width) copy.width = source.width;
  stage.append(copy);
  dialog.append(bar, stage);

  let closed = false;
  const finish = () => {
    if (closed) return;
    closed = true;
    window.removeEventListener('popstate', onPopState);
    if (dialog.open) dialog.close();
    dialog.remove();
    trigger.focus({preventScroll: true});
  };
  // Closing by any means but the back button also takes back the history entry the dialog added.
  const dismiss = () => {
    if ((window.history.state as Record<string, unknown> | null)?.[historyMarker])
      window.history.back();
    else finish();
  };
  const onPopState = () => finish();

  actualSize.addEventListener('click', (event) => {
    event.stopPropagation();
    const actual = dialog.classList.toggle('image-zoom--actual');
    actualSize.setAttribute('aria-pressed', String(actual));
    actualSize.textContent = actual ? 'Fit to screen' : 'Actual size';
  });
  close.addEventListener('click', (event) => {
    event.stopPropagation();
    dismiss();
  });
  // A tap or click that did not pan the view closes it (panning with a finger makes no click).
  dialog.addEventListener('click', dismiss);
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    dismiss();
  });

  document.body.append(dialog);
  dialog.showModal();
  close.focus({preventScroll: true});
  window.history.pushState({...(window.history.state as object | null), [historyMarker]: true}, '');
  window.addEventListener('popstate', onPopState);
}

function onClick(event: MouseEvent): void {
  const trigger =
    event.target instanceof Element ? event.target.closest<HTMLElement>(zoomTriggerSelector) : null;
  if (!trigger) return;
  event.preventDefault();
  openZoom(trigger);
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', onClick);
}
