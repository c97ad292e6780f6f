import { type EmployerSeed, insertPeople, type WorkerSeed } from "./builders.js";
import { insertJobViews, planJobViews, seedSavedJobs, seedSearchLogs } from "./demo-activity.js";
import { insertApplications, planApplications } from "./demo-applications.js";
import { seedContent } from "./demo-content.js";
import { insertDocuments, planDocuments } from "./demo-documents.js";
import { planDemoJobs } from "./demo-jobs.js";
import { seedNotifications } from "./demo-notifications.js";
import { planEmployers, planWorkers } from "./demo-people.js";
import { seedWorkerHistories } from "./demo-profiles.js";
import { seedContactVerifications, seedRatings } from "./demo-ratings.js";
import { type Database, inTransaction } from "./insert.js";
import { insertJobs, isOpen, type JobSeed } from "./jobs.js";
import { deriveSeed, Random } from "./random.js";
import type { Trade } from "./trades.js";

// The demo data set: realistic, always the same, in one transaction. Each part draws from its
// own random stream, so changing one part leaves the others as they were.

export const DEMO_SEED = 20_261_122;

export interface DemoSummary {
  employers: number;
  workers: number;
  jobs: number;
  activeJobs: number;
  applications: number;
  contactVerifications: number;
  ratings: number;
  savedJobs: number;
  jobViews: number;
  notifications: number;
  searchLogs: number;
  identityDocuments: number;
  educations: number;
  experiences: number;
  testimonials: number;
}

/** How many open jobs each trade has (plus one, so every trade has some workers). */
function demandByTrade(jobs: readonly JobSeed[]): Map<Trade, number> {
  const demand = new Map<Trade, number>();
  for (const job of jobs.filter(isOpen)) demand.set(job.trade, (demand.get(job.trade) ?? 1) + 1);
  return demand;
}

/** A few accounts awaiting approval and a few blocked ones, for the admin screens. */
function markAccountStates(rng: Random, employers: EmployerSeed[], workers: WorkerSeed[]) {
  const active = (people: (EmployerSeed | WorkerSeed)[]) =>
    people.slice(1).filter((person) => person.user.account_state === "active");
  const [pending, blocked] = [rng.sample(active(workers), 8), rng.sample(active(employers), 3)];
  pending.forEach((person, i) => {
    person.user.account_state = i < 6 ? "pending" : "blocked";
  });
  blocked.forEach((person, i) => {
    person.user.account_state = i < 2 ? "pending" : "blocked";
  });
}

export async function seedDemo(db: Database, options: { now?: Date } = {}): Promise<DemoSummary> {
  const now = options.now ?? new Date();
  const rng = (part: string) => new Random(deriveSeed(DEMO_SEED, part));
  const employers = planEmployers(rng("employers"), now);
  const demoEmployer = employers[0] as EmployerSeed;
  const jobs = planDemoJobs(rng("jobs"), employers, now);
  const workers = planWorkers(rng("workers"), now, demandByTrade(jobs));
  const documents = planDocuments(rng("documents"), employers, workers, now);
  markAccountStates(rng("accounts"), employers, workers);
  const views = planJobViews(rng("views"), jobs, workers, now);

  return inTransaction(db, async (client) => {
    await insertPeople(client, employers, "employer_profiles");
    await insertPeople(client, workers, "labour_profiles");
    await insertJobs(client, jobs);
    const histories = await seedWorkerHistories(client, rng("histories"), workers, employers, now);
    const identityDocuments = await insertDocuments(client, documents);
    const applications = planApplications(rng("applications"), {
      jobs,
      workers,
      demoEmployer,
      now,
    });
    await insertApplications(client, applications);
    const activity = rng("activity");
    return {
      employers: employers.length,
      workers: workers.length,
      jobs: jobs.length,
      activeJobs: jobs.filter(isOpen).length,
      applications: applications.length,
      contactVerifications: await seedContactVerifications(client, activity, applications, now),
      ratings: await seedRatings(client, activity, applications, now),
      savedJobs: await seedSavedJobs(client, activity, jobs, workers, now),
      jobViews: await insertJobViews(client, views),
      notifications: await seedNotifications(client, rng("notifications"), {
        applications,
        jobs,
        workers,
        demoEmployer,
        now,
      }),
      searchLogs: await seedSearchLogs(client, rng("searches"), jobs, workers, now),
      identityDocuments,
      ...histories,
      ...(await seedContent(client, now)),
    };
  });
}
