import {
  CONTENT_PICTURES,
  type ContentPicturePurpose,
  contentPictureHeight,
  PICTURE_MAX_PIXELS,
  PICTURE_SIZES,
  PICTURE_WEBP_QUALITY,
} from "../../constants.js";
import { fieldError, PayloadTooLargeError } from "../../errors.js";

// Pictures as visitors get them: the upload decoded with sharp (libvips), turned upright by its
// EXIF orientation, fitted to its frame and re-encoded as WebP in each of its sizes. A profile
// picture is centre-cropped to squares of PICTURE_SIZES; a content picture (a blog cover, a
// testimonial's photo, a partner's logo) goes to its frame of CONTENT_PICTURES, cropped (cover,
// photo) or fitted whole on a transparent ground (logo). Nothing of the original is kept: not its
// bytes (a 4 MB phone photo becomes a few kilobytes), not its metadata (sharp writes none unless
// asked, so EXIF and GPS are gone). sharp is imported on first use, so nothing that never
// re-encodes a picture loads it.

export interface PictureVariant {
  /** Width, px (and height, for a square). */
  size: number;
  bytes: Buffer;
}

export const PICTURE_CONTENT_TYPE = "image/webp";
export const PICTURE_EXTENSION = "webp";

type Sharp = typeof import("sharp")["default"];
let loaded: Promise<Sharp> | null = null;
const loadSharp = (): Promise<Sharp> => {
  loaded ??= import("sharp").then((module) => module.default);
  return loaded;
};

/** Frames to re-encode to: widths largest first, the height of each, how to fit. */
interface Frames {
  widths: readonly number[];
  height: (width: number) => number;
  fit: "cover" | "contain";
}

/**
 * The picture in each of `frames` (largest first). Bytes that are no image sharp can decode are
 * 'Invalid file type'; more than PICTURE_MAX_PIXELS is 'File size is too large'.
 */
async function reencode(bytes: Uint8Array, frames: Frames): Promise<PictureVariant[]> {
  const sharp = await loadSharp();
  // The header alone says how big the picture is, before anything is decoded.
  const header = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) throw fieldError("file", "fileTypeInvalid");
  if (header.width * header.height > PICTURE_MAX_PIXELS) {
    throw new PayloadTooLargeError("fileTooLarge");
  }
  const [largest = 0] = frames.widths;
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  let framed: { data: Buffer; info: { width: number; height: number; channels: number } };
  try {
    // Decoded once, to the largest frame (JPEG shrinks while it decodes), kept as raw pixels.
    // A transparent ground for "contain" gives an opaque picture its alpha channel (sharp).
    framed = await sharp(bytes, { failOn: "error", limitInputPixels: PICTURE_MAX_PIXELS })
      .autoOrient()
      .resize(largest, frames.height(largest), {
        fit: frames.fit,
        position: "centre",
        background: transparent,
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw fieldError("file", "fileTypeInvalid");
  }
  const { width, height, channels } = framed.info;
  const raw = { width, height, channels: channels as 1 | 2 | 3 | 4 };
  return Promise.all(
    frames.widths.map(async (size) => ({
      size,
      bytes: await sharp(framed.data, { raw })
        .resize(size, frames.height(size))
        .webp({ quality: PICTURE_WEBP_QUALITY, ...(channels === 4 ? { alphaQuality: 90 } : {}) })
        .toBuffer(),
    })),
  );
}

/** A profile picture in every size of PICTURE_SIZES (largest first): centre-cropped squares. */
export function reencodePicture(bytes: Uint8Array): Promise<PictureVariant[]> {
  return reencode(bytes, { widths: PICTURE_SIZES, height: (width) => width, fit: "cover" });
}

/** A content picture of `purpose` in each width of CONTENT_PICTURES (largest first). */
export function reencodeContentPicture(
  bytes: Uint8Array,
  purpose: ContentPicturePurpose,
): Promise<PictureVariant[]> {
  const { widths, fit } = CONTENT_PICTURES[purpose];
  return reencode(bytes, {
    widths,
    height: (width) => contentPictureHeight(purpose, width),
    fit,
  });
}
