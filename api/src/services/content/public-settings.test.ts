import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../test/admins.js";
import { createTestApp, listen, type TestApp } from "../../../test/app.js";
import { createEmployer, createJob, createWorker } from "../../../test/fixtures.js";
import { restCall } from "../../../test/rest.js";
import { MARKETING_FIGURES } from "../../constants.js";
import { messages } from "../../messages.js";
import { type FigureThresholds, publicSettings } from "./public-settings.js";

// The public settings (the support contacts and the landing figures): text settings checked and
// stored in one spelling, cleared by null or ""; readable by anyone through GraphQL and REST; the
// figures the settings' targets, flagged, while the platform is small, and the real numbers
// (checked against direct SQL counts) once past thresholds given to the function itself.

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let superuser: string;

const sql = async (text: string) => Number((await t.db.pool.query(text)).rows[0]?.n);

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  superuser = (await signedInAdmin(t, "SUPERUSER")).token;
  const prisma = t.db.prisma;
  const pune = await createEmployer(prisma);
  const nashik = await createEmployer(prisma, { city: "Nashik" });
  const workers = [];
  for (let n = 0; n < 6; n += 1) workers.push(await createWorker(prisma));
  // A worker elsewhere, one erased (no longer counted), a city spelt in other case and spacing.
  const elsewhere = await createWorker(prisma);
  await prisma.user.update({
    where: { id: elsewhere.id },
    data: { state: "Karnataka", city: "Mysuru" },
  });
  const erased = await createWorker(prisma);
  await prisma.user.update({
    where: { id: erased.id },
    data: { erasedAt: new Date(), state: "Goa", city: "Panaji" },
  });
  const open = await createJob(prisma, pune.id, { city: " pune " });
  await createJob(prisma, nashik.id, { city: "Nashik" });
  // Not open: its place counts for nothing.
  await createJob(prisma, nashik.id, { status: "INACTIVE", state: "Kerala", city: "Kochi" });
  const statuses = ["ACCEPTED", "COMPLETED", "PENDING", "REJECTED", "ACCEPTED", "WITHDRAWN"];
  for (const [index, worker] of workers.entries()) {
    await prisma.application.create({
      data: {
        jobId: open.id,
        labourId: worker.id,
        status: statuses[index] as "PENDING",
      },
    });
  }
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const put = (body: unknown) =>
  restCall(t, server.baseUrl, "PUT", "/admin/settings/", { token: superuser, body });

describe("the support contacts", () => {
  it("are unset, and so null for anyone, until an admin sets them", async () => {
    const { status, body } = await t.graphql<{ publicSettings: Record<string, unknown> }>(
      "{ publicSettings { supportPhone supportWhatsappUrl communityUrl } }",
    );
    expect(status).toBe(200);
    expect(body.data?.publicSettings).toEqual({
      supportPhone: null,
      supportWhatsappUrl: null,
      communityUrl: null,
    });
  });

  it("refuses a bad phone, a plain-http or malformed link, too long a text and a number", async () => {
    const { status, json } = await put({
      support_phone: "12345",
      support_whatsapp_url: "http://wa.me/919876543210",
      community_url: `https://chat.whatsapp.com/${"a".repeat(500)}`,
      marketing_workers: "many",
    });
    expect(status).toBe(422);
    expect(json?.errors).toEqual({
      support_phone: messages.phoneInvalid,
      support_whatsapp_url: messages.settingHttpsUrl({ name: "support_whatsapp_url" }),
      community_url: messages.maxLength({ count: 500 }),
      marketing_workers: messages.paramWholeNumberRange({
        name: "marketing_workers",
        min: 0,
        max: MARKETING_FIGURES.workers.maximum,
      }),
    });
    const again = await put({ community_url: "not a link", support_phone: 9876543210 });
    expect(again.json?.errors).toEqual({
      community_url: messages.urlInvalid,
      support_phone: messages.settingText({ name: "support_phone" }),
    });
    expect(await t.db.prisma.setting.count()).toBe(0);
  });

  it("stores a phone as its 10 digits, a link trimmed; null and empty clear them", async () => {
    const { status, json } = await put({
      support_phone: "+91 98765-43210",
      support_whatsapp_url: " https://wa.me/919876543210 ",
      community_url: "https://chat.whatsapp.com/AbCdEf",
    });
    expect(status).toBe(200);
    expect(json?.values).toMatchObject({
      support_phone: "9876543210",
      support_whatsapp_url: "https://wa.me/919876543210",
      community_url: "https://chat.whatsapp.com/AbCdEf",
    });
    const item = ((json?.items ?? []) as { key: string }[]).find(
      (row) => row.key === "support_phone",
    );
    expect(item).toMatchObject({ kind: "text", format: "phone", max_length: 20 });

    // Anyone reads them at once in this process (the change forgot the cached ones).
    const visitor = await restCall(t, server.baseUrl, "GET", "/settings/public/", { csrf: false });
    expect(visitor.status).toBe(200);
    expect(visitor.json).toMatchObject({
      support_phone: "9876543210",
      support_whatsapp_url: "https://wa.me/919876543210",
      community_url: "https://chat.whatsapp.com/AbCdEf",
    });

    const cleared = await put({ support_phone: null, community_url: "" });
    expect(cleared.json?.values).toMatchObject({ support_phone: null, community_url: null });
    const rows = await t.db.prisma.setting.findMany({ select: { key: true } });
    expect(rows.map((row) => row.key)).toEqual(["support_whatsapp_url"]);
    const audits = await t.db.prisma.adminAuditLog.count({
      where: { action: "setting.update", targetId: "support_phone" },
    });
    expect(audits).toBe(2);
    const now = await publicSettings(t.services);
    expect(now).toMatchObject({ supportPhone: null, communityUrl: null });
  });
});

