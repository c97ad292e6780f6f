import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n";
import { reasonText } from "./reason-text";

// "Why this job": each reason the server sends is worded from the locale, with money, periods,
// job types, languages and ratings through their own keys and Intl.

beforeAll(() => i18n.loadNamespaces(["dashboard", "common", "profile"]));

const t = () => i18n.getFixedT("en", "dashboard");
const reason = (key: string, values: Record<string, string> = {}) =>
  reasonText(t(), {
    key,
    values: Object.entries(values).map(([name, value]) => ({ name, value })),
  });

describe("recommendation reasons", () => {
  it("words every reason the server sends", () => {
    expect(reason("SKILL_MATCH", { skill: "plumber" })).toBe("Matches your skill: plumber");
    expect(reason("NEAR", { city: "Pune" })).toBe("Near you, in Pune");
    expect(reason("PAYS_ABOVE_EXPECTED", { amount: "700", period: "per_day" })).toBe(
      "Pays ₹700 per day, at least what you expect",
    );
    expect(reason("JOB_TYPE_MATCH", { jobType: "daily_wage" })).toBe(
      "The kind of work you want: Daily wage",
    );
    expect(reason("SPEAKS_LANGUAGE", { language: "mr" })).toBe(
      "Asks for a language you speak: Marathi",
    );
    expect(reason("NEW_JOB", { days: "0" })).toBe("Posted today");
    expect(reason("NEW_JOB", { days: "2" })).toBe("Posted 2 days ago");
    expect(reason("WELL_RATED_EMPLOYER", { rating: "4.5" })).toBe(
      "The employer is rated 4.5 by workers",
    );
    expect(reason("NEWEST_NEAR", { state: "Goa" })).toBe(
      "One of the newest jobs in Goa, where you registered",
    );
  });

  it("names a trade and a place in the reader's script, else as the server sent them", async () => {
    await i18n.loadLanguages(["hi", "ta"]);
    await i18n.loadNamespaces(["dashboard", "common", "profile", "names"]);
    const inLanguage = (language: string, key: string, values: Record<string, string>) =>
      reasonText(i18n.getFixedT(language, "dashboard"), {
        key,
        values: Object.entries(values).map(([name, value]) => ({ name, value })),
      });
    expect(inLanguage("hi", "SKILL_MATCH", { skill: "mason" })).toBe("आपके हुनर से मेल: राजमिस्त्री");
    expect(inLanguage("hi", "SKILL_MATCH", { skill: "tiling" })).toBe("आपके हुनर से मेल: tiling");
    expect(inLanguage("ta", "SKILL_MATCH", { skill: "mason" })).toContain("கொத்தனார்");
    expect(inLanguage("hi", "NEAR", { city: "Pune" })).toContain("पुणे");
    expect(inLanguage("ta", "NEAR", { city: "Pune" })).toContain("Pune");
    expect(inLanguage("hi", "NEWEST_NEAR", { state: "Goa" })).toContain("गोवा");
    expect(reason("SKILL_MATCH", { skill: "mason" })).toBe("Matches your skill: mason");
  });

  it("says nothing for a reason it does not know", () => {
    expect(reason("SOMETHING_NEW")).toBe("");
  });
});
