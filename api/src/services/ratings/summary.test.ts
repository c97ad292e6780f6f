import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../test/admins.js";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { contextFor } from "../../../test/context.js";
import { createEmployer, createJob, createWorker } from "../../../test/fixtures.js";
import { asViewer } from "../../../test/viewers.js";
import { RATING_REVEAL_DAYS, WORK_CHECK_DAYS } from "../../constants.js";
import { confirmWork, decideDispute, disputeWork } from "../applications/work-check.js";
import { answerPaid } from "./paid.js";
import { rateApplication } from "./ratings.js";
import { sweepRevealedRatings } from "./summary.js";

// The reputation summaries against the ratings themselves, through the real services and
// PostgreSQL: after every step, each person's summary equals what REVEALED computes directly from
// the ratings at that moment (the clock is the sweep's `now` parameter, no sleeps), across the
// reveal by both sides rating and by 14 days, and an employer's rating of a worker held until the
// completion counts (the worker's confirmation, 14 days undisputed, an admin's "it stands"); the
// sweep is idempotent; both sides rating at once reveal both; paid answers are counted; a deleted
// account's ratings leave the summary.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const labour = (id: number) => contextFor(t, asViewer({ id, userType: "LABOUR" }));
const boss = (id: number) => contextFor(t, asViewer({ id, userType: "EMPLOYER" }));

type Line = [userId: number, direction: string, count: number, sum: number];

/** Revealed ratings per person and direction, computed from the ratings as seen at `now`. */
async function direct(users: number[], now: Date): Promise<Line[]> {
  const rows = await t.db.pool.query<{ u: number; d: string; n: number; s: number }>(
    `SELECT r.ratee_id AS u, r.direction::text AS d, count(*)::int AS n, sum(r.score)::int AS s
     FROM ratings r JOIN applications a ON a.id = r.application_id
     WHERE r.ratee_id = ANY($1::int[])
       AND (a.status_changed_at <= $2::timestamptz - make_interval(days => $3)
            OR EXISTS (SELECT 1 FROM ratings o WHERE o.application_id = r.application_id AND o.direction <> r.direction))
       AND (r.direction = 'labour_to_employer' OR a.worker_confirmed_at IS NOT NULL
            OR a.dispute_outcome = 'stands'
            OR (a.worker_disputed_at IS NULL AND a.status_changed_at <= $2::timestamptz - make_interval(days => $4)))
     GROUP BY 1, 2 ORDER BY 1, 2`,
    [users, now, RATING_REVEAL_DAYS, WORK_CHECK_DAYS],
  );
  return rows.rows.map((row) => [row.u, row.d, row.n, row.s]);
}

/** The same, read from the summaries. */
async function summarised(users: number[]): Promise<Line[]> {
  const rows = await t.db.pool.query<{ u: number; d: string; n: number; s: number }>(
    `SELECT user_id AS u, direction::text AS d, revealed_count AS n, revealed_sum AS s
     FROM reputation_summaries WHERE user_id = ANY($1::int[]) AND revealed_count > 0 ORDER BY 1, 2`,
    [users],
  );
  return rows.rows.map((row) => [row.u, row.d, row.n, row.s]);
}

async function completed(employerId: number, labourId: number) {
  const job = await createJob(t.db.prisma, employerId);
  return t.db.prisma.application.create({
    data: { jobId: job.id, labourId, status: "COMPLETED" },
  });
}

