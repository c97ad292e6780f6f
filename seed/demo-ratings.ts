import type { ApplicationSeed } from "./demo-applications.js";
import type { Row } from "./insert.js";
import type { Random, Weighted } from "./random.js";

// What follows an application: the worker's confirmation (or denial) that the employer called,
// ratings in both directions once the work is completed, and the worker's word on the
// completion ("Did you work this job?").

const DAY = 86_400_000;

const SCORES: Weighted<number> = [
  [5, 50],
  [4, 32],
  [3, 11],
  [2, 4],
  [1, 3],
];

const REVIEWS: Record<"employer_to_labour" | "labour_to_employer", Record<number, string[]>> = {
  employer_to_labour: {
    5: [
      "Excellent work and always on time.",
      "Very skilled and honest. Highly recommended.",
      "Finished before the deadline with neat finishing.",
    ],
    4: [
      "Good worker, needs little supervision.",
      "Reliable and polite. Will hire again.",
      "Good work, came late on one day.",
    ],
    3: ["Average work, some portions had to be redone.", "Okay, but took more time than planned."],
    2: ["Not regular, left the site early on many days."],
    1: ["Did not complete the work."],
  },
  labour_to_employer: {
    5: [
      "Paid on time every week. Good people to work with.",
      "Respectful employer, safe site with proper gear.",
      "Clear instructions and full payment on the last day.",
    ],
    4: [
      "Good employer, payment came two days late once.",
      "Work was as described. Food was given.",
    ],
    3: ["Long hours, but the payment was correct."],
    2: ["Payment was delayed by two weeks."],
    1: ["Did not pay the full amount promised."],
  },
};

function later(rng: Random, from: Date, days: number, now: Date): Date {
  return new Date(Math.min(now.getTime(), from.getTime() + rng.next() * days * DAY));
}

/** The worker's answer, for each application whose contact was confirmed or denied. */
export function planContactVerifications(
  rng: Random,
  applications: readonly ApplicationSeed[],
  now: Date,
): Map<ApplicationSeed, Row> {
  const answers = new Map<ApplicationSeed, Row>();
  for (const application of applications) {
    const { row } = application;
    if (row.contact_status !== "confirmed" && row.contact_status !== "denied") continue;
    const confirmed = row.contact_status === "confirmed";
    const at = later(rng, row.contacted_at as Date, 2, now);
    answers.set(application, {
      contacted: confirmed,
      verified_methods: confirmed ? (rng.chance(0.4) ? ["phone", "document"] : ["phone"]) : [],
      contact_methods: confirmed ? [row.contact_method] : [],
      identity_confirmed: confirmed && rng.chance(0.7),
      notes: confirmed ? null : "Nobody called me about this job.",
      created_at: at,
      updated_at: at,
    });
  }
  return answers;
}

/** Ratings of completed work; `application` is the rated one. */
export function planRatings(
  rng: Random,
  applications: readonly ApplicationSeed[],
  now: Date,
): (Row & { application: ApplicationSeed })[] {
  const rows: (Row & { application: ApplicationSeed })[] = [];
  const rate = (
    application: ApplicationSeed,
    direction: "employer_to_labour" | "labour_to_employer",
  ) => {
    const score = rng.weighted(SCORES);
    const reviews = REVIEWS[direction][score] as string[];
    rows.push({
      application,
      direction,
      score,
      review: rng.chance(0.85) ? rng.pick(reviews) : null,
      created_at: later(rng, application.row.status_changed_at as Date, 3, now),
    });
  };
  for (const application of applications) {
    if (application.row.status !== "completed" || !application.job) continue;
    if (application.employerRates) rate(application, "employer_to_labour");
    if (application.workerRates) rate(application, "labour_to_employer");
  }
  return rows;
}

const DISPUTE_NOTES = [
  "I was never called to this site. I did not work this job.",
  "The employer cancelled on the first day; no work was done.",
];

/**
 * The worker's answer to "Did you work this job?" on completed work, written on the row: most
 * confirm within two days (so the completion and the employer's rating count at once), a few
 * never answer (their completions count 14 days on), and about one in fifty says it did not
 * happen, which waits for the back office. A worker who has not rated yet has not answered yet.
 */
export function planWorkChecks(rng: Random, applications: readonly ApplicationSeed[], now: Date) {
  for (const application of applications) {
    const { row } = application;
    Object.assign(row, { worker_confirmed_at: null, worker_disputed_at: null, dispute_note: null });
    if (row.status !== "completed" || !application.job) continue;
    if (application.employerRates && !application.workerRates) continue;
    const draw = rng.next();
    if (draw < 0.86) {
      row.worker_confirmed_at = later(rng, row.status_changed_at as Date, 2, now);
    } else if (draw < 0.88) {
      row.worker_disputed_at = later(rng, row.status_changed_at as Date, 3, now);
      row.dispute_note = rng.pick(DISPUTE_NOTES);
    }
  }
}
