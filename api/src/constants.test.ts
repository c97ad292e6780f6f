import { FILE_PURPOSES } from "@kaamsetu/shared/file-types";
import { describe, expect, it } from "vitest";
import { JOB_TYPE_NAMES, JOB_TYPES, SALARY_PERIOD_NAMES, SALARY_PERIODS } from "./constants.js";
import { FilePurpose, JobType, SalaryPeriod } from "./generated/prisma/enums.js";

// The shared package may import nothing, so it spells the data model's enums out; hold them to it.
describe("shared constants", () => {
  it("name the data model's job types and salary periods, in its order", () => {
    expect([...JOB_TYPE_NAMES]).toEqual(Object.values(JobType));
    expect([...SALARY_PERIOD_NAMES]).toEqual(Object.values(SalaryPeriod));
  });

  it("name the data model's file purposes, in its order", () => {
    expect(FILE_PURPOSES.map((name) => name.toUpperCase())).toEqual(Object.values(FilePurpose));
  });

  it("are the REST contract's words in GraphQL's spelling", () => {
    expect(JOB_TYPE_NAMES.map((name) => name.toLowerCase())).toEqual(JOB_TYPES);
    expect(SALARY_PERIOD_NAMES.map((name) => name.toLowerCase())).toEqual(SALARY_PERIODS);
  });
});
