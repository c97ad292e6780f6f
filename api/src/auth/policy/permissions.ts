import type { Viewer } from "../../context.js";
import { ForbiddenError, UnauthenticatedError } from "../../errors.js";
import { type FilterOf, OWNERSHIP, type Owned, type OwnedKind } from "./ownership.js";
import {
  type AccessLevel,
  ADMIN_ROLES,
  type AdminRole,
  type AdminSection,
  hasAccess,
  isAdmin,
  isUser,
  type Role,
  roleOf,
  type UserViewer,
} from "./roles.js";

// Who may do what: one table from each role to the actions it may take and how far each reaches.
// GraphQL fields ask through the `can` scope (graphql/builder.ts), services through `authorize`
// and `can`, lists through the filters in visibility.ts. A new admin role is a new row; a changed
// permission is a changed cell.

/** `<resource>.<verb>`; the resource names the ownership rule an "own" grant goes by. */
export type Action =
  | "job.create"
  // Edit, make inactive, reactivate, delete.
  | "job.manage"
  // What only a job's employer sees: moderation, views, application counts, its applications.
  | "job.readPrivate"
  // Jobs not listed publicly: inactive, expired, not approved (visibility.ts).
  | "job.readUnlisted"
  | "job.save"
  // Report a job to the admins (asks for money, fake, wrong pay, other).
  | "job.report"
  // The admins' moderation queue: jobs pending approval, flagged or reported, unpaid answers.
  | "moderationQueue.read"
  | "application.create"
  | "application.read"
  | "application.withdraw"
  | "application.confirmContact"
  // Move it along the employer's side of the state machine.
  | "application.review"
  // Record contacting the applicant.
  | "application.contact"
  | "application.readResume"
  // Rate the other side of a completed application, once.
  | "application.rate"
  // Answer "Were you paid what was promised?" for a completed application.
  | "application.answerPaid"
  // Confirm or dispute the employer's word on a completed job or a no-show (the worker's, once).
  | "application.confirmWork"
  // See the employer's phone to call or WhatsApp them (contact.ts says when).
  | "application.reachEmployer"
  // One's own labour score.
  | "labourScore.read"
  // One's own recommended jobs.
  | "recommendation.read"
  // Save, list, change, pause and delete one's own saved searches (job alerts).
  | "savedSearch.manage"
  // An employer's hiring analytics and dashboard figures: their own.
  | "analytics.read"
  // The workers' "not paid" answers, for the moderation queue.
  | "paymentReport.read"
  | "account.read"
  // Edit one's own profile (names, e-mail, picture, the worker's or business details).
  | "account.update"
  // Add, edit, remove and order a worker's education and experience entries.
  | "profileEntry.manage"
  | "notification.read"
  | "notification.markRead"
  | "file.upload"
  // Own files, and those an application shows (files.ts).
  | "file.read"
  // Identity documents: their state and rejection reason; submitting or resubmitting one.
  | "document.read"
  | "document.submit"
  // Verifying or rejecting a submitted document (an admin's).
  | "document.review"
  // The back office (admins only, by ADMIN_ACTIONS below): listing and opening any account;
  | "account.search"
  // verifying, blocking and unblocking one; deleting (anonymising) one;
  | "account.moderate"
  | "account.erase"
  // approving, rejecting, flagging and unflagging a job; deleting one;
  | "job.moderate"
  | "job.remove"
  // the admins themselves: reading them, creating, changing and removing them;
  | "admin.read"
  | "admin.manage"
  // the audit log;
  | "auditLog.read"
  // the overview's platform figures, entity counts and recent lists;
  | "dashboard.read"
  // every application on the platform: listing and searching them; cancelling one (a scam
  // job's, say) with a reason;
  | "application.search"
  | "application.cancel"
  // workers' disputes of a completion or a no-show: reading the open ones, deciding one;
  | "applicationDispute.read"
  | "applicationDispute.decide"
  // the platform's analytics (the registration timeline);
  | "platformAnalytics.read"
  // the platform settings: reading them, changing them.
  | "settings.read"
  | "settings.update"
  // the read-only SQL console; the database browser (tables and their rows, secrets masked);
  | "database.query"
  | "database.browse"
  // information pages, help-centre questions and blog posts: reading drafts, changing them;
  | "content.read"
  | "content.edit"
  // the contact form's inbox (personal data, so the users section): reading messages, moving
  // them along (read, replied, closed) with notes;
  | "contactMessage.read"
  | "contactMessage.update"
  // the system's health (database, server, listener, limits, queue);
  | "system.read"
  // downloading a backup of the data (secrets included, so it is the superuser's);
  | "backup.download"
  // broadcast notifications: sending one to a segment, reading past ones.
  | "broadcast.send"
  | "broadcast.read"
  // API keys for integrations (an employer's, an admin's read-only ones): creating, listing
  // and revoking one's own; never by a key itself (api-keys.ts).
  | "apiKey.manage";

