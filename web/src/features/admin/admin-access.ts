import { createContext, useContext } from "react";

// What the signed-in admin's role reaches, section by section, as the server tells it
// (Admin.access, from the policy's ADMIN_ACCESS matrix): screens hide what it cannot do; the
// server decides all the same.

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

export const AdminAccessContext = createContext<AdminAccess>(new Map());

/** Whether the admin may read `section` (any level but none). */
export function canRead(access: AdminAccess, section: string): boolean {
  const level = access.get(section);
  return Boolean(level && level !== "NONE");
}

/** Whether the admin may act in `section` (full or limited; read only may not). */
export function canAct(access: AdminAccess, section: string): boolean {
  const level = access.get(section);
  return level === "FULL" || level === "LIMITED";
}

/** Whether the admin has the section at full (the database browser, a backup: superusers). */
export function hasFull(access: AdminAccess, section: string): boolean {
  return access.get(section) === "FULL";
}

export function useAdminAccess(): AdminAccess {
  return useContext(AdminAccessContext);
}
