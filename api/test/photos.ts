import { randomBytes } from "node:crypto";
import sharp from "sharp";

// Pictures as phones send them, made with sharp itself (no binary fixtures): EXIF with a camera
// orientation and a GPS position, and for the speed figures a photo of about 4 MB.

/** Where the phone was (Pune): what must never reach a visitor. */
const GPS = { latitude: "18/1 31/1 0/1", longitude: "73/1 51/1 0/1" };

/** The EXIF tag that points at the GPS block, as it is stored in little-endian EXIF. */
export const GPS_TAG = Buffer.from([0x25, 0x88]);
/** The camera maker written into every photo here, to look for in stored bytes. */
export const CAMERA_MAKE = "KaamSetuPhone";

/** EXIF a phone writes: who made it, where it was (GPS), and which way is up. */
const phoneExif = {
  IFD0: { Make: CAMERA_MAKE, Model: "Test Camera" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: GPS.latitude,
    GPSLongitudeRef: "E",
    GPSLongitude: GPS.longitude,
  },
};

/**
 * A JPEG `width` x `height` whose left half is red and right half blue, stored with EXIF
 * orientation `orientation` (6: the camera was turned, show it rotated 90 degrees clockwise).
 */
export async function halvesPhoto(width: number, height: number, orientation = 1) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      if (x < width / 2) pixels[at] = 255;
      else pixels[at + 2] = 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif(phoneExif)
    .withMetadata({ orientation })
    .toBuffer();
}

/**
 * A JPEG of about `bytes` (noise compresses badly, as a detailed photo does), with a phone's
 * EXIF: the upload the speed target names ("a 4 MB JPEG").
 */
export async function bigPhoto(bytes = 4 * 1024 * 1024): Promise<Buffer> {
  // Noise at quality 92 costs about 0.9 bytes a pixel.
  const width = Math.round(Math.sqrt((bytes / 0.9) * (4 / 3)));
  const height = Math.round((width * 3) / 4);
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif(phoneExif)
    .toBuffer();
}