/**
 * How far a grant reaches: "any" resource of its kind, or only the viewer's "own" by the
 * resource's ownership rule (ownership.ts; files.ts for files). For an action that makes
 * something new, either means allowed.
 */
export type Reach = "any" | "own";

type Grants = Readonly<Partial<Record<Action, Reach>>>;

/** What every worker and employer may do, to what is theirs: a job's two sides share these. */
const EVERY_USER: Grants = {
  "application.read": "own",
  "application.readResume": "own",
  "account.read": "own",
  "account.update": "own",
  "notification.read": "own",
  "notification.markRead": "own",
  "file.upload": "any",
  "file.read": "own",
  "document.read": "own",
  "document.submit": "own",
};

/**
 * What an admin action needs: a section of the back office and the least access level in it
 * (roles.ts ADMIN_ACCESS). Each admin role's row of PERMISSIONS is made from these, so the
 * matrix is the only place an admin's permissions are written.
 */
export const ADMIN_ACTIONS: Readonly<
  Partial<Record<Action, readonly [AdminSection, AccessLevel]>>
> = {
  "job.readPrivate": ["jobs", "READ_ONLY"],
  "job.readUnlisted": ["jobs", "READ_ONLY"],
  "paymentReport.read": ["jobs", "READ_ONLY"],
  "moderationQueue.read": ["jobs", "READ_ONLY"],
  "job.moderate": ["jobs", "LIMITED"],
  "job.remove": ["jobs", "FULL"],
  "application.read": ["applications", "READ_ONLY"],
  "application.readResume": ["applications", "READ_ONLY"],
  "application.search": ["applications", "READ_ONLY"],
  // Cancelling ends an application for good (it never moves again) and tells both sides: not
  // one of the everyday reversible changes "limited" means.
  "application.cancel": ["applications", "FULL"],
  // A decision makes a completion or a no-show count, or not, in a worker's record: an everyday
  // moderation call, like verifying a document.
  "applicationDispute.read": ["applications", "READ_ONLY"],
  "applicationDispute.decide": ["applications", "LIMITED"],
  "account.read": ["users", "READ_ONLY"],
  "account.search": ["users", "READ_ONLY"],
  "file.read": ["users", "READ_ONLY"],
  "document.read": ["users", "READ_ONLY"],
  "document.review": ["users", "LIMITED"],
  "account.moderate": ["users", "LIMITED"],
  "account.erase": ["users", "FULL"],
  "content.read": ["content", "READ_ONLY"],
  // What the public reads is written by the roles with the section in full (superuser, admin,
  // moderator): publishing is not one of the everyday reversible changes "limited" means.
  "content.edit": ["content", "FULL"],
  // Messages carry names, phones and e-mail addresses: read like accounts; marking one read,
  // replied or closed is an everyday reversible change.
  "contactMessage.read": ["users", "READ_ONLY"],
  "contactMessage.update": ["users", "LIMITED"],
  "admin.read": ["roles", "READ_ONLY"],
  "admin.manage": ["roles", "FULL"],
  "auditLog.read": ["auditLogs", "READ_ONLY"],
  "dashboard.read": ["dashboard", "READ_ONLY"],
  "platformAnalytics.read": ["analytics", "READ_ONLY"],
  "settings.read": ["settings", "READ_ONLY"],
  // A setting is changed back as easily as it was changed: an everyday reversible change.
  "settings.update": ["settings", "LIMITED"],
  "database.query": ["database", "FULL"],
  "database.browse": ["database", "FULL"],
  "system.read": ["system", "READ_ONLY"],
  "backup.download": ["backup", "FULL"],
  // Sending reaches many people at once and cannot be taken back: more than read only.
  "broadcast.send": ["notifications", "LIMITED"],
  "broadcast.read": ["notifications", "READ_ONLY"],
  // An admin's keys read what the admin reads (api-keys.ts): any admin may make their own.
  "apiKey.manage": ["dashboard", "READ_ONLY"],
};

/** The back office's actions, in ADMIN_ACTIONS' order. */
export const ADMIN_ACTION_LIST = Object.keys(ADMIN_ACTIONS) as Action[];

/** An admin role's row: every admin action its access levels reach, over any resource. */
function adminGrants(role: AdminRole): Grants {
  return Object.fromEntries(
    Object.entries(ADMIN_ACTIONS)
      .filter(([, need]) => need && hasAccess(role, need[0], need[1]))
      .map(([action]) => [action, "any"]),
  );
}

