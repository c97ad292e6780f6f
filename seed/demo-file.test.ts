import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { readDemoData } from "../api/src/db/demo/data.js";
import { DEMO_PLANNED_AT, planDemo } from "./demo.js";
import { DEMO_DATA_PATH, formatDemoData } from "./demo-file.js";

// The committed demo data file is the generator's plan: a change to either without the other
// fails here (`npm run db:seed -- --write-demo` writes the file again).

describe("the demo data file", () => {
  const plan = planDemo(DEMO_PLANNED_AT);

  it("is what the generator plans, and the plan is the same every time", async () => {
    const written = await readFile(DEMO_DATA_PATH, "utf8");
    expect(formatDemoData(plan) === written, "run npm run db:seed -- --write-demo").toBe(true);
    expect(planDemo(DEMO_PLANNED_AT)).toEqual(plan);
  });

  it("reads back as the plan", async () => {
    expect(await readDemoData()).toEqual(JSON.parse(JSON.stringify(plan)));
  });

  it("refers only to people, jobs and applications it has", () => {
    const people = plan.employers.length + plan.workers.length;
    const inRange = (index: number | null, length: number) =>
      index === null || (Number.isInteger(index) && index >= 0 && index < length);
    expect(plan.jobs.every((job) => job.employer < plan.employers.length)).toBe(true);
    for (const application of plan.applications) {
      expect(inRange(application.job, plan.jobs.length)).toBe(true);
      expect(application.worker).toBeGreaterThanOrEqual(plan.employers.length);
      expect(application.worker).toBeLessThan(people);
    }
    const applications = [...plan.ratings, ...plan.verifications].map((row) => row.application);
    expect(applications.every((index) => inRange(index, plan.applications.length))).toBe(true);
  });
});
