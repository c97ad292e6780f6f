import Type from "typebox";
import { fieldFailure } from "../errors.js";
import { type Body, type BodyFields, body, type Reader, reads } from "./body.js";
import { nullable, oneOf } from "./shape.js";

// The profile routes' JSON bodies (body.ts): each field's kind gives both its schema in the
// OpenAPI document and how it becomes the GraphQL input's value. A field left out stays as it
// is, null clears it; a value of the wrong kind is the field's 422 with the spec's message
// (GraphQL would only say its variables were wrong).

export type { BodyFields };

const INT32_MAX = 2_147_483_647;

/** Null clears the field, whatever its kind. */
const orClears =
  (read: Reader): Reader =>
  (value, name) =>
    value === null ? { value: null } : read(value, name);

const described = (description?: string) => (description ? { description } : {});

const readText: Reader = (value, name) => {
  if (typeof value === "string") return { value };
  if (typeof value === "number" && Number.isFinite(value)) return { value: String(value) };
  return { error: fieldFailure(name, "invalidRequest") };
};

const readList: Reader = (value, name) => {
  if (typeof value === "string") return { value: value.split(",") };
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return { value };
  return { error: fieldFailure(name, "invalidRequest") };
};

const readInt: Reader = (value, name) => {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof number === "number" && Number.isInteger(number) && Math.abs(number) <= INT32_MAX) {
    return { value: number };
  }
  return { error: fieldFailure(name, "numberInvalid") };
};

const readBool: Reader = (value, name) => {
  if (typeof value === "boolean") return { value };
  if (value === "true" || value === "false") return { value: value === "true" };
  return { error: fieldFailure(name, "invalidRequest") };
};

export const text = (description?: string) =>
  reads(nullable(Type.String(), described(description)), orClears(readText));

export const list = (description = "A JSON list, or one comma-separated string") =>
  reads(
    Type.Union([Type.Array(Type.String()), Type.String(), Type.Null()], { description }),
    orClears(readList),
  );

export const oneOfValues = <const V extends readonly string[]>(values: V) =>
  reads(
    nullable(oneOf(values)),
    orClears((value, name) => {
      const lower = typeof value === "string" ? value.trim().toLowerCase() : null;
      if (lower !== null && values.includes(lower)) return { value: lower.toUpperCase() };
      return { error: fieldFailure(name, "choiceInvalid", { values: values.join(", ") }) };
    }),
  );

export const int = (description?: string) =>
  reads(nullable(Type.Integer(), described(description)), orClears(readInt));

export const bool = (description?: string) =>
  reads(Type.Boolean(described(description)), orClears(readBool));

/** A profile body: every field optional unless `required`; fields left out stay as they are. */
export const profileBody = <F extends BodyFields>(
  fields: F,
  input: string,
  required: readonly (keyof F & string)[] = [],
): Body<F> => body(fields, { input, required, leftOut: "skip" });