describe("the landing figures", () => {
  it("are the settings' targets, flagged, while the platform is small", async () => {
    const defaults = await publicSettings(t.services, { fresh: true });
    expect(defaults.figures).toEqual(
      Object.entries(MARKETING_FIGURES).map(([key, figure]) => ({
        key,
        value: figure.target,
        isTarget: true,
      })),
    );
    expect((await put({ marketing_workers: 20_000, marketing_states: 15 })).status).toBe(200);
    const set = await publicSettings(t.services);
    expect(set.figures.find((figure) => figure.key === "workers")).toEqual({
      key: "workers",
      value: 20_000,
      isTarget: true,
    });
    expect(set.figures.find((figure) => figure.key === "states")?.value).toBe(15);
  });

  it("are the real numbers, as direct SQL counts them, once past the thresholds", async () => {
    const low: FigureThresholds = {
      workers: 1,
      employers: 1,
      cities: 1,
      placementRatePercent: 1,
      families: 1,
      states: 1,
    };
    const { figures } = await publicSettings(t.services, { thresholds: low, fresh: true });
    const value = (key: string) => figures.find((figure) => figure.key === key);
    const applications = await sql("SELECT count(*) AS n FROM applications");
    const hired = await sql(
      "SELECT count(*) AS n FROM applications WHERE status IN ('accepted', 'completed')",
    );
    const expected = {
      workers: await sql(
        "SELECT count(*) AS n FROM users WHERE user_type = 'labour' AND erased_at IS NULL",
      ),
      employers: await sql(
        "SELECT count(*) AS n FROM users WHERE user_type = 'employer' AND erased_at IS NULL",
      ),
      cities: await sql(`SELECT count(*) AS n FROM (
          SELECT lower(btrim(state)), lower(btrim(city)) FROM jobs WHERE status = 'active'
          UNION SELECT lower(btrim(state)), lower(btrim(city)) FROM users
            WHERE user_type = 'labour' AND erased_at IS NULL) p`),
      placementRatePercent: Math.round((hired / applications) * 100),
      families: await sql(
        "SELECT count(DISTINCT labour_id) AS n FROM applications WHERE status IN ('accepted', 'completed')",
      ),
      states: await sql(`SELECT count(*) AS n FROM (
          SELECT lower(btrim(state)) FROM jobs WHERE status = 'active'
          UNION SELECT lower(btrim(state)) FROM users
            WHERE user_type = 'labour' AND erased_at IS NULL) p`),
    };
    // The fixtures: 7 workers (one erased is not counted), Pune, Nashik, Mysuru; 3 of 6 hired.
    expect(expected).toEqual({
      workers: 7,
      employers: 2,
      cities: 3,
      placementRatePercent: 50,
      families: 3,
      states: 2,
    });
    for (const [key, count] of Object.entries(expected)) {
      expect(value(key)).toEqual({ key, value: count, isTarget: false });
    }

    // Past some thresholds only: those real, the rest the targets (the admin's 15 states).
    const mixed = await publicSettings(t.services, {
      thresholds: { ...low, workers: 8, states: 3 },
      fresh: true,
    });
    expect(mixed.figures.find((figure) => figure.key === "workers")).toEqual({
      key: "workers",
      value: 20_000,
      isTarget: true,
    });
    expect(mixed.figures.find((figure) => figure.key === "states")).toEqual({
      key: "states",
      value: 15,
      isTarget: true,
    });
    expect(mixed.figures.find((figure) => figure.key === "employers")?.isTarget).toBe(false);
  });

  it("are what GraphQL answers anyone", async () => {
    const { body } = await t.graphql<{
      publicSettings: { figures: { key: string; value: number; isTarget: boolean }[] };
    }>("{ publicSettings { figures { key value isTarget } } }");
    expect(body.errors).toBeUndefined();
    expect(body.data?.publicSettings.figures).toEqual((await publicSettings(t.services)).figures);
  });
});
