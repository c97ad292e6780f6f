import { describe, expect, it } from "vitest";
import { samples, zip } from "../../../test/file-samples.js";
import { ALLOWED_TYPES, DOC, DOCX, JPEG, PDF, PNG, sniffType, WEBP } from "./sniff.js";

describe("sniffType", () => {
  it("knows each stored type by its first bytes", () => {
    expect(sniffType(samples.pdf)).toBe(PDF);
    expect(sniffType(samples.doc)).toBe(DOC);
    expect(sniffType(samples.docx)).toBe(DOCX);
    expect(sniffType(samples.jpeg)).toBe(JPEG);
    expect(sniffType(samples.png)).toBe(PNG);
    expect(sniffType(samples.webp)).toBe(WEBP);
  });

  it("refuses text, HTML, empty and truncated files", () => {
    expect(sniffType(samples.text)).toBeNull();
    expect(sniffType(samples.html)).toBeNull();
    expect(sniffType(new Uint8Array())).toBeNull();
    expect(sniffType(samples.png.subarray(0, 4))).toBeNull();
    expect(sniffType(Buffer.from("RIFF\x10\x00\x00\x00WAVEfmt ", "latin1"))).toBeNull();
  });

  it("takes a zip for a DOCX only when it holds word/ entries", () => {
    expect(sniffType(samples.zip)).toBeNull();
    expect(sniffType(zip({ "xl/workbook.xml": "<workbook/>" }))).toBeNull();
    // A damaged index: the local headers still name the entries.
    const noIndex = zip({ "word/document.xml": "<w:document/>" });
    expect(sniffType(noIndex.subarray(0, noIndex.length - 22))).toBe(DOCX);
    // The index points past the end: not a document.
    const broken = Buffer.from(samples.zip);
    broken.writeUInt32LE(0xfffffff0, broken.length - 6);
    expect(sniffType(broken)).toBeNull();
  });

  it("allows photos of a paper resume but no documents as a profile picture", () => {
    expect(ALLOWED_TYPES.RESUME).toEqual([PDF, DOC, DOCX, JPEG, PNG, WEBP]);
    expect(ALLOWED_TYPES.PROFILE_PICTURE).toEqual([JPEG, PNG, WEBP]);
    expect(ALLOWED_TYPES.DOCUMENT).toEqual([PDF, JPEG, PNG, WEBP]);
  });
});
