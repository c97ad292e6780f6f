// The dashboard demo's made-up content. Nothing here comes from the server: the demo must work
// without a request. Names of people, firms and places are proper nouns; the job and skill
// words are keys of landing.json ("demo.sample.*") so they follow the interface language.

export type AnalyticsPeriod = "week" | "month" | "year";
export type DemoApplicationStatus =
  | "pending"
  | "shortlisted"
  | "accepted"
  | "completed"
  | "underReview";

export const EMPLOYER = { company: "Sharma Constructions", firstName: "Anil" } as const;

export const EMPLOYER_STATS = { activeJobs: 4, applications: 38, views: 1_240, hired: 12 } as const;

export const RECENT_APPLICANTS = [
  { name: "Ravi Kumar", job: "mason", status: "shortlisted" },
  { name: "Sunita Devi", job: "siteHelper", status: "pending" },
  { name: "Imran Khan", job: "electrician", status: "accepted" },
] as const satisfies readonly { name: string; job: string; status: DemoApplicationStatus }[];

/** Step 1 of the job form, filled in. */
export const JOB_DRAFT = {
  title: "mason",
  jobType: "DAILY_WAGE",
  state: "Uttar Pradesh",
  city: "Lucknow",
  positions: 5,
} as const;

/** Applications per day (week), per week (month) and per month (year). */
export const ANALYTICS: Record<
  AnalyticsPeriod,
  { applications: readonly number[]; views: number; hired: number; averageDailyWage: number }
> = {
  week: { applications: [6, 9, 4, 8, 5, 4, 2], views: 1_240, hired: 3, averageDailyWage: 720 },
  month: { applications: [38, 52, 41, 60], views: 5_460, hired: 12, averageDailyWage: 705 },
  year: {
    applications: [142, 128, 176, 205, 231, 188, 164, 197, 226, 254, 219, 180],
    views: 61_800,
    hired: 96,
    averageDailyWage: 690,
  },
};

export const WORKER = {
  name: "Ravi Kumar",
  trade: "mason",
  city: "Lucknow",
  state: "Uttar Pradesh",
  score: 82,
  /** The spec's demo rating. */
  rating: 4.7,
  jobsDone: 36,
  experienceYears: 8,
  profilePercent: 85,
  expectedDailyWage: 800,
  skills: ["brickwork", "plastering", "tiling", "waterproofing"],
  languages: ["hindi", "bhojpuri"],
} as const;

export const RECOMMENDED_JOBS = [
  { job: "mason", employer: "Vastu Buildcon", city: "Lucknow", dailyWage: 750 },
  { job: "tileFitter", employer: "Nirman Infra Projects", city: "Kanpur", dailyWage: 900 },
] as const;

/** Accepted offers "Confirm contact", completed offers "Rate employer", under review has none. */
export const WORKER_APPLICATIONS = [
  {
    job: "carpenter",
    employer: "Sharma Constructions",
    status: "accepted",
    action: "confirmContact",
  },
  {
    job: "plasterWork",
    employer: "Suvidha Facility Services",
    status: "completed",
    action: "rateEmployer",
  },
  { job: "warehouseHelper", employer: "Tejas Logistics", status: "underReview", action: null },
] as const satisfies readonly {
  job: string;
  employer: string;
  status: DemoApplicationStatus;
  action: string | null;
}[];
