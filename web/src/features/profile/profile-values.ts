import type { FieldSpec } from "./profile-fields";

// A section's values as its controls hold them (text as typed, flags, lists), and the partial
// input the server takes: every field of the section is sent, an empty one as null (cleared).

export type FieldValue = string | boolean | readonly string[];
export type Values = Record<string, FieldValue>;

/** The control's value of a field from the profile as read (GraphQL keys). */
export function controlValue(spec: FieldSpec, saved: unknown): FieldValue {
  switch (spec.kind) {
    case "checkbox":
      return saved === true;
    case "chips":
    case "choices":
    case "states":
      return Array.isArray(saved) ? saved.map(String) : [];
    default:
      return saved === null || saved === undefined ? "" : String(saved);
  }
}

export function valuesOf(fields: readonly FieldSpec[], saved: Record<string, unknown>): Values {
  return Object.fromEntries(fields.map((spec) => [spec.name, controlValue(spec, saved[spec.key])]));
}

/** What a field sends: trimmed text or null, a whole number (or the text, for the server to refuse). */
export function inputOf(spec: FieldSpec, value: FieldValue): unknown {
  if (typeof value === "boolean" || Array.isArray(value)) return value;
  const text = String(value).trim();
  if (spec.kind === "number") {
    if (text === "") return null;
    const number = Number(text);
    return Number.isSafeInteger(number) ? number : Number.NaN;
  }
  return text === "" ? null : text;
}

export function inputFrom(fields: readonly FieldSpec[], values: Values): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((spec) => [spec.key, inputOf(spec, values[spec.name] ?? "")]),
  );
}
