import type { Viewer } from "../../context.js";

// Who the viewer is, as the permission table (permissions.ts) reads it. The builder's role
// scopes (signedIn, labour, employer, admin) are these predicates.

/** A signed-in worker or employer. */
export type UserViewer = Extract<Viewer, { kind: "user" }>;

export type UserType = UserViewer["userType"];

/**
 * A row of the permission table. Every admin is ADMIN for now; when admins get roles (SPEC
 * section 6: superuser, admin, moderator, operator, viewer), roleOf answers the admin's own role
 * and each role gets its row in PERMISSIONS.
 */
export type Role = UserType | "ADMIN";

export function roleOf(viewer: Viewer | null): Role | null {
  if (!viewer) return null;
  return viewer.kind === "admin" ? "ADMIN" : viewer.userType;
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
