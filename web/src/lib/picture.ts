/**
 * A stored profile picture at one of its sizes (PICTURE_SIZES: the url serves 256 px, `size=96`
 * the small one), whether or not the url is a signed link that already has a query.
 */
export function pictureAtSize(url: string | null | undefined, size: 96 | 256): string | null {
  if (!url) return null;
  if (size === 256) return url;
  return `${url}${url.includes("?") ? "&" : "?"}size=${size}`;
}
