import { PICTURE_MAX_PIXELS, PICTURE_SIZES, PICTURE_WEBP_QUALITY } from "../../constants.js";
import { fieldError, PayloadTooLargeError } from "../../errors.js";

// Profile pictures as visitors get them: the upload decoded with sharp (libvips), turned upright
// by its EXIF orientation, centre-cropped to a square and re-encoded as WebP in each of
// PICTURE_SIZES. Nothing of the original is kept: not its bytes (a 4 MB phone photo becomes a few
// kilobytes), not its metadata (sharp writes none unless asked, so EXIF and GPS are gone).
// sharp is imported on first use, so nothing that never re-encodes a picture loads it.

export interface PictureVariant {
  /** Width and height, px. */
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

/**
 * The picture in every size of PICTURE_SIZES (largest first). Bytes that are no image sharp can
 * decode are 'Invalid file type'; more than PICTURE_MAX_PIXELS is 'File size is too large'.
 */
export async function reencodePicture(bytes: Uint8Array): Promise<PictureVariant[]> {
  const sharp = await loadSharp();
  // The header alone says how big the picture is, before anything is decoded.
  const header = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) throw fieldError("file", "fileTypeInvalid");
  if (header.width * header.height > PICTURE_MAX_PIXELS) {
    throw new PayloadTooLargeError("fileTooLarge");
  }
  const [largest] = PICTURE_SIZES;
  let square: { data: Buffer; info: { width: number; height: number; channels: number } };
  try {
    // Decoded once, to the largest square (JPEG shrinks while it decodes), kept as raw pixels.
    square = await sharp(bytes, { failOn: "error", limitInputPixels: PICTURE_MAX_PIXELS })
      .autoOrient()
      .resize(largest, largest, { fit: "cover", position: "centre" })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw fieldError("file", "fileTypeInvalid");
  }
  const { width, height, channels } = square.info;
  const raw = { width, height, channels: channels as 1 | 2 | 3 | 4 };
  return Promise.all(
    PICTURE_SIZES.map(async (size) => ({
      size,
      bytes: await sharp(square.data, { raw })
        .resize(size, size)
        .webp({ quality: PICTURE_WEBP_QUALITY })
        .toBuffer(),
    })),
  );
}
