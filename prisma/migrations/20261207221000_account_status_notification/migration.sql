-- AlterEnum: a notification that an admin blocked the account, with their reason (issue 45).
ALTER TYPE "notification_type" ADD VALUE 'account_status';
