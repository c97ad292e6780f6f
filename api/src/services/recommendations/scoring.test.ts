import { describe, expect, it } from "vitest";
import { cataloguePlaces } from "../../places/places.js";
import { tradesIn } from "../../trades/trades.js";
import { dailyPay } from "./pay.js";
import {
  type JobForScoring,
  type ReasonKey,
  scoreJob,
  WEIGHTS,
  type WorkerForScoring,
} from "./scoring.js";

// The scoring function on fixed fixtures: each reason fires when it should and not otherwise.

const NOW = new Date("2026-11-20T06:00:00Z");
const PLACES = cataloguePlaces();
const DAY = 86_400_000;

const worker = (over: Partial<WorkerForScoring> = {}): WorkerForScoring => ({
  skills: ["Plumber"],
  state: "Maharashtra",
  city: "Pune",
  preferredStates: [],
  preferredLocation: null,
  willingToRelocate: false,
  expectedSalary: null,
  expectedSalaryPeriod: null,
  preferredJobType: null,
  preferredShift: null,
  languagesKnown: [],
  ...over,
});

const job = (over: Partial<JobForScoring> = {}): JobForScoring => ({
  title: "Plumber for a housing society",
  skills: ["Leak repair"],
  state: "Maharashtra",
  city: "Pune",
  jobType: "DAILY_WAGE",
  salaryAmount: 700,
  salaryPeriod: "PER_DAY",
  preferredLanguages: [],
  nightShift: false,
  createdAt: new Date(NOW.getTime() - 10 * DAY),
  employerRating: { average: null, count: 0 },
  ...over,
});

const keys = (w: WorkerForScoring, j: JobForScoring): ReasonKey[] | null =>
  scoreJob(w, j, NOW, PLACES)?.reasons.map((reason) => reason.key) ?? null;
const reason = (w: WorkerForScoring, j: JobForScoring, key: ReasonKey) =>
  scoreJob(w, j, NOW, PLACES)?.reasons.find((r) => r.key === key) ?? null;

describe("trades and synonyms", () => {
  it("meets mistri, raj mistri and mason; a longer phrase wins", () => {
    expect(tradesIn("Raj Mistri needed")).toEqual(["mason"]);
    expect(tradesIn("mistri")).toEqual(["mason"]);
    expect(tradesIn("Kaath mistri for doors")).toEqual(["carpenter"]);
    expect(tradesIn("Nalsaaz")).toEqual(["plumber"]);
    expect(tradesIn("Office assistant")).toEqual(["helper"]);
    expect(tradesIn("Data entry")).toEqual([]);
  });

  it("matches a worker's synonym skill to the job's trade", () => {
    const mason = job({ title: "Mason for a boundary wall", skills: [] });
    expect(reason(worker({ skills: ["raj mistri"] }), mason, "skill_match")?.values).toEqual({
      skill: "mason",
    });
    expect(keys(worker({ skills: ["nalsaaz"] }), job())).toContain("skill_match");
  });

  it("matches a skill naming no trade as it is", () => {
    const tiling = job({ title: "Tiling work in a bungalow", skills: ["Tiling"] });
    expect(reason(worker({ skills: ["Tiling"] }), tiling, "skill_match")?.values).toEqual({
      skill: "tiling",
    });
  });

  it("recommends to a worker with skills only jobs of them", () => {
    expect(keys(worker({ skills: ["Electrician"] }), job())).toBeNull();
  });
});

