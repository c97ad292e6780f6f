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
import { normalisePhone } from "../accounts/phone.js";

// Which platform settings exist, their type, range and default, and how a stored value is read
// (the default for a malformed row). settings.ts reads and changes them for admins; the readers
// (the public settings, the job settings, the completion gate) take values through here, so
// none of them depends on the back office's module.

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
export function httpsUrl(raw: string): string | null {
  const text = raw.trim();
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  return url.protocol === "https:" && url.hostname !== "" ? text : null;
}

/** Whether a stored value is one the setting takes, as it is stored (normalised). */
export function isValid(
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

/** A stored value of `key` as the readers take it: the value when valid, else the default. */
export function settingValue(key: string, stored: unknown): SettingValue {
  const definition = SETTINGS[key];
  if (!definition) return null;
  return isValid(definition, stored) ? stored : definition.default;
}
