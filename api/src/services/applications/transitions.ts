import type { ApplicationStatus } from "../../generated/prisma/client.js";

// The application state machine, defined once. Every path that changes an application's status
// (GraphQL, REST, a job's deletion) asks this module whether the move is allowed.
//
//   pending      -> under_review | shortlisted | accepted | rejected | withdrawn
//   under_review -> shortlisted | accepted | rejected | withdrawn
//   shortlisted  -> accepted | rejected | withdrawn
//   accepted     -> completed | cancelled
//   rejected, withdrawn, completed, cancelled: final
//
// Who makes a move: the worker only withdraws; the job's employer makes every other move
// (reviewing, shortlisting, accepting, rejecting, completing and calling off an accepted hire).
// The system cancels applications still in progress when their job is deleted (SYSTEM_CANCELLABLE),
// which is a rule of deleting a job and not an actor's move.

export type Actor = "LABOUR" | "EMPLOYER";

export const TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  PENDING: ["UNDER_REVIEW", "SHORTLISTED", "ACCEPTED", "REJECTED", "WITHDRAWN"],
  UNDER_REVIEW: ["SHORTLISTED", "ACCEPTED", "REJECTED", "WITHDRAWN"],
  SHORTLISTED: ["ACCEPTED", "REJECTED", "WITHDRAWN"],
  ACCEPTED: ["COMPLETED", "CANCELLED"],
  REJECTED: [],
  WITHDRAWN: [],
  COMPLETED: [],
  CANCELLED: [],
};

/** The statuses each actor may move an application to. */
export const MOVES_BY_ACTOR: Readonly<Record<Actor, readonly ApplicationStatus[]>> = {
  LABOUR: ["WITHDRAWN"],
  EMPLOYER: ["UNDER_REVIEW", "SHORTLISTED", "ACCEPTED", "REJECTED", "COMPLETED", "CANCELLED"],
};

/** Applications still in progress: a deleted job cancels these. */
export const SYSTEM_CANCELLABLE: readonly ApplicationStatus[] = [
  "PENDING",
  "UNDER_REVIEW",
  "SHORTLISTED",
  "ACCEPTED",
];

export const isFinal = (status: ApplicationStatus) => TRANSITIONS[status].length === 0;

export type MoveCheck =
  | { allowed: true }
  | { allowed: false; reason: "NOT_ACTORS_MOVE" | "NOT_FROM_HERE" };

export function checkMove(actor: Actor, from: ApplicationStatus, to: ApplicationStatus): MoveCheck {
  if (!MOVES_BY_ACTOR[actor].includes(to)) return { allowed: false, reason: "NOT_ACTORS_MOVE" };
  if (!TRANSITIONS[from].includes(to)) return { allowed: false, reason: "NOT_FROM_HERE" };
  return { allowed: true };
}

/** Where an actor may take an application next, for the screens' buttons. */
export const nextMoves = (actor: Actor, from: ApplicationStatus): ApplicationStatus[] =>
  TRANSITIONS[from].filter((to) => MOVES_BY_ACTOR[actor].includes(to));
