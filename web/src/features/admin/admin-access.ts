import { createContext, useContext } from "react";
import type { AdminAction } from "../../__generated__/AdminLayoutQuery.graphql";

// What the signed-in admin may do, as the server tells it: the sections their role reaches
// (Admin.access, for the sidebar) and the actions the policy lets them take (Admin.permissions).
// Screens offer only those actions and never work the rules out themselves; the server decides
// all the same.

export type { AdminAction };
export type AccessLevel = "FULL" | "LIMITED" | "READ_ONLY" | "NONE";
export type AdminAccess = ReadonlyMap<string, AccessLevel>;

/**
 * The sidebar's sections, SPEC section 2's order, with the path under /admin/dashboard; an entry
 * with a `label` is another screen of its section.
 */
export const SIDEBAR_SECTIONS: readonly { section: string; path: string; label?: string }[] = [
  { section: "dashboard", path: "" },
  { section: "users", path: "users" },
  // The contact form's inbox: personal data, so the users section's (no section of its own).
  { section: "users", path: "contact-messages", label: "contactMessages" },
  { section: "jobs", path: "jobs" },
  { section: "applications", path: "applications" },
  { section: "analytics", path: "analytics" },
  { section: "content", path: "content" },
  { section: "notifications", path: "notifications" },
  { section: "auditLogs", path: "audit-logs" },
  { section: "backup", path: "backup" },
  { section: "settings", path: "settings" },
  { section: "roles", path: "roles" },
  { section: "database", path: "database" },
  { section: "system", path: "system" },
];

/** The sidebar section an address under /admin/dashboard belongs to ("dashboard" for its home). */
export function sectionOfPath(pathname: string): string | null {
  const rest = pathname.replace(/^\/admin\/dashboard\/?/, "");
  const first = rest.split("/")[0] ?? "";
  return SIDEBAR_SECTIONS.find(({ path }) => path === first)?.section ?? null;
}

/** Whether the admin may open `section` (any level but none): the sidebar's and the frame's. */
export function canRead(access: AdminAccess, section: string): boolean {
  const level = access.get(section);
  return Boolean(level && level !== "NONE");
}

export const AdminPermissionsContext = createContext<ReadonlySet<AdminAction>>(new Set());

/** Whether the server lets the signed-in admin take `action`: a screen offers it only then. */
export function useAdminMay(): (action: AdminAction) => boolean {
  const permissions = useContext(AdminPermissionsContext);
  return (action) => permissions.has(action);
}
