import path from "node:path";
import { defineConfig } from "prisma/config";

// The CLI checks for its schema engine before every command and cannot download it here.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.resolve("prisma/bin/schema-engine-unavailable.sh");

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  // Only `prisma migrate` on a machine with the real engine reads this; the app connects itself.
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost/kaamsetu" },
});
