import {
  type PlatformSetting,
  platformSettings,
  updatePlatformSettings,
} from "../../services/admin/settings.js";
import { builder } from "../builder.js";
import { resultUnion } from "../payload.js";

// The platform settings (services/admin/settings.ts): read with the settings section, changed
// with it at limited or more; every change audited, in effect on the next request everywhere.

const SettingKind = builder.enumType("SettingKind", {
  values: ["INTEGER", "BOOLEAN", "TEXT"] as const,
  description:
    "A setting's type: a whole number in a range, true/false, or text in a format (null or an empty string clears it).",
});

const SettingTextFormat = builder.enumType("SettingTextFormat", {
  values: {
    PHONE: { description: "An Indian mobile number, stored as its 10 digits." },
    URL: { description: "A link starting with https://." },
  } as const,
});

const PlatformSettingRef = builder.objectRef<PlatformSetting>("PlatformSetting").implement({
  description: "One platform setting, its value now and what it may be.",
  fields: (t) => ({
    key: t.exposeString("key", { description: "profile_completion_gate, job_expiry_days, ..." }),
    description: t.string({ resolve: (s) => s.definition.description }),
    kind: t.field({ type: SettingKind, resolve: (s) => s.definition.kind }),
    value: t.field({
      type: "JSON",
      nullable: true,
      description: "A whole number, true/false or text (null: unset), by kind.",
      resolve: (s) => s.value,
    }),
    defaultValue: t.field({
      type: "JSON",
      nullable: true,
      resolve: (s) => s.definition.default,
    }),
    isDefault: t.exposeBoolean("isDefault", { description: "Never set: the default applies." }),
    minimum: t.int({
      nullable: true,
      resolve: (s) => (s.definition.kind === "INTEGER" ? s.definition.minimum : null),
    }),
    maximum: t.int({
      nullable: true,
      resolve: (s) => (s.definition.kind === "INTEGER" ? s.definition.maximum : null),
    }),
    maxLength: t.int({
      nullable: true,
      description: "The longest text a TEXT setting takes.",
      resolve: (s) => (s.definition.kind === "TEXT" ? s.definition.maxLength : null),
    }),
    format: t.field({
      type: SettingTextFormat,
      nullable: true,
      description: "What a TEXT setting holds.",
      resolve: (s) => (s.definition.kind === "TEXT" ? s.definition.format : null),
    }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", nullable: true }),
  }),
});

const UpdateSettingsPayload = builder
  .objectRef<{ settings: PlatformSetting[] }>("UpdateSettingsPayload")
  .implement({
    fields: (t) => ({
      settings: t.field({ type: [PlatformSettingRef], resolve: (payload) => payload.settings }),
    }),
  });

builder.queryFields((t) => ({
  adminSettings: t.field({
    type: [PlatformSettingRef],
    description: "Every platform setting with its value now.",
    authScopes: { can: "settings.read" },
    resolve: (_root, _args, ctx) => platformSettings(ctx),
  }),
}));

builder.mutationFields((t) => ({
  updateSettings: t.field({
    type: UpdateSettingsPayload,
    description:
      'Changes the settings named in `values` (an object of setting key to value; null or "" clears a TEXT setting), all or none; each checked against its type, range or format, each change audited.',
    skipTypeScopes: true,
    authScopes: { can: "settings.update" },
    errors: resultUnion("UpdateSettingsResult"),
    args: { values: t.arg({ type: "JSON", required: true }) },
    resolve: async (_root, args, ctx) => ({
      settings: await updatePlatformSettings(ctx, args.values),
    }),
  }),
}));
