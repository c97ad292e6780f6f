import { CONTENT_PICTURES, type ContentPicturePurpose, contentPictureHeight } from "../config";

/**
 * A stored profile picture at one of its sizes (PICTURE_SIZES: the url serves 256 px, `size=96`
 * the small one), whether or not the url is a signed link that already has a query.
 */
export function pictureAtSize(url: string | null | undefined, size: 96 | 256): string | null {
  if (!url) return null;
  if (size === 256) return url;
  return `${url}${url.includes("?") ? "&" : "?"}size=${size}`;
}

/** An uploaded picture's address as the server answers it (no query: not a signed link). */
const UPLOADED = /^\/api\/v1\/files\/[0-9a-f]{32}\.webp\/$/;

export interface PictureAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

/**
 * An <img>'s attributes for a content picture of `purpose` (CONTENT_PICTURES) shown `shown` px
 * wide at most: width and height of its frame (so the page keeps its place before it loads, no
 * layout shift), and for an uploaded one every stored width as a srcset, the browser taking the
 * one the screen needs. A typed path of this site is one picture, drawn in the same frame.
 */
export function contentPicture(
  url: string,
  purpose: ContentPicturePurpose,
  shown: number = CONTENT_PICTURES[purpose].widths[0],
  sizes = `(min-width: ${shown}px) ${shown}px, 100vw`,
): PictureAttributes {
  const frame = { width: shown, height: contentPictureHeight(purpose, shown) };
  if (!UPLOADED.test(url)) return { src: url, ...frame };
  const widths = CONTENT_PICTURES[purpose].widths;
  // The smallest stored width that fills the frame, for browsers that ignore srcset.
  const fallback = [...widths].reverse().find((width) => width >= shown) ?? widths[0];
  return {
    src: fallback === widths[0] ? url : `${url}?size=${fallback}`,
    srcSet: widths
      .map((width) => `${width === widths[0] ? url : `${url}?size=${width}`} ${width}w`)
      .join(", "),
    sizes,
    ...frame,
  };
}