/**
 * Reading what is public (listed jobs, employers, testimonials) needs no grant. Admins change
 * nothing through the users' API; their own actions are the back office's.
 */
export const PERMISSIONS: Readonly<Record<Role, Grants>> = {
  LABOUR: {
    ...EVERY_USER,
    "job.save": "any",
    "job.report": "any",
    "application.create": "any",
    "application.withdraw": "own",
    "application.confirmContact": "own",
    "profileEntry.manage": "own",
    "application.rate": "own",
    "application.answerPaid": "own",
    "application.confirmWork": "own",
    "application.reachEmployer": "own",
    "labourScore.read": "own",
    "recommendation.read": "own",
    "savedSearch.manage": "own",
  },
  EMPLOYER: {
    ...EVERY_USER,
    "job.create": "any",
    "job.manage": "own",
    "job.readPrivate": "own",
    "job.readUnlisted": "own",
    "application.review": "own",
    "application.contact": "own",
    "application.rate": "own",
    "analytics.read": "own",
    "apiKey.manage": "own",
  },
  ...(Object.fromEntries(ADMIN_ROLES.map((role) => [role, adminGrants(role)])) as Record<
    AdminRole,
    Grants
  >),
};

export function reachOf(viewer: Viewer | null, action: Action): Reach | null {
  // An API key does what its owner may and its scopes name, no more (api-keys.ts).
  if (viewer?.key && !viewer.key.actions.has(action)) return null;
  const role = roleOf(viewer);
  return role ? (PERMISSIONS[role][action] ?? null) : null;
}

type KindOf<A extends Action> = A extends `${infer K}.${string}` ? K : never;

/** The resource `can` checks an action against; files go by canReadFile (files.ts). */
export type ResourceOf<A extends Action> = A extends Action
  ? KindOf<A> extends OwnedKind
    ? Owned[KindOf<A>]
    : never
  : never;

/** Actions on resources with an ownership rule, so with a filter. */
export type OwnedAction = { [A in Action]: KindOf<A> extends OwnedKind ? A : never }[Action];

const kindOf = (action: Action) => action.slice(0, action.indexOf(".")) as OwnedKind;

function owns(user: UserViewer, action: Action, resource: unknown): boolean {
  const rule = OWNERSHIP[kindOf(action)] as { owns(user: UserViewer, resource: unknown): boolean };
  return rule.owns(user, resource);
}

/**
 * Whether the viewer may do `action`: without a resource, whether their role may do it at all
 * (to their own or to any); with one, whether they may do it to that one.
 */
export function can<A extends Action>(
  viewer: Viewer | null,
  action: A,
  resource?: ResourceOf<A>,
): boolean {
  const reach = reachOf(viewer, action);
  if (reach === null) return false;
  if (reach === "any" || resource === undefined) return true;
  return isUser(viewer) && owns(viewer, action, resource);
}

/**
 * The back-office actions an admin may take, each asked of `can` as the fields and services ask
 * it: what the back office offers them (Admin.permissions), so it never copies the table. Users
 * have no back office (some of these actions are also theirs, on their own things).
 */
export function permittedAdminActions(viewer: Viewer | null): Action[] {
  if (!isAdmin(viewer)) return [];
  return ADMIN_ACTION_LIST.filter((action) => can(viewer, action));
}

/** The GraphQL `can` scope's parameter: an action, or an action on a resource. */
export type Permission =
  | Action
  | {
      [A in Action]: [ResourceOf<A>] extends [never] ? never : readonly [A, ResourceOf<A>];
    }[Action];

export function isPermitted(viewer: Viewer | null, permission: Permission): boolean {
  return typeof permission === "string"
    ? can(viewer, permission)
    : can(viewer, permission[0], permission[1]);
}

/**
 * For a service about to act: the id of the viewer whose role may do `action`; 401 when nobody
 * is signed in, 403 for anyone else. Whether they may do it to the resource at hand is
 * `can(viewer, action, resource)` once the service has loaded it.
 */
export function authorize(viewer: Viewer | null, action: Action): number {
  if (!viewer) throw new UnauthenticatedError();
  if (!can(viewer, action)) throw new ForbiddenError();
  return viewer.id;
}

/** The rows the viewer may do `action` to, as a Prisma filter (none: a filter nothing passes). */
export function whereAllowed<A extends OwnedAction>(
  viewer: Viewer | null,
  action: A,
): FilterOf<KindOf<A> & OwnedKind>;
export function whereAllowed(viewer: Viewer | null, action: OwnedAction): object {
  const reach = reachOf(viewer, action);
  if (reach === "any") return {};
  if (reach === "own" && isUser(viewer)) return OWNERSHIP[kindOf(action)].where(viewer);
  return { id: -1 };
}
