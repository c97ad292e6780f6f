import { PrismaPg } from "@prisma/adapter-pg";
import type pg from "pg";
import { PrismaClient } from "../generated/prisma/client.js";

export type { PrismaClient };

/** Prisma over the process's one pg pool, so raw SQL and Prisma share connections. */
export function createPrisma(pool: pg.Pool): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg(pool) });
}
