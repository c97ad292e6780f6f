import { authorize } from "../../auth/policy/permissions.js";
import {
  COMMUNITY_URL_SETTING,
  JOB_ALERTS_PER_DAY_DEFAULT,
  JOB_ALERTS_PER_DAY_MAX,
  JOB_ALERTS_PER_DAY_SETTING,
  JOB_EXPIRY_DAYS_DEFAULT,
  JOB_EXPIRY_DAYS_MAX,
  JOB_EXPIRY_SETTING,
  JOBS_NEED_APPROVAL_SETTING,
  MARKETING_FIGURES,
  PROFILE_COMPLETE_PERCENT,
  PROFILE_GATE_SETTING,
  SETTING_PHONE_MAX_LENGTH,
  SETTING_URL_MAX_LENGTH,
  SUPPORT_PHONE_SETTING,
  SUPPORT_WHATSAPP_URL_SETTING,
} from "../../constants.js";
import type { Context } from "../../context.js";
import { BadRequestError, type FieldError, fieldFailure, ValidationError } from "../../errors.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { normalisePhone } from "../accounts/phone.js";
import { forgetPublicSettings } from "../content/public-settings.js";
import { actorFor, recordAudit } from "./audit.js";

// The platform settings (table `settings`): what an admin reads and changes in
// the back office. Each setting's reader reads it on every use (accounts/profile-gate.ts,
// jobs/job-settings.ts, alerts/fan-out.ts), one primary-key lookup, so a change takes effect on
// every instance with the next request, no restart and no cache to expire. This catalogue says
// which settings exist, their type, range and default; a value is checked here before it is
// stored, and the readers still fall back to the default for a malformed row.
//
// TEXT settings (the support contacts) have no default: unset, the pages leave them out rather
// than show a made-up number. Null or "" clears one (its row goes; the default applies again).
// A value is stored in one spelling: a PHONE as its 10 digits (the spec's phone rule), a URL as
// typed, trimmed, and only https (it becomes a link on every public page).

export type TextFormat = "PHONE" | "URL";

export type SettingDefinition =
  | { kind: "INTEGER"; minimum: number; maximum: number; default: number; description: string }
  | { kind: "BOOLEAN"; default: boolean; description: string }
  | { kind: "TEXT"; maxLength: number; format: TextFormat; default: null; description: string };

export type SettingValue = number | boolean | string | null;

const figure = (key: keyof typeof MARKETING_FIGURES, what: string): SettingDefinition => ({
  kind: "INTEGER",
  minimum: 0,
  maximum: MARKETING_FIGURES[key].maximum,
  default: MARKETING_FIGURES[key].target,
  description: `The landing page's target for ${what}, stated as a goal until the real number passes ${MARKETING_FIGURES[key].threshold.toLocaleString("en-IN")}`,
});

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
  [SUPPORT_PHONE_SETTING]: {
    kind: "TEXT",
    maxLength: SETTING_PHONE_MAX_LENGTH,
    format: "PHONE",
    default: null,
    description: "The support phone number (an Indian mobile number) in the footer; unset: hidden",
  },
  [SUPPORT_WHATSAPP_URL_SETTING]: {
    kind: "TEXT",
    maxLength: SETTING_URL_MAX_LENGTH,
    format: "URL",
    default: null,
    description: "The support WhatsApp link (https://wa.me/...); unset: hidden",
  },
  [COMMUNITY_URL_SETTING]: {
    kind: "TEXT",
    maxLength: SETTING_URL_MAX_LENGTH,
    format: "URL",
    default: null,
    description: "The WhatsApp community's invite link on the landing page; unset: hidden",
  },
  [MARKETING_FIGURES.workers.setting]: figure("workers", "workers"),
  [MARKETING_FIGURES.employers.setting]: figure("employers", "employers"),
  [MARKETING_FIGURES.cities.setting]: figure("cities", "cities"),
  [MARKETING_FIGURES.placementRatePercent.setting]: {
    ...figure("placementRatePercent", "the placement rate in percent"),
    description: `The landing page's target placement rate in percent, stated as a goal until ${MARKETING_FIGURES.placementRatePercent.threshold.toLocaleString("en-IN")} applications are made`,
  },
  [MARKETING_FIGURES.families.setting]: figure("families", "families supported (workers hired)"),
  [MARKETING_FIGURES.states.setting]: figure("states", "states"),
};

export interface PlatformSetting {
  key: string;
  definition: SettingDefinition;
  value: SettingValue;
  /** No row, or a row the readers would not take: the default applies. */
  isDefault: boolean;
  updatedAt: Date | null;
  updatedById: number | null;
}

/** A URL setting's value as stored: an https address with a host, trimmed; else null. */
function httpsUrl(raw: string): string | null {
  const text = raw.trim();
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  return url.protocol === "https:" && url.hostname !== "" ? text : null;
}

/** Whether a stored value is one the setting takes, as it is stored (normalised). */
function isValid(
  definition: SettingDefinition,
  value: unknown,
): value is number | boolean | string {
  switch (definition.kind) {
    case "BOOLEAN":
      return typeof value === "boolean";
    case "INTEGER":
      return (
        typeof value === "number" &&
        Number.isInteger(value) &&
        value >= definition.minimum &&
        value <= definition.maximum
      );
    case "TEXT":
      return (
        typeof value === "string" &&
        value.length <= definition.maxLength &&
        (definition.format === "PHONE"
          ? normalisePhone(value) === value
          : httpsUrl(value) === value)
      );
  }
}

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

/** A stored value of `key` as the readers take it: the value when valid, else the default. */
export function settingValue(key: string, stored: unknown): SettingValue {
  const definition = SETTINGS[key];
  if (!definition) return null;
  return isValid(definition, stored) ? stored : definition.default;
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
