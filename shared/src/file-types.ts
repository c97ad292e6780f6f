// The kinds of file KaamSetu stores and which each upload purpose takes: the server judges an
// upload by its first bytes against this table, the web app pre-checks a chosen file with it
// (sparing a worker 5 MB over mobile data to hear "wrong type") and names downloads from it.
// No imports: the web bundle imports this file directly.

export interface FileType {
  contentType: string;
  /** The extension a stored file of this type is named with. */
  extension: string;
  /** Every extension a file of this type is commonly named with, the stored one first. */
  extensions: readonly string[];
}

const type = (contentType: string, ...extensions: [string, ...string[]]): FileType => ({
  contentType,
  extension: extensions[0],
  extensions: extensions.map((extension) => `.${extension}`),
});

export const PDF = type("application/pdf", "pdf");
export const DOC = type("application/msword", "doc");
export const DOCX = type(
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "docx",
);
export const JPEG = type("image/jpeg", "jpg", "jpeg");
export const PNG = type("image/png", "png");
export const WEBP = type("image/webp", "webp");

export const FILE_TYPES: readonly FileType[] = [PDF, DOC, DOCX, JPEG, PNG, WEBP];

const IMAGES = [JPEG, PNG, WEBP];

/** Upload purposes by their wire names (REST's `purpose`; the data model's FilePurpose). */
export const FILE_PURPOSES = [
  "resume",
  "profile_picture",
  "document",
  "content_cover",
  "testimonial_photo",
  "partner_logo",
] as const;
export type FilePurposeName = (typeof FILE_PURPOSES)[number];

/** The types each purpose accepts. Resumes include photos: many workers photograph a biodata. */
export const FILE_TYPES_BY_PURPOSE: Readonly<Record<FilePurposeName, readonly FileType[]>> = {
  resume: [PDF, DOC, DOCX, ...IMAGES],
  profile_picture: IMAGES,
  document: [PDF, ...IMAGES],
  content_cover: IMAGES,
  testimonial_photo: IMAGES,
  partner_logo: IMAGES,
};

/** The stored extension of a content type ("image/jpeg" → "jpg"), or undefined. */
export function extensionOf(contentType: string): string | undefined {
  return FILE_TYPES.find((file) => file.contentType === contentType)?.extension;
}
