import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { signedInEmployer, signedInWorker } from "../../../test/sessions.js";
import { PROFILE_GATE_SETTING } from "../../constants.js";

// User.applyRefusal: the completion gate's refusal before the worker fills the application form,
// the same reason, params and field errors applying would answer; it follows the gate setting.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const QUERY = `{ viewer { applyRefusal { code reason params fieldErrors { field reason } } } }`;
type Refusal = {
  code: string;
  reason: string;
  params: { count: number; percentage: number };
  fieldErrors: { field: string; reason: string }[];
} | null;
type Answer = { viewer: { applyRefusal: Refusal } };

describe("User.applyRefusal", () => {
  it("names the missing fields below the gate and is null at or above it", async () => {
    const worker = await signedInWorker(t, { complete: false });
    const refused = await t.graphql<Answer>(QUERY, {}, { token: worker.token });
    const refusal = refused.body.data?.viewer.applyRefusal;
    expect(refusal).toMatchObject({ code: "FORBIDDEN", reason: "profileIncomplete" });
    expect(refusal?.params.count).toBe(70);
    expect(refusal?.params.percentage).toBeLessThan(70);
    expect(refusal?.fieldErrors.map((failure) => failure.field)).toEqual([
      "profile_picture",
      "skills",
    ]);
    expect(refusal?.fieldErrors.every((failure) => failure.reason === "required")).toBe(true);

    await t.db.prisma.setting.upsert({
      where: { key: PROFILE_GATE_SETTING },
      create: { key: PROFILE_GATE_SETTING, value: 0 },
      update: { value: 0 },
    });
    try {
      const allowed = await t.graphql<Answer>(QUERY, {}, { token: worker.token });
      expect(allowed.body.data?.viewer.applyRefusal).toBeNull();
    } finally {
      await t.db.prisma.setting.delete({ where: { key: PROFILE_GATE_SETTING } });
    }
  });

  it("is null for a complete worker and for an employer", async () => {
    const complete = await signedInWorker(t);
    const employer = await signedInEmployer(t);
    for (const { token } of [complete, employer]) {
      const { body } = await t.graphql<Answer>(QUERY, {}, { token });
      expect(body.data?.viewer.applyRefusal).toBeNull();
    }
  });
});
