import {
  JOB_EXPIRY_DAYS_DEFAULT,
  JOB_EXPIRY_DAYS_MAX,
  JOB_EXPIRY_SETTING,
  JOBS_NEED_APPROVAL_SETTING,
} from "../../constants.js";
import type { Prisma } from "../../generated/prisma/client.js";
import type { ModerationStatus } from "../../generated/prisma/enums.js";

// The platform settings (table `settings`) jobs go by, read on each use like the profile gate
// (accounts/profile-gate.ts): one primary-key lookup, so an admin's change reaches every
// instance at once. A missing or malformed row means the default.

type Db = Pick<Prisma.TransactionClient, "setting">;

async function settingValue(prisma: Db, key: string): Promise<unknown> {
  const row = await prisma.setting.findUnique({ where: { key }, select: { value: true } });
  return row?.value;
}

/** After how many days a posted or renewed job expires. */
export async function jobExpiryDays(prisma: Db): Promise<number> {
  const value = await settingValue(prisma, JOB_EXPIRY_SETTING);
  return typeof value === "number" &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= JOB_EXPIRY_DAYS_MAX
    ? value
    : JOB_EXPIRY_DAYS_DEFAULT;
}

/** When a job posted or renewed at `from` expires. */
export async function expiryFrom(prisma: Db, from: Date): Promise<Date> {
  const days = await jobExpiryDays(prisma);
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
}

/**
 * What moderation a new job starts in: APPROVED (listed at once), or PENDING_APPROVAL when the
 * platform has admins approve jobs first. The public listing requires APPROVED either way.
 */
export async function initialModeration(prisma: Db): Promise<ModerationStatus> {
  return (await settingValue(prisma, JOBS_NEED_APPROVAL_SETTING)) === true
    ? "PENDING_APPROVAL"
    : "APPROVED";
}
