// The settings section's form, without React: what each setting's
// control holds, by its kind, and which values a save sends. The server's catalogue decides the
// settings, their kinds and ranges (services/admin/settings.ts) and checks every value with its
// own messages; the form only turns what was typed into the value of the setting's kind and
// sends the ones that changed.
//
// Kinds: INTEGER (a number input: the text as typed), BOOLEAN (a checkbox: true or false), TEXT
// (a text input: a string, empty meaning unset, sent as null). Any other kind, one this screen
// does not know yet, has no control: it is shown read-only.

/** A setting as the screen reads it (the adminSettings query's fields). */
export interface SettingView {
  readonly key: string;
  readonly kind: string;
  readonly value: unknown;
}

/** What a setting's control holds: its text, or true/false for a checkbox. */
export type Draft = string | boolean;

export const EDITABLE_KINDS = ["INTEGER", "BOOLEAN", "TEXT"] as const;
export type EditableKind = (typeof EDITABLE_KINDS)[number];

export function isEditable(kind: string): kind is EditableKind {
  return (EDITABLE_KINDS as readonly string[]).includes(kind);
}

/** The control's first content for the setting's value now; null for a kind with no control. */
export function draftOf(setting: SettingView): Draft | null {
  switch (setting.kind) {
    case "INTEGER":
      return typeof setting.value === "number" ? String(setting.value) : "";
    case "BOOLEAN":
      return setting.value === true;
    case "TEXT":
      return typeof setting.value === "string" ? setting.value : "";
    default:
      return null;
  }
}

/** Every control's first content, by setting key (none for a kind with no control). */
export function draftsOf(settings: readonly SettingView[]): Record<string, Draft> {
  const drafts: Record<string, Draft> = {};
  for (const setting of settings) {
    const draft = draftOf(setting);
    if (draft !== null) drafts[setting.key] = draft;
  }
  return drafts;
}

/**
 * The value a save sends for `draft`: a whole number as a number; anything else typed into a
 * number field as the text itself, which the server refuses with its message for the range
 * (so that message is said in one place); a checkbox's true/false; a text, or null when empty.
 */
export function settingValue(kind: EditableKind, draft: Draft): unknown {
  if (kind === "BOOLEAN") return draft === true;
  const text = String(draft);
  if (kind === "INTEGER") {
    const trimmed = text.trim();
    return /^-?\d{1,15}$/.test(trimmed) ? Number(trimmed) : trimmed;
  }
  return text.trim() === "" ? null : text;
}

/** The setting's value now as a save would compare it (a TEXT's empty or missing one is null). */
function currentValue(setting: SettingView): unknown {
  if (setting.kind === "TEXT") {
    return typeof setting.value === "string" && setting.value !== "" ? setting.value : null;
  }
  return setting.value;
}

/** The values to send: only the settings whose control no longer says their value now. */
export function changedValues(
  settings: readonly SettingView[],
  drafts: Readonly<Record<string, Draft>>,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const setting of settings) {
    const draft = drafts[setting.key];
    if (draft === undefined || !isEditable(setting.kind)) continue;
    const value = settingValue(setting.kind, draft);
    if (value !== currentValue(setting)) changes[setting.key] = value;
  }
  return changes;
}