describe("reputation summaries", () => {
  it("equal the ratings computed directly, across both reveals, and the sweep is idempotent", async () => {
    const employer = await createEmployer(t.db.prisma);
    // One after another: the summaries come ordered by user id, so w1 < w2 < w3 (created at
    // once, their ids came in any order and the expected lines below read out of order).
    const workers = [];
    for (let i = 0; i < 3; i++) workers.push(await createWorker(t.db.prisma));
    const [w1, w2, w3] = workers.map((w) => w.id) as [number, number, number];
    const users = [employer.id, w1, w2, w3];
    const start = new Date();
    const check = async (now: Date) => {
      expect(await summarised(users)).toEqual(await direct(users, now));
    };

    // Both sides rate: revealed in the second rating's transaction; the employer's rating of the
    // worker once the worker confirms the job took place, in the confirmation's transaction.
    const a1 = await completed(employer.id, w1);
    await rateApplication(labour(w1), a1.id, { rating: 5 });
    await check(start);
    expect(await summarised(users)).toEqual([]);
    await rateApplication(boss(employer.id), a1.id, { rating: 4 });
    await check(new Date());
    expect(await summarised(users)).toEqual([[employer.id, "labour_to_employer", 1, 5]]);
    await confirmWork(labour(w1), a1.id);
    await check(new Date());
    expect(await summarised(users)).toEqual([
      [employer.id, "labour_to_employer", 1, 5],
      [w1, "employer_to_labour", 1, 4],
    ]);

    // One side only: hidden until 14 days after completion, then the sweep folds it in.
    const a2 = await completed(employer.id, w2);
    const a3 = await completed(employer.id, w3);
    await rateApplication(labour(w2), a2.id, { rating: 2 });
    await rateApplication(boss(employer.id), a3.id, { rating: 3 });
    const almost = new Date(start.getTime() + RATING_REVEAL_DAYS * DAY - 60_000);
    expect(await sweepRevealedRatings(t.db.prisma, almost)).toBe(0);
    await check(almost);
    const after = new Date(Date.now() + RATING_REVEAL_DAYS * DAY + 60_000);
    expect(await sweepRevealedRatings(t.db.prisma, after)).toBe(2);
    await check(after);
    expect(await summarised(users)).toEqual([
      [employer.id, "labour_to_employer", 2, 7],
      [w1, "employer_to_labour", 1, 4],
      [w3, "employer_to_labour", 1, 3],
    ]);
    // Again: nothing left to fold, nothing counted twice.
    expect(await sweepRevealedRatings(t.db.prisma, after)).toBe(0);
    await check(after);

    // The other side rating after the sweep revealed the first: revealed at once, now that the
    // completion counts (the test's clock is `after`, the rating's transaction reads the real
    // one, so the completion is moved back by the days the clock is ahead).
    await t.db.prisma.application.update({
      where: { id: a2.id },
      data: {
        statusChangedAt: new Date(a2.statusChangedAt.getTime() - WORK_CHECK_DAYS * DAY - 120_000),
      },
    });
    await rateApplication(boss(employer.id), a2.id, { rating: 5 });
    await check(after);
    expect((await summarised([w2]))[0]).toEqual([w2, "employer_to_labour", 1, 5]);

    // A disputed completion: the employer's rating stays out past the 14 days, and comes in
    // when an admin decides the completion stands.
    const a4 = await completed(employer.id, w3);
    await rateApplication(boss(employer.id), a4.id, { rating: 1 });
    await rateApplication(labour(w3), a4.id, { rating: 1 });
    await disputeWork(labour(w3), a4.id, "It did not happen");
    const later = new Date(Date.now() + WORK_CHECK_DAYS * DAY + 60_000);
    expect(await sweepRevealedRatings(t.db.prisma, later)).toBe(0);
    await check(later);
    expect((await summarised([w3]))[0]).toEqual([w3, "employer_to_labour", 1, 3]);
    const { admin } = await signedInAdmin(t, "ADMIN");
    await decideDispute(
      contextFor(t, { kind: "admin", id: admin.id, role: "ADMIN" }),
      a4.id,
      "STANDS",
    );
    await check(later);
    expect((await summarised([w3]))[0]).toEqual([w3, "employer_to_labour", 2, 4]);
    expect(await sweepRevealedRatings(t.db.prisma, later)).toBe(0);

    // An account's ratings leave the summary with it.
    await t.db.prisma.user.delete({ where: { id: w1 } });
    const left = [employer.id, w2, w3];
    expect(await summarised(left)).toEqual(await direct(left, after));
    expect((await summarised([employer.id]))[0]).toEqual([employer.id, "labour_to_employer", 2, 3]);
  });

  it("reveals both ratings when both sides rate at the same moment", async () => {
    const employer = await createEmployer(t.db.prisma);
    const worker = await createWorker(t.db.prisma);
    const application = await completed(employer.id, worker.id);
    await confirmWork(labour(worker.id), application.id);
    await Promise.all([
      rateApplication(labour(worker.id), application.id, { rating: 5 }),
      rateApplication(boss(employer.id), application.id, { rating: 1 }),
    ]);
    expect(await summarised([employer.id, worker.id])).toEqual([
      [employer.id, "labour_to_employer", 1, 5],
      [worker.id, "employer_to_labour", 1, 1],
    ]);
  });

  it("count the paid-as-promised answers as they come, and forget them with the answer", async () => {
    const employer = await createEmployer(t.db.prisma);
    const answers = ["YES", "NO", "PARTLY", "YES"] as const;
    const applications = [];
    for (const answer of answers) {
      const worker = await createWorker(t.db.prisma);
      const application = await completed(employer.id, worker.id);
      await answerPaid(labour(worker.id), application.id, answer);
      applications.push(application);
    }
    const paid = async () =>
      t.db.prisma.reputationSummary.findUniqueOrThrow({
        where: { userId_direction: { userId: employer.id, direction: "LABOUR_TO_EMPLOYER" } },
        select: { paidYes: true, paidPartly: true, paidNo: true },
      });
    expect(await paid()).toEqual({ paidYes: 2, paidPartly: 1, paidNo: 1 });
    await t.db.prisma.application.delete({ where: { id: applications[1]?.id ?? 0 } });
    expect(await paid()).toEqual({ paidYes: 2, paidPartly: 1, paidNo: 0 });
  });
});
