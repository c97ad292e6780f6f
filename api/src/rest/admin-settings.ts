import Type from "typebox";
import { messages } from "../messages.js";
import { SETTINGS } from "../services/admin/settings.js";
import { type JsonSchema, mutationResult, type RestInput, type RestRoute } from "./route.js";
import { computed, dateTime, field, list, nullable, shape } from "./shape.js";

// GET and PUT /admin/settings/ of REST.md (issue 20 item 5): the platform settings as an object
// of key to value (`values`, what PUT takes back) and each setting's details (`items`). Both run
// the schema's admin fields (graphql/types/admin-settings.ts); the policy decides per role.

const settingValue = Type.Union([Type.Integer(), Type.Boolean()]);

const Setting = shape({
  key: field(Type.String()),
  description: field(Type.String()),
  kind: computed(
    Type.Union([Type.Literal("integer"), Type.Literal("boolean")]),
    ["kind"],
    (kind: "INTEGER" | "BOOLEAN") => (kind === "INTEGER" ? "integer" : "boolean"),
  ),
  value: field(settingValue),
  default_value: field(settingValue, "defaultValue"),
  is_default: field(Type.Boolean(), "isDefault"),
  minimum: field(nullable(Type.Integer())),
  maximum: field(nullable(Type.Integer())),
  updated_at: field(nullable(dateTime()), "updatedAt"),
});

const settingsAnswer = (from: string) =>
  shape({
    values: computed(
      Type.Object(Object.fromEntries(Object.keys(SETTINGS).map((key) => [key, settingValue])), {
        description: "Each setting's value now: what PUT takes",
      }),
      [`${from}.key`, `${from}.value`],
      (keys: string[], values: (number | boolean)[]) =>
        Object.fromEntries(
          keys.map((key, index) => [key, values[index] ?? false] as [string, number | boolean]),
        ),
    ),
    items: list(Setting, from),
  });

const Settings = settingsAnswer("adminSettings");
const Updated = settingsAnswer("settings");

const changesBody: JsonSchema = {
  type: "object",
  description:
    "The settings to change, by key; the others stay. Each is checked against its type and range (422 naming each failure).",
  properties: Object.fromEntries(
    Object.entries(SETTINGS).map(([key, definition]) => [
      key,
      definition.kind === "BOOLEAN"
        ? { type: "boolean", description: definition.description }
        : {
            type: "integer",
            minimum: definition.minimum,
            maximum: definition.maximum,
            description: definition.description,
          },
    ]),
  ),
};

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
