import {
  JOB_ALERTS_SETTING_SQL,
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

/** The expiry setting's value as days: a whole number in range, else the default. */
const expiryDaysOf = (value: unknown): number =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= JOB_EXPIRY_DAYS_MAX
    ? value
    : JOB_EXPIRY_DAYS_DEFAULT;

/** The approval setting's value as a new job's moderation. */
const moderationOf = (value: unknown): ModerationStatus =>
  value === true ? "PENDING_APPROVAL" : "APPROVED";

const DAY_MS = 24 * 60 * 60 * 1000;

/** After how many days a posted or renewed job expires. */
export async function jobExpiryDays(prisma: Db): Promise<number> {
  return expiryDaysOf(await settingValue(prisma, JOB_EXPIRY_SETTING));
}

/** When a job posted or renewed at `from` expires. */
export async function expiryFrom(prisma: Db, from: Date): Promise<Date> {
  const days = await jobExpiryDays(prisma);
  return new Date(from.getTime() + days * DAY_MS);
}

/**
 * What moderation a new job starts in: APPROVED (listed at once), or PENDING_APPROVAL when the
 * platform has admins approve jobs first. The public listing requires APPROVED either way.
 */
export async function initialModeration(prisma: Db): Promise<ModerationStatus> {
  return moderationOf(await settingValue(prisma, JOBS_NEED_APPROVAL_SETTING));
}

/**
 * What a job posted at `from` starts with (its moderation and its end), both settings read in
 * one statement in the post's transaction; the same statement says whether the jobs' insert
 * trigger marks the job's alerts pending (JOB_ALERTS_SETTING_SQL, transaction-local: migration
 * 20261128960000_job_alerts_pending), so the post sends no statement more for its alerts.
 */
export async function newJobSettings(
  tx: Pick<Prisma.TransactionClient, "$queryRaw">,
  from: Date,
  alerts: boolean,
): Promise<{ moderationStatus: ModerationStatus; expiresAt: Date }> {
  const [row] = await tx.$queryRaw<{ approval: unknown; expiry: unknown }[]>`
    SELECT (SELECT value FROM settings WHERE key = ${JOBS_NEED_APPROVAL_SETTING}) AS approval,
      (SELECT value FROM settings WHERE key = ${JOB_EXPIRY_SETTING}) AS expiry,
      set_config(${JOB_ALERTS_SETTING_SQL}, ${alerts ? "on" : "off"}, true) AS alerts`;
  return {
    moderationStatus: moderationOf(row?.approval),
    expiresAt: new Date(from.getTime() + expiryDaysOf(row?.expiry) * DAY_MS),
  };
}
