import { writeFile } from "node:fs/promises";
import path from "node:path";
import { DEMO_DATA_FILE, type DemoData, type Table, type Value } from "../api/src/db/demo/data.js";
import { planDemo } from "./demo.js";

// The committed demo data file: planDemo's output, each list a table of one record a line, so
// that a change to the generator shows in review as the records it changed.

export const DEMO_DATA_PATH = path.join(
  import.meta.dirname,
  "..",
  "api",
  "src",
  "db",
  "demo",
  DEMO_DATA_FILE,
);

type Flat = [column: string, value: Value][];

function flatten(record: Record<string, Value>, prefix = ""): Flat {
  return Object.entries(record).flatMap(([key, value]): Flat => {
    const column = `${prefix}${key}`;
    const nested = value !== null && typeof value === "object" && !Array.isArray(value);
    return nested ? flatten(value as Record<string, Value>, `${column}.`) : [[column, value]];
  });
}

/** Records with the same fields as a table (nested fields as "user.first_name"). */
export function toTable(records: readonly object[]): Table {
  const flat = records.map((record) => new Map(flatten(record as Record<string, Value>)));
  const columns = [...(flat[0]?.keys() ?? [])];
  const rows = flat.map((row) => {
    if (row.size !== columns.length || columns.some((column) => !row.has(column))) {
      throw new Error(`fields ${[...row.keys()].join()} differ from ${columns.join()}`);
    }
    return columns.map((column) => row.get(column) as Value);
  });
  return { columns, rows };
}

export function formatDemoData(data: DemoData): string {
  const parts = Object.entries(data).map(([key, value]) => {
    if (!Array.isArray(value)) return `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`;
    const table = toTable(value);
    const rows = table.rows.map((row) => `      ${JSON.stringify(row)}`).join(",\n");
    return (
      `  ${JSON.stringify(key)}: {\n    "columns": ${JSON.stringify(table.columns)},\n` +
      `    "rows": [\n${rows}\n    ]\n  }`
    );
  });
  return `{\n${parts.join(",\n")}\n}\n`;
}

/** Plans the demo data and writes the file; returns its path. */
export async function writeDemoData(): Promise<string> {
  await writeFile(DEMO_DATA_PATH, formatDemoData(planDemo()));
  return DEMO_DATA_PATH;
}
