import type { KeyboardEvent } from "react";

// The SQL console's small rules, without React (AdminConsolePage.tsx).

/** A value of a result cell as text: NULL for SQL's null, JSON for arrays and objects. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "string") return value;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** Ctrl+Enter (Cmd+Enter on a Mac) runs the query from the text box. */
export function isRunShortcut(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey">): boolean {
  return event.key === "Enter" && (event.ctrlKey || event.metaKey);
}
