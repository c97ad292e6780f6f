import fs from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../paths.js";
import { adminActionsMarkdown, adminMatrixMarkdown } from "./admin-matrix.js";

// The README's admin matrix is the policy's data, printed: a changed cell changes both.

describe("the README's admin matrix", () => {
  it("is the policy's table", async () => {
    const readme = await fs.readFile(`${ROOT}/README.md`, "utf8");
    expect(readme).toContain(adminMatrixMarkdown());
    expect(readme).toContain(adminActionsMarkdown());
  });
});
