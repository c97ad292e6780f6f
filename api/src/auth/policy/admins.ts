import type { Viewer } from "../../context.js";
import { can } from "./permissions.js";

// Admins as the resource: every admin reads their own account whatever their role (the back
// office's frame shows their name and role), and nobody deactivates themself, so an admin
// cannot lock the back office's last door behind them by mistake.

/** What these rules read of an admin row. */
export interface AdminResource {
  id: number;
  role: string;
}

/** Whether the viewer is this admin, signed in. */
export const isSelfAdmin = (viewer: Viewer | null, admin: Pick<AdminResource, "id">): boolean =>
  viewer?.kind === "admin" && viewer.id === admin.id;

/** An admin row as the viewer it is when signed in: what its role may do is this viewer's. */
export const adminViewerOf = (admin: AdminResource): Viewer => ({
  kind: "admin",
  id: admin.id,
  role: admin.role,
});

/** Whether the viewer may read this admin: themself, or any admin with admin.read. */
export const canReadAdmin = (viewer: Viewer | null, admin: Pick<AdminResource, "id">): boolean =>
  isSelfAdmin(viewer, admin) || can(viewer, "admin.read");

/** Whether the viewer may deactivate this admin: with admin.manage, anyone but themself. */
export const canRemoveAdmin = (viewer: Viewer | null, admin: Pick<AdminResource, "id">): boolean =>
  !isSelfAdmin(viewer, admin) && can(viewer, "admin.manage");
