import { describe, expect, it } from "vitest";
import { isJobId, jobPath } from "./job-paths";

describe("job addresses", () => {
  it("take a job's global ID and no other", () => {
    expect(isJobId("Sm9iOjYyNw")).toBe(true); // Job:627
    expect(isJobId(btoa("Job:1"))).toBe(true);
    expect(isJobId("no-such-job")).toBe(false);
    expect(isJobId(btoa("User:1").replace(/=+$/, ""))).toBe(false);
    expect(isJobId(btoa("Job:abc"))).toBe(false);
    expect(isJobId("")).toBe(false);
    expect(isJobId(undefined)).toBe(false);
    expect(isJobId("Sm9i%OjE")).toBe(false);
  });

  it("put the ID in the path as it is", () => {
    expect(jobPath("Sm9iOjYyNw")).toBe("/jobs/Sm9iOjYyNw");
  });
});
