import {
  DOC,
  DOCX,
  FILE_PURPOSES,
  FILE_TYPES_BY_PURPOSE,
  type FileType,
  JPEG,
  PDF,
  PNG,
  WEBP,
} from "@kaamsetu/shared/file-types";
import type { FilePurpose } from "../../generated/prisma/enums.js";

// What an upload really is, from its first bytes. The name and the MIME type a client declares
// are whatever the client says; a text file called resume.pdf is still text.

/** A type the server stores: its content type and the extension stored files get. */
export type SniffedType = FileType;

export { DOC, DOCX, JPEG, PDF, PNG, WEBP };

/** The types each purpose accepts (shared with the web app's pre-check). */
export const ALLOWED_TYPES = Object.fromEntries(
  FILE_PURPOSES.map((purpose) => [purpose.toUpperCase(), FILE_TYPES_BY_PURPOSE[purpose]]),
) as Record<FilePurpose, readonly SniffedType[]>;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type of `bytes`, or null when it is none of the types we store. */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, ascii("%PDF-"))) return PDF;
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return DOC;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return WEBP;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && isWordDocument(bytes)) return DOCX;
  return null;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;

/** Whether a zip archive holds a Word document (entries under word/), not just any zip. */
function isWordDocument(bytes: Uint8Array): boolean {
  const names = centralDirectoryNames(bytes) ?? localHeaderNames(bytes);
  return names.some((name) => name.startsWith("word/"));
}

function view(bytes: Uint8Array) {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

const decoder = new TextDecoder();

/** Entry names from the central directory, the zip's own index at its end; null if none. */
function centralDirectoryNames(bytes: Uint8Array): string[] | null {
  const data = view(bytes);
  // The end record is 22 bytes plus a comment of at most 65535.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (data.getUint32(at, true) !== END_OF_CENTRAL_DIRECTORY) continue;
    const count = data.getUint16(at + 10, true);
    let offset = data.getUint32(at + 16, true);
    const names: string[] = [];
    for (let i = 0; i < count; i++) {
      if (offset + 46 > bytes.length || data.getUint32(offset, true) !== CENTRAL_HEADER) {
        return null;
      }
      const nameLength = data.getUint16(offset + 28, true);
      const extraLength = data.getUint16(offset + 30, true);
      const commentLength = data.getUint16(offset + 32, true);
      if (offset + 46 + nameLength > bytes.length) return null;
      names.push(decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)));
      offset += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return null;
}

/** Entry names from the local headers at the front, for a zip whose index is damaged. */
function localHeaderNames(bytes: Uint8Array): string[] {
  const data = view(bytes);
  const names: string[] = [];
  let offset = 0;
  while (offset + 30 <= bytes.length && data.getUint32(offset, true) === LOCAL_HEADER) {
    const flags = data.getUint16(offset + 6, true);
    const compressedSize = data.getUint32(offset + 18, true);
    const nameLength = data.getUint16(offset + 26, true);
    const extraLength = data.getUint16(offset + 28, true);
    if (offset + 30 + nameLength > bytes.length) break;
    names.push(decoder.decode(bytes.subarray(offset + 30, offset + 30 + nameLength)));
    // With a data descriptor (flag bit 3) the size comes after the data: the first name is all
    // we can read, and Word's [Content_Types].xml is then followed by word/ entries we cannot reach.
    if (flags & 0x08) break;
    offset += 30 + nameLength + extraLength + compressedSize;
  }
  return names;
}
