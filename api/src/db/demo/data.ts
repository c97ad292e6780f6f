import { readFile } from "node:fs/promises";
import path from "node:path";

// The demo data set as data: who registers, which jobs they post, who applies and what happened
// next, planned once by the generator (seed/, bench and test tooling that the server
// bundle leaves out) and kept in demo-data.json beside this module (the build copies it beside
// the bundle). load.ts replays it through the services.
//
// Records refer to people (employers, then workers), jobs and applications by their index.
// Times are ISO strings as of `plannedAt`; the loader moves them all to today by whole days.
// Rows (`Row`) use the tables' column names and values, enums in lower case. In the file each
// list is a table: its column names once (nested fields as "user.first_name"), then one array of
// values a line.

export type Value = string | number | boolean | null | readonly string[] | { [key: string]: Value };
export type Row = Record<string, Value>;

export type RegistrationKind = "aadhaar" | "pan" | "voter_id" | "driving_licence";
export type DocumentKind = RegistrationKind | "gstin";

/** A document as an admin left it; `submitted_at` is when the person sent it. */
export interface DemoDocument {
  type: DocumentKind;
  /** Fake but well-formed; like the app, the loader stores only its keyed hash and last four. */
  number: string;
  status: "pending" | "verified" | "rejected";
  submitted_at: string;
  reviewed_at: string | null;
  rejection_reason: string | null;
}

export interface DemoPerson {
  /** The users row (phone_number, user_type, names, email, place, account_state, dates …). */
  user: Row;
  /** The labour_profiles or employer_profiles row, without user_id. */
  profile: Row;
  /** The identity document registration asks for. */
  identity: DemoDocument & { type: RegistrationKind };
}

export type JobStanding =
  | "active"
  | "inactive"
  | "expired"
  | "flagged"
  | "pending_approval"
  | "draft";

export interface DemoJob {
  /** Index of the employer in `people`. */
  employer: number;
  standing: JobStanding;
  /** The jobs row (without employer_id). */
  row: Row;
}

export interface DemoApplication {
  /** Index in `jobs`; null for a general application. */
  job: number | null;
  /** Index of the worker in `people`. */
  worker: number;
  /** The applications row (without job_id and labour_id). */
  row: Row;
}

export interface DemoData {
  plannedAt: string;
  /** The demo employer first; a person's index counts employers, then workers. */
  employers: DemoPerson[];
  /** The demo worker first. */
  workers: DemoPerson[];
  /** Documents beyond the one each person registered with (a GSTIN, a second ID, a resubmission). */
  documents: (DemoDocument & { person: number; replacesRegistration: boolean })[];
  /** In posting order. */
  jobs: DemoJob[];
  /** In the order they were made. */
  applications: DemoApplication[];
  /** The worker's answer to "did the employer contact you?" (contact_verifications). */
  verifications: (Row & { application: number })[];
  educations: (Row & { person: number })[];
  experiences: (Row & { person: number })[];
  ratings: (Row & { application: number })[];
  savedJobs: { person: number; job: number; saved_at: string }[];
  jobViews: { job: number; viewer: number | null; viewed_at: string }[];
  /** "New job matching your skills" notifications. */
  jobMatches: (Row & { person: number; job: number })[];
  searchLogs: (Row & { person: number | null })[];
  testimonials: Row[];
}

export const DEMO_DATA_FILE = "demo-data.json";

/** A list as the file holds it. */
export interface Table {
  columns: string[];
  rows: Value[][];
}

/** The records of a table, nested fields ("user.first_name") back in their objects. */
export function fromTable(table: Table): Record<string, Value>[] {
  const paths = table.columns.map((column) => column.split("."));
  return table.rows.map((values) => {
    const record: Record<string, Value> = {};
    paths.forEach((keys, i) => {
      let target = record;
      for (const key of keys.slice(0, -1)) {
        target[key] ??= {};
        target = target[key] as Record<string, Value>;
      }
      target[keys.at(-1) as string] = values[i] as Value;
    });
    return record;
  });
}

/** The demo data set beside this module (api/src/db/demo in development, api/dist when built). */
export async function readDemoData(): Promise<DemoData> {
  const text = await readFile(path.join(import.meta.dirname, DEMO_DATA_FILE), "utf8");
  const file = JSON.parse(text) as Record<string, Table | string>;
  return Object.fromEntries(
    Object.entries(file).map(([key, value]) => [
      key,
      typeof value === "string" ? value : fromTable(value),
    ]),
  ) as unknown as DemoData;
}
