import type { EmployerSeed } from "./builders.js";
import { type JobSeed, type JobStanding, jobCity, planJob, tradeFor } from "./jobs.js";
import { CITIES, type City } from "./places.js";
import type { Random } from "./random.js";
import { tradeByRole } from "./trades.js";

// The demo's jobs: the demo employer's fixed set, one job in every city no employer lives in (so
// all cities of places.ts appear), the rest spread by business size and city tier, and a few in
// each non-active standing for the admin screens.

export const DEMO_ACTIVE_JOBS = 600;

const NOT_ACTIVE: readonly (readonly [JobStanding, number])[] = [
  ["inactive", 8],
  ["expired", 6],
  ["flagged", 4],
  ["pending_approval", 5],
  ["draft", 2],
];

function demoEmployerJobs(rng: Random, employer: EmployerSeed, now: Date): JobSeed[] {
  const city = (name: string) => CITIES.find((candidate) => candidate.name === name) as City;
  const plan: [string, City | null, JobStanding, [number, number]?][] = [
    ["electrician", null, "expired", [75, 90]],
    ["mason", city("Pune"), "active"],
    ["construction worker", city("Pune"), "active"],
    ["electrician", city("Pune"), "active", [20, 30]],
    ["carpenter", city("Mumbai"), "active"],
    ["labor", null, "active"],
    ["painter", city("Pune"), "active"],
    ["plumber", city("Nashik"), "active"],
    ["welder", city("Pune"), "active"],
    ["helper", city("Pune"), "inactive"],
  ];
  return plan.map(([role, jobCity, standing, ageDays]) =>
    planJob(rng, { employer, trade: tradeByRole(role), city: jobCity, standing, now, ageDays }),
  );
}

export function planDemoJobs(rng: Random, employers: readonly EmployerSeed[], now: Date) {
  const [demo, ...others] = employers as [EmployerSeed, ...EmployerSeed[]];
  const jobs = demoEmployerJobs(rng, demo, now);

  const covered = new Set(employers.map((employer) => employer.city));
  for (const city of CITIES.filter((candidate) => !covered.has(candidate))) {
    const local = others.filter(
      (employer) => employer.city.state === city.state && employer.business.type !== "household",
    );
    const hiring = local.filter((employer) => employer.business.multiCity);
    const employer = rng.pick(hiring.length > 0 ? hiring : local);
    jobs.push(
      planJob(rng, { employer, trade: tradeFor(rng, employer), city, standing: "active", now }),
    );
  }

  const nextEmployer = rng.picker(
    others.map((employer) => [
      employer,
      employer.business.jobsWeight *
        (employer.city.tier === 1 ? 3 : employer.city.tier === 2 ? 1.5 : 1),
    ]),
  );
  const add = (standing: JobStanding) => {
    const employer = nextEmployer();
    const trade = tradeFor(rng, employer);
    jobs.push(planJob(rng, { employer, trade, city: jobCity(rng, employer), standing, now }));
  };
  const planned = jobs.filter((job) => job.standing === "active").length;
  for (let i = planned; i < DEMO_ACTIVE_JOBS; i++) add("active");
  for (const [standing, count] of NOT_ACTIVE) {
    for (let i = 0; i < count; i++) add(standing);
  }
  // Ids follow posting order, as they would in production.
  return jobs.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
