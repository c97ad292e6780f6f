import Type from "typebox";
import { messages } from "../messages.js";
import { SETTINGS } from "../services/admin/settings.js";
import { type JsonSchema, mutationResult, type RestInput, type RestRoute } from "./route.js";
import { computed, dateTime, field, list, nullable, oneOf, restEnum, shape } from "./shape.js";

// GET and PUT /admin/settings/ of REST.md: the platform settings as an object
// of key to value (`values`, what PUT takes back) and each setting's details (`items`). Both run
// the schema's admin fields (graphql/types/admin-settings.ts); the policy decides per role.
//
// Extended compatibly (docs/architecture.md, "REST extensions"): a setting may now be of kind "text" (the support
// contacts), whose value is a string or null (unset), with `max_length` and `format` (null for
// the other kinds); PUT takes null or "" to clear one. The integer and boolean ones are as before.

const settingValue = Type.Union([Type.Integer(), Type.Boolean(), Type.String(), Type.Null()]);

const Setting = shape({
  key: field(Type.String()),
  description: field(Type.String()),
  kind: restEnum(oneOf(["integer", "boolean", "text"] as const)),
  value: field(settingValue),
  default_value: field(settingValue, "defaultValue"),
  is_default: field(Type.Boolean(), "isDefault"),
  minimum: field(nullable(Type.Integer())),
  maximum: field(nullable(Type.Integer())),
  max_length: field(nullable(Type.Integer()), "maxLength"),
  format: restEnum(nullable(oneOf(["phone", "url"] as const))),
  updated_at: field(nullable(dateTime()), "updatedAt"),
});

const settingsAnswer = (from: string) =>
  shape({
    values: computed(
      Type.Object(Object.fromEntries(Object.keys(SETTINGS).map((key) => [key, settingValue])), {
        description: "Each setting's value now: what PUT takes",
      }),
      [`${from}.key`, `${from}.value`],
      (keys: string[], values: (number | boolean | string | null)[]) =>
        Object.fromEntries(
          keys.map(
            (key, index) =>
              [key, values[index] ?? null] as [string, number | boolean | string | null],
          ),
        ),
    ),
    items: list(Setting, from),
  });

const Settings = settingsAnswer("adminSettings");
const Updated = settingsAnswer("settings");

const changesBody: JsonSchema = {
  type: "object",
  description:
    "The settings to change, by key; the others stay. Each is checked against its type, range or format (422 naming each failure); null or an empty string clears a text setting.",
  properties: Object.fromEntries(
    Object.entries(SETTINGS).map(([key, definition]) => [
      key,
      definition.kind === "BOOLEAN"
        ? { type: "boolean", description: definition.description }
        : definition.kind === "TEXT"
          ? {
              type: ["string", "null"],
              maxLength: definition.maxLength,
              description: `${definition.description} (${definition.format === "PHONE" ? "an Indian mobile number, stored as its 10 digits" : "https:// only"})`,
            }
          : {
              type: "integer",
              minimum: definition.minimum,
              maximum: definition.maximum,
              description: definition.description,
            },
    ]),
  ),
};

// GET /settings/public/ (an extension: REST.md has no such route): what every visitor's pages
// show from the settings, for anyone. The server-drawn pages carry it already; the browser asks
// here only for a page the server did not draw.
const Figure = shape({
  key: field(
    oneOf([
      "workers",
      "employers",
      "cities",
      "placementRatePercent",
      "families",
      "states",
    ] as const),
  ),
  value: field(Type.Integer()),
  is_target: field(Type.Boolean(), "isTarget"),
});
const PublicAnswer = shape({
  support_phone: field(nullable(Type.String()), "publicSettings.supportPhone"),
  support_whatsapp_url: field(nullable(Type.String()), "publicSettings.supportWhatsappUrl"),
  community_url: field(nullable(Type.String()), "publicSettings.communityUrl"),
  figures: list(Figure, "publicSettings.figures"),
});

export const publicSettingsRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/settings/public/",
    operationId: "publicSettings",
    summary:
      "The support phone, WhatsApp and community links (null while unset) and the landing page's figures, each a real number or a target flagged as one",
    tag: "content",
    access: "public",
    csrf: false,
    document: `query RestPublicSettings { ${PublicAnswer.selection} }`,
    variables: () => ({}),
    successStatus: 200,
    answer: PublicAnswer,
    at: "",
  },
];

export const adminSettingsRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/admin/settings/",
    operationId: "adminSettings",
    summary: "The platform settings: each one's value now, default, type and range",
    tag: "admin",
    access: "admin",
    csrf: false,
    document: `query RestAdminSettings { ${Settings.selection} }`,
    variables: () => ({}),
    successStatus: 200,
    answer: Settings,
    at: "",
  },
  {
    method: "PUT",
    path: "/admin/settings/",
    operationId: "adminSettingsUpdate",
    summary:
      "Changes platform settings, all or none; each change audited and in effect on the next request on every instance",
    tag: "admin",
    access: "admin",
    csrf: true,
    requestBody: changesBody,
    failures: { 400: messages.settingsObject, 422: messages.settingUnknown({ name: "key" }) },
    document: `mutation RestAdminSettingsUpdate($values: JSON!) {
      ${mutationResult("updateSettings(values: $values)", "UpdateSettingsPayload", Updated.selection)}
    }`,
    answer: Updated,
    at: "result",
    variables: ({ body }: RestInput) => ({ values: body ?? {} }),
    successStatus: 200,
  },
];
