import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../test/admins.js";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { recordAudit } from "./audit.js";

// An audit row belongs to its action's transaction: it is there when the action commits, and
// gone with it when the action rolls back after writing it.

let t: TestApp;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await signedInAdmin(t, "ADMIN")).admin.id;
});
afterAll(() => t.close());

const entry = (targetId: number) => ({
  action: "user.block",
  targetType: "user" as const,
  targetId,
  before: { accountState: "ACTIVE" },
  after: { accountState: "BLOCKED" },
});

describe("recordAudit", () => {
  it("writes the row with the action's commit, and not at all when the action rolls back", async () => {
    await t.db.prisma.$transaction((tx) =>
      recordAudit(tx, { adminId, ipAddress: "203.0.113.5" }, entry(1)),
    );
    await expect(
      t.db.prisma.$transaction(async (tx) => {
        await recordAudit(tx, { adminId, ipAddress: "203.0.113.5" }, entry(2));
        throw new Error("the action failed after its audit row");
      }),
    ).rejects.toThrow("the action failed");
    const rows = await t.db.prisma.adminAuditLog.findMany({ where: { adminId } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "user.block",
      targetType: "user",
      targetId: "1",
      ipAddress: "203.0.113.5",
      details: { before: { accountState: "ACTIVE" }, after: { accountState: "BLOCKED" } },
    });
  });
});
