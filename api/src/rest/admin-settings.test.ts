import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../test/admins.js";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { restCall } from "../../test/rest.js";
import { messages } from "../messages.js";
import { profileGate } from "../services/accounts/profile-gate.js";
import { alertsPerDay } from "../services/alerts/fan-out.js";
import { initialModeration, jobExpiryDays } from "../services/jobs/job-settings.js";

// The platform settings through the gateway: defaults while unset, each value checked against
// its type and range (nothing stored when any fails), every change audited, and the settings'
// readers (the profile gate, job expiry and approval, job alerts) seeing a change at once: they
// read the row on every use, so a running instance needs no restart.

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let superuser: { admin: { id: number }; token: string };
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  superuser = await signedInAdmin(t, "SUPERUSER");
  operator = (await signedInAdmin(t, "OPERATOR")).token;
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const call = (method: string, body?: unknown, token = superuser.token) =>
  restCall(t, server.baseUrl, method, "/admin/settings/", { token, body });

describe("the platform settings", () => {
  it("answers the defaults while nothing is set", async () => {
    const { status, json } = await call("GET");
    expect(status).toBe(200);
    expect(json?.values).toEqual({
      profile_completion_gate: 70,
      job_alerts_per_day: 3,
      job_expiry_days: 30,
      jobs_need_approval: false,
      // The support contacts have no default: unset, the pages leave them out.
      support_phone: null,
      support_whatsapp_url: null,
      community_url: null,
      marketing_workers: 10_000,
      marketing_employers: 5_000,
      marketing_cities: 150,
      marketing_placement_rate_percent: 78,
      marketing_families: 25_000,
      marketing_states: 12,
    });
    const items = (json?.items ?? []) as { is_default: boolean }[];
    expect(items.length).toBe(13);
    expect(items.every((item) => item.is_default)).toBe(true);
  });

  it("refuses wrong types, ranges and unknown keys, naming each, and stores nothing", async () => {
    const { status, json } = await call("PUT", {
      profile_completion_gate: 101,
      job_expiry_days: 10,
      jobs_need_approval: "yes",
      job_alerts_per_day: 2.5,
      colour: "red",
    });
    expect(status).toBe(422);
    expect(json?.errors).toEqual({
      profile_completion_gate: messages.paramWholeNumberRange({
        name: "profile_completion_gate",
        min: 0,
        max: 100,
      }),
      jobs_need_approval: messages.paramBoolean({ name: "jobs_need_approval" }),
      job_alerts_per_day: messages.paramWholeNumberRange({
        name: "job_alerts_per_day",
        min: 0,
        max: 50,
      }),
      colour: messages.settingUnknown({ name: "colour" }),
    });
    expect(await t.db.prisma.setting.count()).toBe(0);
    expect((await call("PUT", [1, 2])).status).toBe(400);
  });

  it("changes what is sent, audits each change, and the readers see it at once", async () => {
    const prisma = t.db.prisma;
    expect(await initialModeration(prisma)).toBe("APPROVED");
    const { status, json } = await call("PUT", {
      profile_completion_gate: 50,
      jobs_need_approval: true,
      job_expiry_days: 7,
      job_alerts_per_day: 0,
    });
    expect(status).toBe(200);
    expect(json?.values).toMatchObject({
      profile_completion_gate: 50,
      job_alerts_per_day: 0,
      job_expiry_days: 7,
      jobs_need_approval: true,
    });
    expect(await profileGate(prisma)).toBe(50);
    expect(await initialModeration(prisma)).toBe("PENDING_APPROVAL");
    expect(await jobExpiryDays(prisma)).toBe(7);
    expect(await alertsPerDay(t.db.pool)).toBe(0);

    const audit = await prisma.adminAuditLog.findMany({
      where: { action: "setting.update" },
      orderBy: { id: "asc" },
    });
    expect(audit.map((row) => [row.adminId, row.targetId, row.details])).toEqual([
      [
        superuser.admin.id,
        "profile_completion_gate",
        { before: { value: 70, default: true }, after: { value: 50 } },
      ],
      [
        superuser.admin.id,
        "jobs_need_approval",
        { before: { value: false, default: true }, after: { value: true } },
      ],
      [
        superuser.admin.id,
        "job_expiry_days",
        { before: { value: 30, default: true }, after: { value: 7 } },
      ],
      [
        superuser.admin.id,
        "job_alerts_per_day",
        { before: { value: 3, default: true }, after: { value: 0 } },
      ],
    ]);

    // The same value again changes nothing and writes no audit row; one change writes one.
    await call("PUT", { profile_completion_gate: 50, jobs_need_approval: false });
    expect(await prisma.adminAuditLog.count({ where: { action: "setting.update" } })).toBe(5);
    expect(await initialModeration(prisma)).toBe("APPROVED");
  });

  it("lets an operator read but not change them", async () => {
    expect((await call("GET", undefined, operator)).status).toBe(200);
    const refused = await call("PUT", { job_expiry_days: 9 }, operator);
    expect([refused.status, refused.json?.detail]).toEqual([403, messages.permissionDenied]);
    expect(await jobExpiryDays(t.db.prisma)).toBe(7);
  });
});
