import { crc32 } from "node:zlib";

// Tiny files of each type an upload may be, built from their real headers, and a few liars.

const bytes = (...parts: (string | number[] | Uint8Array)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part as number[]),
    ),
  );

/** A zip archive of stored (uncompressed) entries, with its central directory. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const samples = {
  pdf: bytes("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  doc: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Uint8Array(504)),
  docx: zip({
    "[Content_Types].xml": '<?xml version="1.0"?><Types/>',
    "_rels/.rels": '<?xml version="1.0"?><Relationships/>',
    "word/document.xml": '<?xml version="1.0"?><w:document/>',
  }),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF\0", new Uint8Array(32), [0xff, 0xd9]),
  png: bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    [0, 0, 0, 13],
    "IHDR",
    [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0],
    [0x1f, 0x15, 0xc4, 0x89],
  ),
  webp: bytes("RIFF", [26, 0, 0, 0], "WEBPVP8L", [13, 0, 0, 0, 0x2f], new Uint8Array(12)),
  /** Not a type we store, whatever it is called. */
  text: bytes("Name: Ramesh Kumar\nSkills: plumbing\n"),
  /** A zip that is not a Word document. */
  zip: zip({ "photos/site.txt": "not a document", "readme.txt": "hello" }),
  html: bytes("<!doctype html><script>alert(1)</script>"),
};
