import type { Viewer } from "../../context.js";
import { ForbiddenError, UnauthenticatedError } from "../../errors.js";
import { type FilterOf, OWNERSHIP, type Owned, type OwnedKind } from "./ownership.js";
import { isUser, type Role, roleOf, type UserViewer } from "./roles.js";

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
  // Rate the other side of a completed application (issue 16), once.
  | "application.rate"
  // Answer "Were you paid what was promised?" for a completed application.
  | "application.answerPaid"
  // See the employer's phone to call or WhatsApp them (contact.ts says when).
  | "application.reachEmployer"
  // One's own labour score.
  | "labourScore.read"
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
  | "document.review";

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
 * Reading what is public (listed jobs, employers, testimonials) needs no grant. Admin access
 * levels (full, read only, limited, none) will narrow an admin's row in reachOf.
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
    "application.reachEmployer": "own",
    "labourScore.read": "own",
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
  },
  // Every admin reads everything, and changes nothing through the users' API; reviewing
  // documents is an admin's own action (the admin roles will narrow it to those who may).
  ADMIN: {
    "job.readPrivate": "any",
    "job.readUnlisted": "any",
    "application.read": "any",
    "application.readResume": "any",
    "account.read": "any",
    "file.read": "any",
    "document.read": "any",
    "document.review": "any",
    "paymentReport.read": "any",
    "moderationQueue.read": "any",
  },
};

export function reachOf(viewer: Viewer | null, action: Action): Reach | null {
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
