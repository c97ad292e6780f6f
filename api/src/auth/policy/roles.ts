import type { Viewer } from "../../context.js";

// Who the viewer is, as the permission table (permissions.ts) reads it. The builder's role
// scopes (signedIn, labour, employer, admin) are these predicates.

/** A signed-in worker or employer. */
export type UserViewer = Extract<Viewer, { kind: "user" }>;

export type UserType = UserViewer["userType"];

// ---------------------------------------------------------------- admin roles (SPEC section 6)

/** The back office's roles, most powerful first (admins.role). */
export const ADMIN_ROLES = ["SUPERUSER", "ADMIN", "MODERATOR", "OPERATOR", "VIEWER"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** The back office's sections (SPEC section 2's admin sidebar). */
export const ADMIN_SECTIONS = [
  "dashboard",
  "users",
  "jobs",
  "applications",
  "analytics",
  "content",
  "notifications",
  "auditLogs",
  "backup",
  "settings",
  "roles",
  "database",
  "system",
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/**
 * How far a role reaches in a section, weakest first: none; read only; limited (read and the
 * everyday, reversible changes: verify, block, approve, flag); full (everything, deleting too).
 */
export const ACCESS_LEVELS = ["NONE", "READ_ONLY", "LIMITED", "FULL"] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

const every = (level: AccessLevel) =>
  Object.fromEntries(ADMIN_SECTIONS.map((section) => [section, level])) as Record<
    AdminSection,
    AccessLevel
  >;

/**
 * The matrix: each admin role's level in each section. A changed permission is a changed cell;
 * docs/back-office.md's table is printed from it (admin-matrix.ts; its test compares).
 */
export const ADMIN_ACCESS: Readonly<
  Record<AdminRole, Readonly<Record<AdminSection, AccessLevel>>>
> = {
  SUPERUSER: every("FULL"),
  ADMIN: {
    ...every("FULL"),
    auditLogs: "READ_ONLY",
    backup: "LIMITED",
    settings: "LIMITED",
    roles: "READ_ONLY",
    database: "READ_ONLY",
    system: "READ_ONLY",
  },
  MODERATOR: {
    ...every("NONE"),
    dashboard: "READ_ONLY",
    users: "LIMITED",
    jobs: "FULL",
    applications: "LIMITED",
    analytics: "READ_ONLY",
    content: "FULL",
    notifications: "LIMITED",
    auditLogs: "READ_ONLY",
  },
  OPERATOR: {
    ...every("NONE"),
    dashboard: "READ_ONLY",
    users: "LIMITED",
    jobs: "LIMITED",
    applications: "FULL",
    analytics: "READ_ONLY",
    content: "LIMITED",
    notifications: "FULL",
    backup: "LIMITED",
    settings: "READ_ONLY",
    database: "READ_ONLY",
    system: "LIMITED",
  },
  VIEWER: {
    ...every("NONE"),
    dashboard: "READ_ONLY",
    users: "READ_ONLY",
    jobs: "READ_ONLY",
    applications: "READ_ONLY",
    analytics: "READ_ONLY",
    content: "READ_ONLY",
    notifications: "READ_ONLY",
  },
};

export const isAdminRole = (value: unknown): value is AdminRole =>
  typeof value === "string" && (ADMIN_ROLES as readonly string[]).includes(value);

/** Whether `role` reaches at least `needed` in `section`. */
export function hasAccess(role: AdminRole, section: AdminSection, needed: AccessLevel): boolean {
  return ACCESS_LEVELS.indexOf(ADMIN_ACCESS[role][section]) >= ACCESS_LEVELS.indexOf(needed);
}

/** A row of the permission table: a worker, an employer, or an admin by their role. */
export type Role = UserType | AdminRole;

export function roleOf(viewer: Viewer | null): Role | null {
  if (!viewer) return null;
  if (viewer.kind === "admin") return isAdminRole(viewer.role) ? viewer.role : null;
  return viewer.userType;
}

export const isUser = (viewer: Viewer | null): viewer is UserViewer => viewer?.kind === "user";

export const isUserOfType = (viewer: Viewer | null, type: UserType): viewer is UserViewer =>
  isUser(viewer) && viewer.userType === type;

export const isAdmin = (viewer: Viewer | null) => viewer?.kind === "admin";

/** The signed-in worker's or employer's id; null for visitors and admins. */
export const userIdOf = (viewer: Viewer | null): number | null =>
  isUser(viewer) ? viewer.id : null;

/** The signed-in user's type, the side they act on (the state machine's actor); else null. */
export const userTypeOf = (viewer: Viewer | null): UserType | null =>
  isUser(viewer) ? viewer.userType : null;

/** The coarse scopes of the GraphQL builder, one per role predicate. */
export function roleScopes(viewer: Viewer | null) {
  return {
    signedIn: isUser(viewer),
    labour: isUserOfType(viewer, "LABOUR"),
    employer: isUserOfType(viewer, "EMPLOYER"),
    admin: isAdmin(viewer),
  };
}
