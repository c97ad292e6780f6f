import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../paths.js";
import { printedSchema } from "./print-schema.js";

describe("schema.graphql", () => {
  it("is what the Pothos schema prints (run `npm run schema` after changing types)", async () => {
    const committed = await fs.readFile(path.join(ROOT, "schema.graphql"), "utf8");
    expect(committed).toBe(printedSchema());
  });
});
