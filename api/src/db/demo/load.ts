import { type AppServices, viewerOf } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import type { PrismaClient } from "../prisma.js";
import { prismaQuery } from "../rows.js";
import type { DemoData } from "./data.js";
import { closeJobs, makeApplications, postJobs, saveJobs } from "./hiring.js";
import { writeHistory } from "./history.js";
import { fillProfiles, registerPeople } from "./people.js";
import { DEMO_USER_AGENT, type Demo } from "./step.js";

// Loads the demo data set (data.ts) the way its people would have made it: they register, post
// jobs, apply, and move applications along through the same services as the app's users, so
// every row and notification is one the app itself writes. What follows (history.ts) is raw
// SQL, each part saying why. All in one transaction, which the services' own ones join.

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

const DAY = 86_400_000;
/** Replaying some 4,000 user actions takes seconds, far beyond Prisma's 5 s default. */
const TRANSACTION_TIMEOUT_MS = 10 * 60_000;

/** The request the demo's actions come in: no client address, a User-Agent saying what it is. */
const DEMO_REQUEST_URL = "http://demo.invalid/";

/** Clients whose $transaction runs its work in place (see inDemoTransaction). */
const inPlace = new WeakSet<object>();

/**
 * A transaction's client standing in for the process's. The services' own $transaction calls
 * run their work in place: the demo never goes on after a refusal (everything rolls back), so
 * savepoints, two more statements per action, would buy nothing.
 */
function transactionAsClient(tx: Prisma.TransactionClient): PrismaClient {
  const client = new Proxy(tx, {
    get(target, key) {
      if (key !== "$transaction") return Reflect.get(target, key);
      return (work: ((tx: unknown) => Promise<unknown>) | Promise<unknown>[]) =>
        typeof work === "function" ? work(client) : Promise.all(work);
    },
  }) as unknown as PrismaClient;
  inPlace.add(client);
  return client;
}

/**
 * Runs `work` in one transaction, with services whose `prisma` is that transaction's client
 * (transactionAsClient) and that send no job alerts. Inside another such transaction it runs in that one.
 */
export function inDemoTransaction<T>(
  services: AppServices,
  work: (services: AppServices, tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  if (inPlace.has(services.prisma)) return work(services, services.prisma);
  return services.prisma.$transaction(
    (tx) => {
      const client = transactionAsClient(tx);
      // The demo's jobs are history, not news: no job alerts for them (a fresh start would
      // otherwise queue one task per demo job ahead of every real post's alerts).
      const config = { ...services.config, jobAlerts: false };
      return work({ ...services, prisma: client, config }, client);
    },
    { timeout: TRANSACTION_TIMEOUT_MS, maxWait: TRANSACTION_TIMEOUT_MS },
  );
}

export async function loadDemo(
  services: AppServices,
  data: DemoData,
  options: { now?: Date } = {},
): Promise<DemoSummary> {
  const now = options.now ?? new Date();
  // Whole days, so that each time keeps its day of the week and its hour in India.
  const shift = Math.floor((now.getTime() - Date.parse(data.plannedAt)) / DAY) * DAY;
  return inDemoTransaction(services, async (services, tx) => {
    const demo: Demo = {
      data,
      people: [...data.employers, ...data.workers],
      tx,
      query: prismaQuery(tx),
      services,
      now,
      at: (iso) => new Date(Date.parse(iso) + shift),
      dated: (row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [
            key,
            key.endsWith("_at") && typeof value === "string" ? demo.at(value) : value,
          ]),
        ),
      ids: { people: [], jobs: [], applications: [] },
      context(auth, language = "en") {
        return {
          ...services,
          request: new Request(DEMO_REQUEST_URL, { headers: { "user-agent": DEMO_USER_AGENT } }),
          auth,
          viewer: viewerOf(auth),
          language,
          clientAddress: null,
        };
      },
      as(person) {
        const type = person < data.employers.length ? "EMPLOYER" : "LABOUR";
        const userId = demo.ids.people[person] as number;
        return demo.context({ kind: "user", sessionId: 0, userId, userType: type });
      },
    };
    await registerPeople(demo);
    await fillProfiles(demo);
    await postJobs(demo);
    await makeApplications(demo);
    await saveJobs(demo);
    await closeJobs(demo);
    const notifications = await writeHistory(demo);
    return summary(data, notifications);
  });
}

function summary(data: DemoData, notifications: number): DemoSummary {
  return {
    employers: data.employers.length,
    workers: data.workers.length,
    jobs: data.jobs.length,
    activeJobs: data.jobs.filter((job) => job.standing === "active").length,
    applications: data.applications.length,
    contactVerifications: data.verifications.length,
    ratings: data.ratings.length,
    savedJobs: data.savedJobs.length,
    jobViews: data.jobViews.length,
    notifications,
    searchLogs: data.searchLogs.length,
    identityDocuments: data.employers.length + data.workers.length + data.documents.length,
    educations: data.educations.length,
    experiences: data.experiences.length,
    testimonials: data.testimonials.length,
  };
}
