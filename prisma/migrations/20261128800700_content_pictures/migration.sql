-- AlterEnum: pictures admins upload for the content section (issue 22): a blog post's cover, a
-- testimonial's photo, a partner's logo. Stored files without an owner (admins are not users),
-- re-encoded like profile pictures and served to anyone (services/files/files.ts); the sweep keeps
-- them while a content row names them (services/files/cleanup.ts). No new column: the console
-- role's SELECT on stored_files already covers them.
ALTER TYPE "file_purpose" ADD VALUE 'content_cover';
ALTER TYPE "file_purpose" ADD VALUE 'testimonial_photo';
ALTER TYPE "file_purpose" ADD VALUE 'partner_logo';
