import fs from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../paths.js";
import { adminActionsMarkdown, adminMatrixMarkdown } from "./admin-matrix.js";

// The back-office doc's admin matrix is the policy's data, printed: a changed cell changes both.

describe("the back-office doc's admin matrix", () => {
  it("is the policy's table", async () => {
    const doc = await fs.readFile(`${ROOT}/docs/back-office.md`, "utf8");
    expect(doc).toContain(adminMatrixMarkdown());
    expect(doc).toContain(adminActionsMarkdown());
  });
});
