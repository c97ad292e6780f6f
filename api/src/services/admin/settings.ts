import { authorize } from "../../auth/policy/permissions.js";
import {
  JOB_ALERTS_PER_DAY_DEFAULT,
  JOB_ALERTS_PER_DAY_MAX,
  JOB_ALERTS_PER_DAY_SETTING,
  JOB_EXPIRY_DAYS_DEFAULT,
  JOB_EXPIRY_DAYS_MAX,
  JOB_EXPIRY_SETTING,
  JOBS_NEED_APPROVAL_SETTING,
  PROFILE_COMPLETE_PERCENT,
  PROFILE_GATE_SETTING,
} from "../../constants.js";
import type { Context } from "../../context.js";
import { BadRequestError, type FieldError, fieldFailure, ValidationError } from "../../errors.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { actorFor, recordAudit } from "./audit.js";

// The platform settings (issue 20 item 5; table `settings`): what an admin reads and changes in
// the back office. Each setting's reader reads it on every use (accounts/profile-gate.ts,
// jobs/job-settings.ts, alerts/fan-out.ts), one primary-key lookup, so a change takes effect on
// every instance with the next request, no restart and no cache to expire. This catalogue says
// which settings exist, their type, range and default; a value is checked here before it is
// stored, and the readers still fall back to the default for a malformed row.

export type SettingDefinition =
  | { kind: "INTEGER"; minimum: number; maximum: number; default: number; description: string }
  | { kind: "BOOLEAN"; default: boolean; description: string };

export const SETTINGS: Readonly<Record<string, SettingDefinition>> = {
  [PROFILE_GATE_SETTING]: {
    kind: "INTEGER",
    minimum: 0,
    maximum: 100,
    default: PROFILE_COMPLETE_PERCENT,
    description: "The profile completion, in percent, a worker needs to apply",
  },
  [JOB_ALERTS_PER_DAY_SETTING]: {
    kind: "INTEGER",
    minimum: 0,
    maximum: JOB_ALERTS_PER_DAY_MAX,
    default: JOB_ALERTS_PER_DAY_DEFAULT,
    description: "Job alerts a worker gets at most per India day (0: none)",
  },
  [JOB_EXPIRY_SETTING]: {
    kind: "INTEGER",
    minimum: 1,
    maximum: JOB_EXPIRY_DAYS_MAX,
    default: JOB_EXPIRY_DAYS_DEFAULT,
    description: "Days after which a posted or renewed job expires",
  },
  [JOBS_NEED_APPROVAL_SETTING]: {
    kind: "BOOLEAN",
    default: false,
    description: "Whether new jobs wait for an admin's approval before they are listed",
  },
};

export interface PlatformSetting {
  key: string;
  definition: SettingDefinition;
  value: number | boolean;
  /** No row, or a row the readers would not take: the default applies. */
  isDefault: boolean;
  updatedAt: Date | null;
  updatedById: number | null;
}

function isValid(definition: SettingDefinition, value: unknown): value is number | boolean {
  return definition.kind === "BOOLEAN"
    ? typeof value === "boolean"
    : typeof value === "number" &&
        Number.isInteger(value) &&
        value >= definition.minimum &&
        value <= definition.maximum;
}

function failureOf(key: string, value: unknown): FieldError | null {
  const definition = SETTINGS[key];
  if (!definition) return fieldFailure(key, "settingUnknown", { name: key });
  if (isValid(definition, value)) return null;
  return definition.kind === "BOOLEAN"
    ? fieldFailure(key, "paramBoolean", { name: key })
    : fieldFailure(key, "paramWholeNumberRange", {
        name: key,
        min: definition.minimum,
        max: definition.maximum,
      });
}

type Db = Pick<Prisma.TransactionClient, "setting">;

async function readAll(prisma: Db): Promise<PlatformSetting[]> {
  const rows = await prisma.setting.findMany({ where: { key: { in: Object.keys(SETTINGS) } } });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return Object.entries(SETTINGS).map(([key, definition]) => {
    const row = byKey.get(key);
    const valid = row !== undefined && isValid(definition, row.value);
    return {
      key,
      definition,
      value: valid ? (row.value as number | boolean) : definition.default,
      isDefault: !valid,
      updatedAt: row?.updatedAt ?? null,
      updatedById: row?.updatedById ?? null,
    };
  });
}

/** Every platform setting with its value now (the default where unset), in catalogue order. */
export function platformSettings(ctx: Pick<Context, "viewer" | "prisma">) {
  authorize(ctx.viewer, "settings.read");
  return readAll(ctx.prisma);
}

/**
 * Changes the settings named in `changes` (setting key to value) at once, or none: each value
 * checked against its setting's type and range (every failure named, 422), then stored with one
 * audit row per value that changed, in one transaction. Answers every setting as it now is.
 */
export async function updatePlatformSettings(
  ctx: Pick<Context, "viewer" | "prisma" | "clientAddress">,
  changes: unknown,
): Promise<PlatformSetting[]> {
  const actor = actorFor(ctx, "settings.update");
  if (changes === null || typeof changes !== "object" || Array.isArray(changes)) {
    throw new BadRequestError("settingsObject");
  }
  const entries = Object.entries(changes as Record<string, unknown>);
  const failures = entries
    .map(([key, value]) => failureOf(key, value))
    .filter((failure): failure is FieldError => failure !== null);
  if (failures.length > 0) throw new ValidationError(failures);
  return ctx.prisma.$transaction(async (tx) => {
    // One writer of the settings at a time, so each audit row's "before" is what it replaced.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('platform settings'))`;
    const before = new Map((await readAll(tx)).map((setting) => [setting.key, setting]));
    for (const [key, value] of entries) {
      const old = before.get(key);
      if (old && !old.isDefault && old.value === value) continue;
      await tx.setting.upsert({
        where: { key },
        create: { key, value: value as Prisma.InputJsonValue, updatedById: actor.adminId },
        update: { value: value as Prisma.InputJsonValue, updatedById: actor.adminId },
      });
      await recordAudit(tx, actor, {
        action: "setting.update",
        targetType: "setting",
        targetId: key,
        before: old?.isDefault ? { value: old.value, default: true } : { value: old?.value },
        after: { value },
      });
    }
    return readAll(tx);
  });
}
