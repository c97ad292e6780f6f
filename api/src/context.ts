import type pg from "pg";
import type { Config } from "./config.js";
import type { PrismaClient } from "./db/prisma.js";

// What every request can reach. Built once per process (AppServices) and once per request
// (Context); GraphQL resolvers and the REST gateway see the same Context.

export interface AppServices {
  config: Config;
  pool: pg.Pool;
  prisma: PrismaClient;
  /** Signs CSRF tokens and keys hashes: SECRET_KEY, or one generated into DATA_DIR. */
  secretKey: string;
}

/** Who is asking. Sessions arrive with the Accounts issue; until then everyone is anonymous. */
export type Viewer =
  | { kind: "user"; id: number; userType: "LABOUR" | "EMPLOYER" }
  | { kind: "admin"; id: number; role: string };

export interface Context extends AppServices {
  request: Request;
  viewer: Viewer | null;
  language: string;
}
