import { PROFILE_FIELDS, type ProfileField } from "@kaamsetu/shared/profile-fields";
import type { TFunction } from "i18next";
import { dashboardPath } from "./user-type";

export { PROFILE_FIELDS, type ProfileField };

// The profile's fields as the server names them (shared/src/profile-fields.ts) and the key of
// each one's label in the `profile` namespace (locales/en/profile.json, "fields"). The gate's
// refusal, the completion card and the profile editors all word a field from here.

export const PROFILE_NAMESPACE = "profile";

const KNOWN: ReadonlySet<string> = new Set(PROFILE_FIELDS);

export function isProfileField(name: string): name is ProfileField {
  return KNOWN.has(name);
}

/** The i18next key (with its namespace) of a field's label. */
export function profileFieldKey(field: ProfileField): `profile:fields.${ProfileField}` {
  return `profile:fields.${field}`;
}

/**
 * A field's label in the reader's language; a name this app does not know yet (a newer server)
 * is shown as words ("preferred_job_type" → "preferred job type"), never as a raw key. The
 * `profile` namespace must be loaded (useTranslation("profile") or i18n.loadNamespaces).
 */
export function profileFieldLabel(t: TFunction, name: string): string {
  const words = name.replace(/_/g, " ");
  return isProfileField(name) ? t(profileFieldKey(name), { defaultValue: words }) : words;
}

/**
 * `?missing=` as the profile editor reads it: the known field names, in order, each once.
 * Anything else in it (a hand-typed address) is dropped.
 */
export function parseMissingFields(value: string | null | undefined): ProfileField[] {
  if (!value) return [];
  const names = value.split(",").map((name) => name.trim());
  return [...new Set(names.filter(isProfileField))];
}

/** The worker's profile editor, showing `missing` first, then back to `next` when saved. */
export function completeProfilePath(missing: readonly string[], next?: string | null): string {
  const params = new URLSearchParams();
  const known = missing.filter(isProfileField);
  if (known.length > 0) params.set("missing", known.join(","));
  if (next) params.set("next", next);
  const query = params.toString().replace(/%2C/g, ",").replace(/%2F/g, "/");
  return `${dashboardPath("labour")}/profile${query ? `?${query}` : ""}`;
}
