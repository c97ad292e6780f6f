import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { employer, refusal, VALIDATION, worker } from "../../../test/context.js";
import { createEmployer, createJob, createWorker } from "../../../test/fixtures.js";
import type { ApplicationStatus } from "../../generated/prisma/client.js";
import { applyToJob } from "./apply.js";
import { recordContact } from "./contact.js";
import { setApplicationStatus, withdrawApplication } from "./moves.js";
import { type Actor, checkMove, TRANSITIONS } from "./transitions.js";

// How the application service keeps to the state machine on the real database: whatever the
// worker and the employer attempt, in any order, the stored status moves exactly as checkMove
// allows, a refused move changes and announces nothing, and two moves at once cannot both win.

let t: TestApp;
let employerId: number;
let workerId: number;

beforeAll(async () => {
  t = await createTestApp();
  employerId = (await createEmployer(t.db.prisma)).id;
  workerId = (await createWorker(t.db.prisma)).id;
});
afterAll(() => t.close());

const STATUSES = Object.keys(TRANSITIONS) as ApplicationStatus[];

async function newApplication(): Promise<number> {
  const job = await createJob(t.db.prisma, employerId);
  return (await applyToJob(worker(t, workerId), job.id, {})).id;
}

const stored = (id: number) =>
  t.db.prisma.application.findUniqueOrThrow({
    where: { id },
    select: { status: true, statusChangedAt: true },
  });
const notificationCount = () => t.db.prisma.notification.count();

/** The service call an actor makes to move an application to `to`. */
function attempt(actor: Actor, id: number, to: ApplicationStatus) {
  return actor === "LABOUR"
    ? to === "WITHDRAWN"
      ? withdrawApplication(worker(t, workerId), id)
      : setApplicationStatus(worker(t, workerId), id, to)
    : setApplicationStatus(employer(t, employerId), id, to);
}

describe("moving an application", () => {
  it("follows the state machine over any sequence of attempts by either side", async () => {
    const step = fc.record({
      actor: fc.constantFrom<Actor>("LABOUR", "EMPLOYER"),
      to: fc.constantFrom(...STATUSES),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        const id = await newApplication();
        let status: ApplicationStatus = "PENDING";
        for (const { actor, to } of steps) {
          const before = await stored(id);
          const notified = await notificationCount();
          const check = checkMove(actor, status, to);
          if (check.allowed) {
            await attempt(actor, id, to);
            const after = await stored(id);
            expect(after.status).toBe(to);
            expect(after.statusChangedAt.getTime()).toBeGreaterThanOrEqual(
              before.statusChangedAt.getTime(),
            );
            // The worker hears of each employer move; after completion both sides are asked to
            // rate the other; the employer hears of a withdrawal.
            const told = to === "COMPLETED" ? 3 : 1;
            expect(await notificationCount()).toBe(notified + told);
            status = to;
          } else {
            // A move that is not the actor's to make is a bad field, one that is theirs but not
            // from here a conflict; a worker cannot even call the employer's move.
            const code =
              actor === "LABOUR" && to !== "WITHDRAWN"
                ? "FORBIDDEN"
                : check.reason === "NOT_ACTORS_MOVE"
                  ? VALIDATION
                  : "CONFLICT";
            expect((await refusal(attempt(actor, id, to))).code).toBe(code);
            expect(await stored(id)).toEqual(before);
            expect(await notificationCount()).toBe(notified);
          }
        }
      }),
      { numRuns: 25 },
    );
    // 25 sequences of up to a dozen moves, each a transaction with its notifications: seconds on
    // a quiet machine, more than the default 30 s when the machine is busy.
  }, 120_000);

  it("lets one of two simultaneous moves from the same status win; the other conflicts", async () => {
    const id = await newApplication();
    const results = await Promise.allSettled([
      setApplicationStatus(employer(t, employerId), id, "ACCEPTED"),
      setApplicationStatus(employer(t, employerId), id, "REJECTED"),
    ]);
    const won = results.filter((r) => r.status === "fulfilled");
    expect(won).toHaveLength(1);
    const lost = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ code: "CONFLICT" });
    const winner = (won[0] as PromiseFulfilledResult<{ status: ApplicationStatus }>).value;
    expect((await stored(id)).status).toBe(winner.status);
  });

  it("keeps the employer's earlier feedback when a later move leaves it empty", async () => {
    const id = await newApplication();
    await setApplicationStatus(employer(t, employerId), id, "SHORTLISTED", "Come on Monday.");
    const accepted = await setApplicationStatus(employer(t, employerId), id, "ACCEPTED", "  ");
    expect(accepted.feedback).toBe("Come on Monday.");
  });

  it("keeps the application from everyone but its worker and its job's employer", async () => {
    const id = await newApplication();
    const rival = await createEmployer(t.db.prisma, { companyName: "Rival Builders" });
    const stranger = await createWorker(t.db.prisma);
    for (const move of [
      () => setApplicationStatus(employer(t, rival.id), id, "ACCEPTED"),
      () => withdrawApplication(worker(t, stranger.id), id),
      () => recordContact(employer(t, rival.id), id, "PHONE"),
    ]) {
      expect(await refusal(move())).toMatchObject({ code: "NOT_FOUND" });
    }
    // Each side's own calls are for its own moves only.
    expect(await refusal(withdrawApplication(employer(t, employerId), id))).toMatchObject({
      code: "FORBIDDEN",
    });
    expect((await stored(id)).status).toBe("PENDING");
  });
});

describe("recording contact", () => {
  it("records the first tap and tells the worker once; later taps within a day add nothing", async () => {
    const id = await newApplication();
    await setApplicationStatus(employer(t, employerId), id, "ACCEPTED");
    const told = () =>
      t.db.prisma.notification.count({
        where: { userId: workerId, data: { path: ["applicationId"], equals: id } },
      });
    const before = await told();
    const first = await recordContact(employer(t, employerId), id, "PHONE");
    // Two quick taps at once, then WhatsApp: still the first contact.
    await Promise.all([
      recordContact(employer(t, employerId), id, "PHONE"),
      recordContact(employer(t, employerId), id, "PHONE"),
    ]);
    const again = await recordContact(employer(t, employerId), id, "WHATSAPP");
    expect(again).toMatchObject({ contactMethod: "PHONE", contactedAt: first.contactedAt });
    expect((await told()) - before).toBe(1);
    // A day on, a call is news again.
    await t.db.prisma.application.update({
      where: { id },
      data: { contactedAt: new Date(Date.now() - 25 * 3_600_000) },
    });
    await recordContact(employer(t, employerId), id, "WHATSAPP");
    expect((await told()) - before).toBe(2);
  });

  it("is possible while the application is in progress, not once it is finished", async () => {
    const id = await newApplication();
    await setApplicationStatus(employer(t, employerId), id, "ACCEPTED");
    const contacted = await recordContact(employer(t, employerId), id, "WHATSAPP");
    expect(contacted).toMatchObject({ contactStatus: "CONTACTED", contactMethod: "WHATSAPP" });
    await setApplicationStatus(employer(t, employerId), id, "COMPLETED");
    expect(await refusal(recordContact(employer(t, employerId), id, "PHONE"))).toMatchObject({
      code: "CONFLICT",
    });
  });
});
