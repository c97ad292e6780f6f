// Writes .br and .gz beside every text asset of a build, so the server sends compressed files
// without compressing on each request. Usage: node scripts/compress-dist.mjs <dir>
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dir = path.resolve(process.argv[2] ?? "dist");
const compressible = /\.(html|js|mjs|css|json|svg|txt|webmanifest)$/;

function* files(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

for (const file of files(dir)) {
  const content = fs.readFileSync(file);
  if (content.length < 512) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
}
