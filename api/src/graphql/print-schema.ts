import { printSchema } from "graphql";
import { schema } from "./schema.js";

// `npm run schema` writes this to schema.graphql, which Relay compiles against.
export const printedSchema = () => `${printSchema(schema)}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const fs = await import("node:fs/promises");
  const path = await import("node:path");
  const { ROOT } = await import("../paths.js");
  const target = path.join(ROOT, "schema.graphql");
  await fs.writeFile(target, printedSchema());
  process.stdout.write(`wrote ${path.relative(process.cwd(), target)}\n`);
}
