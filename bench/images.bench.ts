// `npm run bench:images`: a picture upload's re-encoding (the target: "a 4 MB JPEG upload
// is re-encoded within 1 s on these machines"). A phone-sized JPEG of about 4 MB, made with sharp
// itself, goes through the same functions an upload does (services/files/images.ts): decode,
// turn upright, fit to the frame and write every size as WebP: a profile picture (squares), and
// each of the content section's pictures (a blog cover, a testimonial's photo, a
// partner's logo). Prints the median and p95 of BENCH_ROUNDS runs (20) of each after a warm-up,
// and what the stored sizes cost a visitor.
import { CONTENT_PICTURE_PURPOSES } from "../api/src/constants.js";
import {
  type PictureVariant,
  reencodeContentPicture,
  reencodePicture,
} from "../api/src/services/files/images.js";
import { bigPhoto } from "../api/test/photos.js";
import { stats, time } from "./support.js";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const TARGET_MS = 1000;

const photo = await bigPhoto();
console.log(`picture re-encoding: a ${(photo.length / 1024 / 1024).toFixed(1)} MiB JPEG`);

const kinds: [string, () => Promise<PictureVariant[]>][] = [
  ["profile picture", () => reencodePicture(photo)],
  ...CONTENT_PICTURE_PURPOSES.map(
    (purpose) =>
      [purpose, () => reencodeContentPicture(photo, purpose)] as [
        string,
        () => Promise<PictureVariant[]>,
      ],
  ),
];
for (const [name, reencode] of kinds) {
  let sizes: { size: number; bytes: number }[] = [];
  const samples = await time(
    ROUNDS,
    async () => {
      const variants = await reencode();
      sizes = variants.map((variant) => ({ size: variant.size, bytes: variant.bytes.length }));
    },
    2,
  );
  const { median, p95 } = stats(samples);
  console.log(
    `  ${name}: median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (target: within ${TARGET_MS} ms)`,
  );
  console.log(
    `    stored: ${sizes.map(({ size, bytes }) => `${size} px wide WebP ${(bytes / 1024).toFixed(1)} KiB`).join(", ")}`,
  );
}
