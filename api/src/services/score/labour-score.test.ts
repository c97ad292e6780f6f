import { describe, expect, it } from "vitest";
import { type ScoreFacts, scoreOf } from "./labour-score.js";

// The labour score's formula on fixed data: the numbers are worked out by hand from the
// constants (prior 5 ratings of 3.5 stars; 20 jobs and 10 years for full marks; reliability
// prior 2 hires at 75 %; weights 40/20/15/25), so a changed constant or formula fails here.

const facts = (over: Partial<ScoreFacts> = {}): ScoreFacts => ({
  ratingCount: 0,
  ratingSum: 0,
  completed: 0,
  cancelled: 0,
  experienceYears: null,
  ...over,
});

describe("the labour score", () => {
  it("gives a newcomer the priors: rating 62.5, reliability 75, nothing else", () => {
    expect(scoreOf(facts())).toMatchObject({
      rating: 63,
      jobsCompleted: 0,
      experience: 0,
      reliability: 75,
      // 0.4 * 62.5 + 0.25 * 75 = 43.75
      overallScore: 44,
      smoothedRating: 3.5,
      // 100 - 0 points of jobs at weight 20 lose more than 37.5 of rating at 40
      weakest: "jobsCompleted",
    });
  });

  it("does not let one 5-star rating beat fifty 4.8s", () => {
    const one = scoreOf(facts({ ratingCount: 1, ratingSum: 5 }));
    const fifty = scoreOf(facts({ ratingCount: 50, ratingSum: 240 }));
    // (17.5 + 5) / 6 = 3.75 stars -> 68.75; (17.5 + 240) / 55 = 4.68 stars -> 92.05
    expect([one.smoothedRating, one.rating]).toEqual([3.8, 69]);
    expect([fifty.smoothedRating, fifty.rating]).toEqual([4.7, 92]);
  });

  it("weighs a seasoned, reliable worker's parts", () => {
    const score = scoreOf(
      facts({ ratingCount: 10, ratingSum: 45, completed: 12, cancelled: 1, experienceYears: 6 }),
    );
    // rating (17.5 + 45) / 15 = 4.1667 -> 79.17; jobs 12/20 -> 60; experience 6/10 -> 60;
    // reliability (12 + 1.5) / (13 + 2) -> 90; overall .4*79.17 + .2*60 + .15*60 + .25*90 = 75.17
    expect(score).toMatchObject({
      rating: 79,
      jobsCompleted: 60,
      experience: 60,
      reliability: 90,
      overallScore: 75,
      // points to gain: rating 20.83 * 40 = 833, jobs 40 * 20 = 800, experience 600, reliability 250
      weakest: "rating",
    });
  });

  it("caps each part at 100 and names the part with most to gain", () => {
    const score = scoreOf(
      facts({ ratingCount: 100, ratingSum: 500, completed: 40, cancelled: 0, experienceYears: 30 }),
    );
    expect(score.jobsCompleted).toBe(100);
    expect(score.experience).toBe(100);
    // (40 + 1.5) / 42 = 98.8; rating (17.5 + 500) / 105 = 4.93 -> 98.2: 1.8 * 40 > 1.2 * 25
    expect(score.reliability).toBe(99);
    expect(score.weakest).toBe("rating");
    const flaky = scoreOf(facts({ completed: 1, cancelled: 5, experienceYears: 10 }));
    // (1 + 1.5) / (6 + 2) = 31.25
    expect(flaky.reliability).toBe(31);
  });
});
