import { authorize } from "../../auth/policy/permissions.js";
import type { Context } from "../../context.js";
import { BadRequestError, type FieldError, fieldFailure, ValidationError } from "../../errors.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { normalisePhone } from "../accounts/phone.js";
import { forgetPublicSettings } from "../content/public-settings.js";
import { actorFor, recordAudit } from "./audit.js";
import {
  httpsUrl,
  isValid,
  type PlatformSetting,
  SETTINGS,
  type SettingDefinition,
  type SettingValue,
  settingValue,
  type TextFormat,
} from "./setting-catalogue.js";

export {
  type PlatformSetting,
  SETTINGS,
  type SettingDefinition,
  type SettingValue,
  settingValue,
  type TextFormat,
};

// The platform settings (table `settings`): what an admin reads and changes in
// the back office. Each setting's reader reads it on every use (accounts/profile-gate.ts,
// jobs/job-settings.ts, alerts/fan-out.ts), one primary-key lookup, so a change takes effect on
// every instance with the next request, no restart and no cache to expire. The catalogue
// (setting-catalogue.ts) says which settings exist, their type, range and default; a value is
// checked here before it is stored, and the readers still fall back to the default for a
// malformed row.
//
// TEXT settings (the support contacts) have no default: unset, the pages leave them out rather
// than show a made-up number. Null or "" clears one (its row goes; the default applies again).
// A value is stored in one spelling: a PHONE as its 10 digits (the spec's phone rule), a URL as
// typed, trimmed, and only https (it becomes a link on every public page).

/**
 * A change to `key` as it is stored, or its failure: null (and "") clear a TEXT setting, a phone
 * is kept as its 10 digits, a link trimmed.
 */
function checked(key: string, value: unknown): { value: SettingValue } | { failure: FieldError } {
  const definition = SETTINGS[key];
  if (!definition) return { failure: fieldFailure(key, "settingUnknown", { name: key }) };
  if (definition.kind === "TEXT") {
    if (value === null || (typeof value === "string" && value.trim() === ""))
      return { value: null };
    if (typeof value !== "string")
      return { failure: fieldFailure(key, "settingText", { name: key }) };
    if (value.trim().length > definition.maxLength) {
      return { failure: fieldFailure(key, "maxLength", { count: definition.maxLength }) };
    }
    const stored = definition.format === "PHONE" ? normalisePhone(value) : httpsUrl(value);
    if (stored !== null) return { value: stored };
    if (definition.format === "PHONE") return { failure: fieldFailure(key, "phoneInvalid") };
    return {
      failure: URL.canParse(value.trim())
        ? fieldFailure(key, "settingHttpsUrl", { name: key })
        : fieldFailure(key, "urlInvalid"),
    };
  }
  if (isValid(definition, value)) return { value };
  return {
    failure:
      definition.kind === "BOOLEAN"
        ? fieldFailure(key, "paramBoolean", { name: key })
        : fieldFailure(key, "paramWholeNumberRange", {
            name: key,
            min: definition.minimum,
            max: definition.maximum,
          }),
  };
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
      value: valid ? (row.value as SettingValue) : definition.default,
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
  ctx: Pick<Context, "viewer" | "prisma" | "clientAddress"> & Partial<Pick<Context, "jobChanges">>,
  changes: unknown,
): Promise<PlatformSetting[]> {
  const actor = actorFor(ctx, "settings.update");
  if (changes === null || typeof changes !== "object" || Array.isArray(changes)) {
    throw new BadRequestError("settingsObject");
  }
  const results = Object.entries(changes as Record<string, unknown>).map(
    ([key, value]) => [key, checked(key, value)] as const,
  );
  const failures = results.flatMap(([, result]) => ("failure" in result ? [result.failure] : []));
  if (failures.length > 0) throw new ValidationError(failures);
  const entries = results.flatMap(([key, result]) =>
    "value" in result ? [[key, result.value] as const] : [],
  );
  const settings = await ctx.prisma.$transaction(async (tx) => {
    // One writer of the settings at a time, so each audit row's "before" is what it replaced.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('platform settings'))`;
    const before = new Map((await readAll(tx)).map((setting) => [setting.key, setting]));
    for (const [key, value] of entries) {
      const old = before.get(key);
      if (value === null) {
        // Cleared: the row goes and the default (unset) applies again.
        if (!old || old.isDefault) continue;
        await tx.setting.deleteMany({ where: { key } });
      } else {
        if (old && !old.isDefault && old.value === value) continue;
        await tx.setting.upsert({
          where: { key },
          create: { key, value: value as Prisma.InputJsonValue, updatedById: actor.adminId },
          update: { value: value as Prisma.InputJsonValue, updatedById: actor.adminId },
        });
      }
      await recordAudit(tx, actor, {
        action: "setting.update",
        targetType: "setting",
        targetId: key,
        before: old?.isDefault ? { value: old.value, default: true } : { value: old?.value },
        after:
          value === null ? { value: SETTINGS[key]?.default ?? null, default: true } : { value },
      });
    }
    return readAll(tx);
  });
  // This process's pages show the new support contacts and targets at once (others within
  // PUBLIC_SETTINGS_CACHE_MS).
  // Its drawn pages (the page cache listens to job changes) are forgotten with them.
  forgetPublicSettings(ctx.prisma);
  ctx.jobChanges?.announce();
  return settings;
}
