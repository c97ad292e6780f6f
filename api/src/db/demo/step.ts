import type { Authentication } from "../../auth/session.js";
import type { Language } from "../../constants.js";
import type { AppServices, Context } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import type { Query, Row } from "../rows.js";
import type { DemoData, DemoPerson } from "./data.js";

// What each loading step (people.ts, hiring.ts, history.ts) works with.

/** The User-Agent of the demo's requests and sessions. */
export const DEMO_USER_AGENT = "KaamSetu demo data";

/** What a loading step needs: the data, the ids the database gave, and how to act in it. */
export interface Demo {
  data: DemoData;
  /** Employers, then workers: the plan's person indexes. */
  people: DemoPerson[];
  tx: Prisma.TransactionClient;
  /** Raw statements in the transaction. */
  query: Query;
  services: AppServices;
  /** A planned time moved to today. */
  at(iso: string): Date;
  /** The row with its times (the columns named *_at) moved to today. */
  dated(row: Row): Row;
  now: Date;
  /** Database ids by the plan's indexes. */
  ids: { people: number[]; jobs: number[]; applications: number[] };
  /** A request context for one step. */
  context(auth: Authentication, language?: Language): Context;
  /** The context of a signed-in person of the plan. */
  as(person: number): Context;
}

/** Runs one planned action; a refusal names it, so that a plan the app refuses is easy to mend. */
export async function act<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const fields = (error as { fieldErrors?: unknown } | null)?.fieldErrors;
    const detail = Array.isArray(fields) && fields.length > 0 ? ` ${JSON.stringify(fields)}` : "";
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`demo data, ${what}: ${message}${detail}`, { cause: error });
  }
}
