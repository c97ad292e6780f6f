import { type FieldError, fieldFailure, ValidationError } from "../errors.js";
import { bodyField, type JsonSchema } from "./route.js";

// The profile routes' JSON bodies: each field's kind gives both its schema in the OpenAPI
// document and how it becomes the GraphQL input's value. A field left out stays as it is, null
// clears it; a value of the wrong kind is the field's 422 with the spec's message (GraphQL would
// only say its variables were wrong).

export type BodyKind =
  | { kind: "text"; description?: string }
  | { kind: "list"; description?: string }
  | { kind: "enum"; values: readonly string[] }
  | { kind: "int"; description?: string }
  | { kind: "bool"; description?: string };

export const text = (description?: string): BodyKind => ({ kind: "text", description });
export const list = (description = "A JSON list, or one comma-separated string"): BodyKind => ({
  kind: "list",
  description,
});
export const oneOfValues = (values: readonly string[]): BodyKind => ({ kind: "enum", values });
export const int = (description?: string): BodyKind => ({ kind: "int", description });
export const bool = (description?: string): BodyKind => ({ kind: "bool", description });

export type BodyFields = Record<string, BodyKind>;

const INT32_MAX = 2_147_483_647;

const camelCase = (name: string) =>
  name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

function schemaOf(spec: BodyKind): JsonSchema {
  const described =
    "description" in spec && spec.description ? { description: spec.description } : {};
  switch (spec.kind) {
    case "text":
      return { type: ["string", "null"], ...described };
    case "list":
      return {
        anyOf: [{ type: "array", items: { type: "string" } }, { type: "string" }, { type: "null" }],
        ...described,
      };
    case "enum":
      return { type: ["string", "null"], enum: [...spec.values, null] };
    case "int":
      return { type: ["integer", "null"], ...described };
    case "bool":
      return { type: "boolean", ...described };
  }
}

/** The OpenAPI request body: every field optional. */
export const bodySchema = (fields: BodyFields, required: string[] = []): JsonSchema => ({
  type: "object",
  ...(required.length > 0 ? { required } : {}),
  properties: Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => [name, schemaOf(spec)]),
  ),
});

type Converted = { value: unknown } | { error: FieldError };

function convert(name: string, spec: BodyKind, value: unknown): Converted {
  if (value === null) return { value: null };
  switch (spec.kind) {
    case "text":
      if (typeof value === "string") return { value };
      if (typeof value === "number" && Number.isFinite(value)) return { value: String(value) };
      return { error: fieldFailure(name, "invalidRequest") };
    case "list":
      if (typeof value === "string") return { value: value.split(",") };
      if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
        return { value };
      }
      return { error: fieldFailure(name, "invalidRequest") };
    case "enum": {
      const lower = typeof value === "string" ? value.trim().toLowerCase() : null;
      if (lower !== null && spec.values.includes(lower)) return { value: lower.toUpperCase() };
      return { error: fieldFailure(name, "choiceInvalid", { values: spec.values.join(", ") }) };
    }
    case "int": {
      const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
      if (typeof number === "number" && Number.isInteger(number) && Math.abs(number) <= INT32_MAX) {
        return { value: number };
      }
      return { error: fieldFailure(name, "numberInvalid") };
    }
    case "bool":
      if (typeof value === "boolean") return { value };
      if (value === "true" || value === "false") return { value: value === "true" };
      return { error: fieldFailure(name, "invalidRequest") };
  }
}

/** The GraphQL input (camelCase keys) of the fields the body has; every wrong kind at once. */
export function bodyInput(body: unknown, fields: BodyFields): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [name, spec] of Object.entries(fields)) {
    const value = bodyField(body, name);
    if (value === undefined) continue;
    const converted = convert(name, spec, value);
    if ("error" in converted) errors.push(converted.error);
    else input[camelCase(name)] = converted.value;
  }
  if (errors.length > 0) throw new ValidationError(errors);
  return input;
}