describe("place", () => {
  it("says near for the same city, and anywhere_in_state for a state-wide job", () => {
    expect(reason(worker(), job(), "near")?.values).toEqual({ city: "Pune" });
    expect(reason(worker(), job({ city: null }), "anywhere_in_state")?.values).toEqual({
      state: "Maharashtra",
    });
    expect(keys(worker(), job({ city: "Mumbai" }))).not.toContain("near");
  });

  it("ranks the same city over a preferred state over the same state over relocating", () => {
    const w = worker({ preferredStates: ["Gujarat"], willingToRelocate: true });
    const score = (j: JobForScoring) => scoreJob(w, j, NOW, PLACES)?.score ?? 0;
    const near = score(job());
    const preferred = score(job({ state: "Gujarat", city: "Surat" }));
    const sameState = score(job({ city: "Mumbai" }));
    const relocate = score(job({ state: "Kerala", city: "Kochi" }));
    expect(near).toBeGreaterThan(preferred);
    expect(preferred).toBeGreaterThan(sameState);
    expect(sameState).toBeGreaterThan(relocate);
    expect(reason(w, job({ state: "Gujarat", city: "Surat" }), "preferred_place")?.values).toEqual({
      place: "Gujarat",
    });
    expect(keys(w, job({ city: "Mumbai" }))).toContain("same_state");
    expect(keys(w, job({ state: "Kerala", city: "Kochi" }))).toContain("willing_to_relocate");
  });

  it("reads places through the catalogue: an alias, any case and spacing, is the place", () => {
    const bangalore = job({ state: "Karnataka", city: "Bangalore" });
    // The worker's own city by its other name (older rows), and a job spelt by it.
    const home = worker({ state: "karnataka", city: "Bengaluru" });
    expect(reason(home, bangalore, "near")?.values).toEqual({ city: "Bangalore" });
    expect(reason(home, job({ state: "Karnataka", city: "bengaluru " }), "near")?.values).toEqual({
      city: "Bangalore",
    });
    expect(keys(home, job({ state: "Karnataka", city: "Mysore" }))).toContain("same_state");
    expect(
      reason(home, job({ state: "Karnataka", city: null }), "anywhere_in_state"),
    ).not.toBeNull();

    // A preferred location: a city by its alias, in any case and spacing, is that city.
    for (const location of ["Bengaluru", "bengaluru ", "  BANGALORE", "बेंगलुरु"]) {
      const w = worker({ preferredLocation: location });
      expect(reason(w, bangalore, "preferred_place")?.values, location).toEqual({
        place: "Bangalore",
      });
      // Not another city of its state: Bangalore is not all of Karnataka.
      expect(keys(w, job({ state: "Karnataka", city: "Mysore" })), location).toBeNull();
      // A job open in every city of Karnataka is open in Bangalore.
      expect(reason(w, job({ state: "Karnataka", city: null }), "preferred_place")?.values).toEqual(
        { place: "Bangalore" },
      );
    }
    // A state's name (or alias) is the whole state.
    const odisha = worker({ preferredLocation: "orissa" });
    expect(
      reason(odisha, job({ state: "Odisha", city: "Cuttack" }), "preferred_place")?.values,
    ).toEqual({ place: "Odisha" });
    expect(keys(odisha, job({ state: "Odisha", city: null }))).toContain("preferred_place");
    // Text that names no place adds nothing.
    expect(keys(worker({ preferredLocation: "near the bus stand" }), bangalore)).toBeNull();
    // Preferred states by another name too.
    expect(
      keys(worker({ preferredStates: ["orissa"] }), job({ state: "Odisha", city: "Puri" })),
    ).toContain("preferred_place");
  });

  it("leaves out jobs elsewhere for a worker not willing to relocate", () => {
    expect(keys(worker(), job({ state: "Kerala", city: "Kochi" }))).toBeNull();
  });
});

describe("pay", () => {
  it("converts across periods: 8 hours a day, 6 days a week, 26 days a month", () => {
    expect(dailyPay(100, "PER_HOUR")).toBe(800);
    expect(dailyPay(4200, "PER_WEEK")).toBe(700);
    expect(dailyPay(18_200, "PER_MONTH")).toBe(700);
    expect(dailyPay(5000, "PER_JOB")).toBeNull();
  });

  it("says pays_above_expected when the job pays at least the expected salary, per any period", () => {
    const w = worker({ expectedSalary: 18_000, expectedSalaryPeriod: "PER_MONTH" });
    expect(reason(w, job(), "pays_above_expected")?.values).toEqual({
      amount: 700,
      period: "per_day",
    });
    expect(keys(w, job({ salaryAmount: 650 }))).not.toContain("pays_above_expected");
    expect(keys(w, job({ salaryAmount: 5000, salaryPeriod: "PER_JOB" }))).not.toContain(
      "pays_above_expected",
    );
    expect(keys(worker(), job())).not.toContain("pays_above_expected");
  });

  it("counts pay well below the expected salary against the job", () => {
    const w = worker({ expectedSalary: 1000, expectedSalaryPeriod: "PER_DAY" });
    const low = scoreJob(w, job({ salaryAmount: 500 }), NOW, PLACES)?.score ?? 0;
    const unknown =
      scoreJob(w, job({ salaryAmount: null, salaryPeriod: null }), NOW, PLACES)?.score ?? 0;
    expect(unknown - low).toBe(-WEIGHTS.payBelow);
  });
});

