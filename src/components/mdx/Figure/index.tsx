import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** One picture's files: a PNG or JPEG fallback, a WebP srcset, and the largest file (what the zoom opens). */
type Picture = {readonly src: string; readonly srcSet: string; readonly zoomSrc: string};
type ShownPicture = Omit<Picture, 'zoomSrc'>;
/** A picture drawn for a narrow screen (`name.narrow.png`): its WebP srcset and its own size. */
type NarrowPicture = {readonly srcSet: string; readonly width: number; readonly height: number};

export type Props = Picture & {
  /** What the reader should notice in the figure. */
  readonly alt: string;
  readonly caption?: string;
  /** The source image's size, so the page reserves its room before it loads. */
  readonly width: number;
  readonly height: number;
  /** The dark colour mode's picture (a `name.dark.png` beside the figure), when there is one. */
  readonly darkSrc?: string;
  readonly darkSrcSet?: string;
  readonly darkZoomSrc?: string;
  /** The picture drawn for phones (`name.narrow.png`), and its dark variant (`name.narrow.dark.png`). */
  readonly narrowSrcSet?: string;
  readonly narrowWidth?: number;
  readonly narrowHeight?: number;
  readonly darkNarrowSrcSet?: string;
  readonly darkNarrowWidth?: number;
  readonly darkNarrowHeight?: number;
};

/** How wide the figure shows: the article's column on a desktop, the screen less the page's margins on a phone. */
const sizes = '(min-width: 1440px) 820px, (min-width: 997px) 58vw, calc(100vw - 2rem)';
/**
 * Screens that get a figure's narrow picture: a phone, where the wide figure would shrink its text
 * under 12 px, up to a small tablet held upright.
 */
export const narrowMedia = '(max-width: 600px)';

function narrowPicture(
  srcSet: string | undefined,
  width: number | undefined,
  height: number | undefined,
): NarrowPicture | undefined {
  return srcSet !== undefined && width !== undefined && height !== undefined
    ? {srcSet, width, height}
    : undefined;
}

function FigurePicture({
  src,
  srcSet,
  alt,
  width,
  height,
  narrow,
  className,
}: ShownPicture &
  Pick<Props, 'alt' | 'width' | 'height'> & {narrow?: NarrowPicture; className?: string}) {
  return (
    <picture className={className}>
      {narrow && (
        <source
          type="image/webp"
          media={narrowMedia}
          srcSet={narrow.srcSet}
          sizes={sizes}
          width={narrow.width}
          height={narrow.height}
        />
      )}
      <source type="image/webp" srcSet={srcSet} sizes={sizes} />
      <img
        className={styles.image}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}

/**
 * A figure of a write-up, made at build time from a PNG or JPEG beside the page
 * (src/plugins/infrastructure/figures): sized before it loads, loaded when it nears the screen,
 * in WebP at the width the screen needs. It sits in a button that opens its largest file full size
 * (src/plugins/infrastructure/image-zoom), by tap, click or keyboard.
 * Without a dark picture of its own it sits on a light neutral mat in the dark mode. With a narrow
 * picture, phones get that one; the zoom still opens the full figure.
 */
export default function Figure({
  alt,
  caption,
  width,
  height,
  src,
  srcSet,
  zoomSrc,
  darkSrc,
  darkSrcSet,
  darkZoomSrc,
  narrowSrcSet,
  narrowWidth,
  narrowHeight,
  darkNarrowSrcSet,
  darkNarrowWidth,
  darkNarrowHeight,
}: Props): ReactNode {
  const hasDark = darkSrc !== undefined && darkSrcSet !== undefined && darkZoomSrc !== undefined;
  return (
    <figure className={clsx(styles.figure, !hasDark && styles.neutralInDark)}>
      <button
        type="button"
        className={clsx('zoom-trigger', styles.trigger)}
        aria-haspopup="dialog"
        data-zoom-src={zoomSrc}
        data-zoom-dark-src={hasDark ? darkZoomSrc : undefined}
      >
        <FigurePicture
          src={src}
          srcSet={srcSet}
          alt={alt}
          width={width}
          height={height}
          narrow={narrowPicture(narrowSrcSet, narrowWidth, narrowHeight)}
          className={hasDark ? styles.lightOnly : undefined}
        />
        {hasDark && (
          <FigurePicture
            src={darkSrc}
            srcSet={darkSrcSet}
            alt={alt}
            width={width}
            height={height}
            narrow={narrowPicture(darkNarrowSrcSet, darkNarrowWidth, darkNarrowHeight)}
            className={styles.darkOnly}
          />
        )}
        <span className="visually-hidden"> (opens full size)</span>
      </button>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
