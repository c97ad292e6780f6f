import { describe, expect, it } from "vitest";
import {
  checkStep,
  EMPTY_JOB_VALUES,
  firstError,
  type JobFormValues,
  jobFormValues,
  jobInput,
  rupees,
} from "./job-form";

const basics: JobFormValues = {
  ...EMPTY_JOB_VALUES,
  title: "Electrician",
  job_type: "DAILY_WAGE",
  positions: "3",
  state: "Maharashtra",
  city: "Pune",
};
const complete: JobFormValues = {
  ...basics,
  description: "Wiring for a new three-storey house.",
  salary_amount: "950",
  salary_period: "PER_DAY",
};

describe("step 1 of the job form", () => {
  it("asks for a title, a job type, at least one position and a state", () => {
    expect(checkStep(1, { ...EMPTY_JOB_VALUES, positions: "0" })).toEqual({
      title: { reason: "jobTitleRequired" },
      job_type: { reason: "jobTypeRequired" },
      positions: { reason: "positionsMin" },
      state: { reason: "stateRequired" },
    });
    expect(checkStep(1, basics)).toEqual({});
  });

  it("leaves the city optional: all cities of the state", () => {
    expect(checkStep(1, { ...basics, city: "" })).toEqual({});
  });

  it("turns down a blank title, a fraction of a worker and too many positions", () => {
    expect(checkStep(1, { ...basics, title: "   " }).title).toEqual({ reason: "jobTitleRequired" });
    expect(checkStep(1, { ...basics, positions: "1.5" }).positions).toEqual({
      reason: "positionsMin",
    });
    expect(checkStep(1, { ...basics, positions: "" }).positions).toEqual({
      reason: "positionsMin",
    });
    expect(checkStep(1, { ...basics, positions: "1001" }).positions).toEqual({
      reason: "positionsMax",
      params: { count: 1000 },
    });
    expect(checkStep(1, { ...basics, title: "x".repeat(151) }).title).toEqual({
      reason: "maxLength",
      params: { count: 150 },
    });
  });
});

describe("step 2 of the job form", () => {
  it("asks for a description and a positive salary with its period", () => {
    expect(checkStep(2, basics)).toEqual({
      description: { reason: "jobDescriptionRequired" },
      salary_amount: { reason: "salaryInvalid" },
    });
    expect(checkStep(2, { ...complete, salary_amount: "0" }).salary_amount).toEqual({
      reason: "salaryInvalid",
    });
    expect(checkStep(2, { ...complete, salary_period: "" })).toEqual({
      salary_period: { reason: "salaryInvalid" },
    });
    expect(checkStep(2, complete)).toEqual({});
  });

  it("counts skills and their length", () => {
    const many = Array.from({ length: 31 }, (_, index) => `skill ${index}`).join(", ");
    expect(checkStep(2, { ...complete, skills: many }).skills).toEqual({
      reason: "skillsTooMany",
      params: { count: 30 },
    });
    expect(checkStep(2, { ...complete, skills: "x".repeat(51) }).skills).toEqual({
      reason: "maxLength",
      params: { count: 50 },
    });
  });

  it("reads rupees with Indian grouping, and only whole ones", () => {
    expect(rupees("1,25,000")).toBe(125000);
    expect(rupees(" 950 ")).toBe(950);
    expect(rupees("950.50")).toBeNaN();
    expect(rupees("-5")).toBeNaN();
  });
});

describe("the server's field errors", () => {
  it("lead to the first in the form's order, step 1 before step 2", () => {
    expect(firstError({ salary_amount: "x", state: "y" })).toEqual({ step: 1, field: "state" });
    expect(firstError({ duration: "x", description: "y" })).toEqual({
      step: 2,
      field: "description",
    });
    expect(firstError({})).toBeNull();
  });
});

describe("the job input", () => {
  it("is every field, trimmed, with empty optional ones as null", () => {
    expect(
      jobInput({
        ...complete,
        title: "  Electrician ",
        city: "",
        skills: "Wiring, fan fitting,, Wiring",
        salary_amount: "1,200",
        preferred_languages: ["mr", "hi"],
        require_resume: true,
      }),
    ).toEqual({
      title: "Electrician",
      jobType: "DAILY_WAGE",
      positions: 3,
      state: "Maharashtra",
      city: null,
      description: "Wiring for a new three-storey house.",
      requirements: null,
      skills: ["Wiring", "fan fitting"],
      salaryAmount: 1200,
      salaryPeriod: "PER_DAY",
      duration: null,
      preferredLanguages: ["hi", "mr"],
      requireResume: true,
      language: "en",
      translations: [],
    });
  });

  it("round-trips a saved job through the edit form", () => {
    const saved = {
      title: "Mason",
      jobType: "CONTRACT",
      positions: 2,
      state: "Bihar",
      city: null,
      description: "Brick work",
      requirements: "Own tools",
      skills: ["Brick laying", "Plastering"],
      salaryAmount: 18000,
      salaryPeriod: "PER_MONTH",
      duration: "3 months",
      preferredLanguages: ["hi", "Bhojpuri"],
      requireResume: false,
      language: "en",
      translations: [
        { language: "hi", title: "राजमिस्त्री", description: "ईंट का काम" },
        { language: "xx", title: "?", description: "?" },
      ],
    };
    const values = jobFormValues(saved);
    expect(values).toMatchObject({
      city: "",
      skills: "Brick laying, Plastering",
      salary_amount: "18000",
      // Only languages of the list can be ticked.
      preferred_languages: ["hi"],
    });
    expect(jobInput(values)).toMatchObject({
      title: "Mason",
      city: null,
      skills: ["Brick laying", "Plastering"],
      salaryAmount: 18000,
      requirements: "Own tools",
      language: "en",
      // Only languages of the list; each translation as written.
      translations: [
        {
          language: "hi",
          title: "राजमिस्त्री",
          description: "ईंट का काम",
          machineTranslated: false,
        },
      ],
    });
  });

  it("asks each translation for a title and a description", () => {
    const details = (translations: JobFormValues["translations"]) =>
      checkStep(2, { ...EMPTY_JOB_VALUES, translations }).translations;
    expect(details([{ language: "hi", title: " ", description: "काम" }])).toEqual({
      reason: "jobTitleRequired",
    });
    expect(details([{ language: "hi", title: "काम", description: "" }])).toEqual({
      reason: "jobDescriptionRequired",
    });
    expect(details([{ language: "hi", title: "काम", description: "ईंट का काम" }])).toBeUndefined();
  });
});
