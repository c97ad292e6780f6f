-- AlterEnum: a notification that an identity document was verified or rejected (issue 15).
ALTER TYPE "notification_type" ADD VALUE 'document_status';
