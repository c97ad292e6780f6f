import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ApplicationStatus } from "../../generated/prisma/client.js";
import {
  type Actor,
  checkMove,
  isFinal,
  nextMoves,
  SYSTEM_CANCELLABLE,
  TRANSITIONS,
} from "./transitions.js";

// The application state machine as the spec states it, checked move by move and over random
// sequences of attempts.

const STATUSES = Object.keys(TRANSITIONS) as ApplicationStatus[];
const ACTORS: Actor[] = ["LABOUR", "EMPLOYER"];

/** The rules in the spec's words: who may move an application from where to where. */
const EMPLOYER_MOVES: Record<ApplicationStatus, ApplicationStatus[]> = {
  PENDING: ["UNDER_REVIEW", "SHORTLISTED", "ACCEPTED", "REJECTED"],
  UNDER_REVIEW: ["SHORTLISTED", "ACCEPTED", "REJECTED"],
  SHORTLISTED: ["ACCEPTED", "REJECTED"],
  ACCEPTED: ["COMPLETED", "CANCELLED"],
  REJECTED: [],
  WITHDRAWN: [],
  COMPLETED: [],
  CANCELLED: [],
};
const WITHDRAWABLE: ApplicationStatus[] = ["PENDING", "UNDER_REVIEW", "SHORTLISTED"];

const allowedBySpec = (actor: Actor, from: ApplicationStatus, to: ApplicationStatus) =>
  actor === "EMPLOYER"
    ? EMPLOYER_MOVES[from].includes(to)
    : to === "WITHDRAWN" && WITHDRAWABLE.includes(from);

describe("checkMove", () => {
  it("allows exactly the spec's moves, for each actor, from every status to every status", () => {
    for (const actor of ACTORS) {
      for (const from of STATUSES) {
        for (const to of STATUSES) {
          expect(checkMove(actor, from, to).allowed, `${actor} ${from} -> ${to}`).toBe(
            allowedBySpec(actor, from, to),
          );
        }
      }
    }
  });

  it("says a move is not the actor's before it says it is not possible from here", () => {
    expect(checkMove("LABOUR", "PENDING", "ACCEPTED")).toEqual({
      allowed: false,
      reason: "NOT_ACTORS_MOVE",
    });
    expect(checkMove("EMPLOYER", "PENDING", "WITHDRAWN")).toEqual({
      allowed: false,
      reason: "NOT_ACTORS_MOVE",
    });
    // Not the worker's to make, and impossible from a final status too.
    expect(checkMove("LABOUR", "COMPLETED", "ACCEPTED")).toMatchObject({
      reason: "NOT_ACTORS_MOVE",
    });
    expect(checkMove("EMPLOYER", "REJECTED", "ACCEPTED")).toEqual({
      allowed: false,
      reason: "NOT_FROM_HERE",
    });
    expect(checkMove("LABOUR", "ACCEPTED", "WITHDRAWN")).toEqual({
      allowed: false,
      reason: "NOT_FROM_HERE",
    });
  });

  it("lets nobody move an application back to pending or to where it already is", () => {
    for (const actor of ACTORS) {
      for (const status of STATUSES) {
        expect(checkMove(actor, status, status).allowed).toBe(false);
        expect(checkMove(actor, status, "PENDING").allowed).toBe(false);
      }
    }
  });
});

describe("nextMoves", () => {
  it("offers each actor exactly the moves checkMove allows", () => {
    for (const actor of ACTORS) {
      for (const from of STATUSES) {
        const offered = nextMoves(actor, from);
        expect(new Set(offered)).toEqual(
          new Set(STATUSES.filter((to) => checkMove(actor, from, to).allowed)),
        );
      }
    }
  });
});

describe("final statuses and what a deleted job cancels", () => {
  it("ends at rejected, withdrawn, completed and cancelled", () => {
    expect(STATUSES.filter(isFinal).sort()).toEqual(
      ["CANCELLED", "COMPLETED", "REJECTED", "WITHDRAWN"].sort(),
    );
  });

  it("cancels exactly the applications still in progress", () => {
    expect([...SYSTEM_CANCELLABLE].sort()).toEqual(
      STATUSES.filter((status) => !isFinal(status)).sort(),
    );
  });
});

describe("any sequence of attempts", () => {
  const attempt = fc.record({
    actor: fc.constantFrom(...ACTORS),
    to: fc.constantFrom(...STATUSES),
  });

  it("only ever takes allowed moves, never leaves a final status and never repeats one", () => {
    fc.assert(
      fc.property(fc.array(attempt, { maxLength: 30 }), (attempts) => {
        let status: ApplicationStatus = "PENDING";
        const visited: ApplicationStatus[] = [status];
        for (const { actor, to } of attempts) {
          if (!checkMove(actor, status, to).allowed) continue;
          expect(isFinal(status)).toBe(false);
          status = to;
          expect(visited).not.toContain(status);
          visited.push(status);
        }
        // Completed and cancelled are reached only through an accepted hire; the worker's only
        // move is a withdrawal.
        if (status === "COMPLETED" || status === "CANCELLED") expect(visited).toContain("ACCEPTED");
        if (status === "WITHDRAWN") expect(visited).not.toContain("ACCEPTED");
        // Four moves at most: pending, under review, shortlisted, accepted, completed.
        expect(visited.length).toBeLessThanOrEqual(5);
      }),
    );
  });

  it("can reach every status from pending, and every final one", () => {
    const reachable = new Set<ApplicationStatus>(["PENDING"]);
    for (let changed = true; changed; ) {
      changed = false;
      for (const from of [...reachable]) {
        for (const actor of ACTORS) {
          for (const to of nextMoves(actor, from)) {
            if (!reachable.has(to)) {
              reachable.add(to);
              changed = true;
            }
          }
        }
      }
    }
    expect([...reachable].sort()).toEqual([...STATUSES].sort());
  });
});