describe("preferences, freshness and reputation", () => {
  it("says job_type_match only for the preferred type", () => {
    expect(keys(worker({ preferredJobType: "DAILY_WAGE" }), job())).toContain("job_type_match");
    expect(keys(worker({ preferredJobType: "FULL_TIME" }), job())).not.toContain("job_type_match");
  });

  it("says shift_match for a night job to one who works nights, and counts it against day workers", () => {
    const night = job({ nightShift: true });
    expect(keys(worker({ preferredShift: "NIGHT" }), night)).toContain("shift_match");
    expect(keys(worker({ preferredShift: "BOTH" }), night)).toContain("shift_match");
    expect(keys(worker({ preferredShift: "DAY" }), night)).not.toContain("shift_match");
    expect(keys(worker({ preferredShift: "NIGHT" }), job())).not.toContain("shift_match");
    const day = scoreJob(worker({ preferredShift: "DAY" }), night, NOW, PLACES)?.score ?? 0;
    expect(day).toBeLessThan(scoreJob(worker(), night, NOW, PLACES)?.score ?? 0);
  });

  it("says speaks_language when the job asks for a language the worker knows", () => {
    const w = worker({ languagesKnown: ["hi", "mr"] });
    expect(reason(w, job({ preferredLanguages: ["mr"] }), "speaks_language")?.values).toEqual({
      language: "mr",
    });
    expect(keys(w, job({ preferredLanguages: ["ta"] }))).not.toContain("speaks_language");
    expect(keys(w, job())).not.toContain("speaks_language");
  });

  it("says new_job for a job of the last days only, and scores newer jobs higher", () => {
    const fresh = job({ createdAt: new Date(NOW.getTime() - DAY / 2) });
    expect(reason(worker(), fresh, "new_job")?.values).toEqual({ days: 0 });
    expect(keys(worker(), job())).not.toContain("new_job");
    expect(scoreJob(worker(), fresh, NOW, PLACES)?.score).toBeGreaterThan(
      scoreJob(worker(), job(), NOW, PLACES)?.score ?? 0,
    );
  });

  it("says well_rated_employer from 4 stars over at least 3 ratings", () => {
    const rated = (average: number, count: number) =>
      keys(worker(), job({ employerRating: { average, count } }));
    expect(rated(4.5, 3)).toContain("well_rated_employer");
    expect(rated(4.5, 2)).not.toContain("well_rated_employer");
    expect(rated(3.5, 10)).not.toContain("well_rated_employer");
  });
});

describe("cold start", () => {
  it("shows a worker with no skills the jobs of their state, said plainly", () => {
    const w = worker({ skills: [], city: null });
    expect(reason(w, job(), "newest_near")?.values).toEqual({ state: "Maharashtra" });
    expect(keys(w, job({ state: "Kerala", city: "Kochi" }))).toBeNull();
  });

  it("shows a worker with nothing at all the newest jobs", () => {
    const w = worker({ skills: [], city: null, state: null });
    expect(keys(w, job())?.[0]).toBe("newest");
  });

  it("gives a worker with only a trade and a city the jobs of their trade near them first", () => {
    const w = worker({ skills: ["mason"] });
    const near = scoreJob(w, job({ title: "Raj mistri for a wall" }), NOW, PLACES);
    const far = scoreJob(w, job({ title: "Mason", city: "Nagpur" }), NOW, PLACES);
    expect(near?.reasons.map((r) => r.key)).toEqual(["skill_match", "near"]);
    expect(near?.score).toBeGreaterThan(far?.score ?? 0);
  });
});
