import { expect } from "vitest";
import type { PrismaClient } from "../src/db/prisma.js";
import type { Prisma } from "../src/generated/prisma/client.js";

// Small, explicit rows for API tests. The demo seed is for people; tests say what they need.

let phoneCounter = 0;

export function testPhone(): string {
  phoneCounter += 1;
  return `9${String(100_000_000 + phoneCounter).slice(-9)}`;
}

export async function createEmployer(
  prisma: PrismaClient,
  overrides: { companyName?: string; state?: string; city?: string } = {},
) {
  return prisma.user.create({
    data: {
      phoneNumber: testPhone(),
      userType: "EMPLOYER",
      firstName: "Suresh",
      lastName: "Patil",
      state: overrides.state ?? "Maharashtra",
      city: overrides.city ?? "Pune",
      employerProfile: {
        create: {
          companyName: overrides.companyName ?? "Patil Constructions",
          businessType: "CONTRACTOR",
          address: "12 FC Road, Pune",
          referralCode: `REF${phoneCounter}`,
        },
      },
    },
  });
}

/**
 * A worker whose profile just reaches the completion gate (70 %: the required and important
 * fields); `{ complete: false }` leaves out the picture and skills (55 %).
 */
export function createWorker(prisma: PrismaClient, options: { complete?: boolean } = {}) {
  const complete = options.complete ?? true;
  return prisma.user.create({
    data: {
      phoneNumber: testPhone(),
      userType: "LABOUR",
      firstName: "Ramesh",
      lastName: "Kumar",
      state: "Maharashtra",
      city: "Pune",
      profilePictureUrl: complete ? "/api/v1/files/0123456789abcdef0123456789abcdef.jpg/" : null,
      labourProfile: { create: { skills: complete ? ["plumbing"] : [] } },
    },
  });
}

/** A post's form (createJob in services/jobs/manage.ts): a plumber's job in Pune ("nalsaaz", Hindi). */
export const NALSAAZ_JOB_FORM = {
  title: "Nalsaaz for a housing society",
  jobType: "DAILY_WAGE",
  positions: 2,
  state: "Maharashtra",
  city: "Pune",
  description: "Fix leaking pipes and fit taps.",
  skills: ["Leak repair"],
  salaryAmount: 800,
  salaryPeriod: "PER_DAY",
};

export async function createJob(
  prisma: PrismaClient,
  employerId: number,
  data: Partial<Prisma.JobUncheckedCreateInput> = {},
) {
  return prisma.job.create({
    data: {
      employerId,
      title: "Plumber for residential society",
      description: "Fix leaking pipes and fit bathroom taps in a 40-flat society.",
      skills: ["plumbing", "pipe fitting"],
      state: "Maharashtra",
      city: "Pune",
      jobType: "DAILY_WAGE",
      positions: 2,
      salaryAmount: 800,
      salaryPeriod: "PER_DAY",
      ...data,
    },
  });
}

/** The signed link (an <img> loads it without a token) the API answers for a stored file's url. */
export const signedFormOf = (url: string) =>
  expect.stringMatching(new RegExp(`^${url.replaceAll(".", "\\.")}\\?expires=\\d+&signature=`));
