import type { BusinessType } from "./businesses.js";
import type { Language } from "./people.js";
import type { Random } from "./random.js";
import type { JobType, PayBand, SalaryPeriod, Trade } from "./trades.js";

// Writes a job post the way employers on Indian job boards write them: a title, a few plain
// sentences on the work, timing and pay, and short requirements. Used by demo and volume seeds.

export interface JobContext {
  company: string | null;
  businessType: BusinessType;
  /** Null when the job is open in every city of the state. */
  city: string | null;
  state: string;
  stateLanguages: readonly Language[];
  /** The employer's own premises ("our warehouse"), when the work happens there. */
  workplaces?: readonly string[];
}

export interface WrittenJob {
  title: string;
  description: string;
  requirements: string;
  skills: string[];
  jobType: JobType;
  positions: number;
  salaryAmount: number | null;
  salaryPeriod: SalaryPeriod | null;
  duration: string | null;
  preferredLanguages: Language[];
  requireResume: boolean;
}

const rupees = new Intl.NumberFormat("en-IN");

const STEP: Record<SalaryPeriod, number> = {
  per_hour: 10,
  per_day: 50,
  per_week: 250,
  per_month: 500,
  per_job: 100,
};

const PAY_WORDS: Record<SalaryPeriod, string> = {
  per_hour: "per hour",
  per_day: "per day",
  per_week: "per week",
  per_month: "per month",
  per_job: "for the complete job",
};

const PAYMENT: Record<SalaryPeriod, readonly string[]> = {
  per_hour: ["Hours are counted on the app and paid weekly."],
  per_day: ["Wages are paid every Saturday.", "Daily payment at the end of the day.", ""],
  per_week: ["Payment every Saturday in cash or UPI."],
  per_month: ["Salary is credited on the 7th of every month.", "Overtime paid extra.", ""],
  per_job: ["Half the amount in advance, the rest on completion.", "Material provided by us."],
};

const DURATIONS: Record<JobType, readonly (string | null)[]> = {
  daily_wage: ["1 week", "2 weeks", "15 days", "1 month", "2 months", null],
  contract: ["3 months", "6 months", "11 months", "Till project completion"],
  one_time: ["1 day", "2 days", "3 days", "1 week"],
  full_time: ["Permanent", "Permanent", null],
  part_time: ["Ongoing", "3 months", null],
};

const TIMINGS: Record<JobType, readonly string[]> = {
  daily_wage: ["Work is 9 AM to 6 PM with a lunch break.", "Site timing 8 AM to 5 PM."],
  contract: ["Day shift, 9 AM to 6 PM, Sunday off.", "Six days a week, 8 hours a day."],
  one_time: ["Start as soon as possible.", "Work to be done this weekend."],
  full_time: [
    "Day shift, 9 AM to 6 PM, Sunday off.",
    "Night shift from 8 PM to 8 AM, weekly off.",
    "Rotational 8-hour shifts, one weekly off.",
    "Timing 10 AM to 7 PM, six days a week.",
  ],
  part_time: ["Timing 7 AM to 11 AM.", "Evening 5 PM to 9 PM.", "Weekends only."],
};

const PERKS = [
  "Tea and lunch provided at site.",
  "Accommodation available for outstation workers.",
  "PF and ESI as per rules.",
  "Uniform and safety gear provided.",
  "Travel allowance given.",
  "Festival bonus every year.",
  "Immediate joining.",
];

const URGENT = ["Urgent: ", "Urgently Required: ", "Hiring Now: ", "Wanted: "];

function title(rng: Random, trade: Trade, ctx: JobContext, jobType: JobType, site: string) {
  const base = rng.pick(trade.titles);
  switch (rng.int(0, 7)) {
    case 0:
      return `${rng.pick(URGENT)}${base}`;
    case 1:
      return `${base} Required in ${ctx.city ?? ctx.state}`;
    case 2:
      return jobType === "daily_wage"
        ? `${base} (Daily Wage)`
        : `${base} - ${ctx.company ?? "Home"}`;
    case 3:
      if (jobType === "full_time") return `${base} - Full Time`;
      return site.startsWith("our ") ? base : `${trade.label} for ${site}`;
    default:
      return base;
  }
}

/** "a cook", "an electrician", "an AC technician". */
function one(trade: Trade): string {
  const noun = trade.label
    .split(" ")
    .map((word) => (word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(" ");
  return `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
}

function opener(trade: Trade, ctx: JobContext, positions: number, site: string): string {
  const place = ctx.city ?? `any city in ${ctx.state}`;
  if (ctx.businessType === "household") {
    return `We are a family in ${place} looking for ${one(trade).replace(/^an? /, "a reliable ")}.`;
  }
  const who = positions === 1 ? one(trade) : `${positions} ${trade.plural}`;
  const where = site.startsWith("our ") ? `at its ${site.slice(4)}` : `for ${site}`;
  return `${ctx.company} is hiring ${who} ${where} in ${place}.`;
}

function pay(rng: Random, band: PayBand): number {
  const step = band.period === "per_job" && band.max > 5000 ? 500 : STEP[band.period];
  return rng.amount(band.min, band.max, step);
}

export function writeJob(rng: Random, trade: Trade, ctx: JobContext): WrittenJob {
  const band = rng.weighted(trade.pay.map((candidate) => [candidate, candidate.weight] as const));
  const positions =
    ctx.businessType === "household" ? 1 : 1 + Math.floor(rng.next() ** 2 * trade.maxPositions);
  const negotiable = rng.chance(0.04);
  const salaryAmount = negotiable ? null : pay(rng, band);
  const site =
    ctx.workplaces && rng.chance(0.75) ? rng.pick(ctx.workplaces) : rng.pick(trade.sites);
  const duties = rng.subset(trade.duties, rng.int(1, 2));
  const payLine =
    salaryAmount === null
      ? "Salary as per experience, discuss on call."
      : `Pay is ₹${rupees.format(salaryAmount)} ${PAY_WORDS[band.period]}. ${rng.pick(PAYMENT[band.period])}`;
  const perks = rng.subset(PERKS, rng.int(0, 2));
  const description = [
    opener(trade, ctx, positions, site),
    ...duties,
    rng.pick(TIMINGS[band.jobType]),
    payLine.trim(),
    ...perks,
  ].join(" ");
  const languages = rng.chance(0.6)
    ? rng.sample(ctx.stateLanguages, rng.int(1, ctx.stateLanguages.length))
    : [];
  return {
    title: title(rng, trade, ctx, band.jobType, site),
    description,
    requirements: rng.subset(trade.requirements, rng.int(1, 3)).join("\n"),
    skills: rng.sample(trade.skills, rng.int(2, 4)),
    jobType: band.jobType,
    positions,
    salaryAmount,
    salaryPeriod: negotiable ? null : band.period,
    duration: rng.pick(DURATIONS[band.jobType]),
    preferredLanguages: languages,
    requireResume: band.jobType === "full_time" && rng.chance(0.15),
  };
}
