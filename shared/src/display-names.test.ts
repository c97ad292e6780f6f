import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  DISPLAY_NAME_LANGUAGES,
  displayName,
  displayNameLanguage,
  displayNames,
} from "./display-names.js";

describe("the name a reader sees for a place or a trade", () => {
  it("is the first name in the reader's script", () => {
    expect(displayName("hi", "Pune")).toBe("पुणे");
    expect(displayName("hi", "Maharashtra")).toBe("महाराष्ट्र");
    expect(displayName("ta", "Chennai")).toBe("சென்னை");
    expect(displayName("ta", "Tamil Nadu")).toBe("தமிழ்நாடு");
    expect(displayName("hi", "mason")).toBe("राजमिस्त्री");
    expect(displayName("ta", "mason")).toBe("கொத்தனார்");
  });

  it("is Hindi's for Bhojpuri, and Hindi's for a Marathi place spelled no otherwise", () => {
    expect(displayNameLanguage("bh")).toBe("hi");
    expect(displayName("bh", "Pune")).toBe("पुणे");
    expect(displayName("mr", "Nagpur")).toBe("नागपूर");
    expect(displayName("mr", "Pune")).toBe("पुणे");
    expect(displayName("mr", "Tamil Nadu")).toBe("तामिळनाडू");
    // Trades have Marathi words of their own.
    expect(displayName("mr", "mason")).toBe("गवंडी");
  });

  it("is the canonical English name in English and where the script has no name", () => {
    expect(displayNameLanguage("en")).toBeNull();
    expect(displayName("en", "Pune")).toBe("Pune");
    expect(displayName("ta", "Pune")).toBe("Pune");
    expect(displayName("ml", "Rajasthan")).toBe("Rajasthan");
    expect(displayName("hi", "Nowhere")).toBe("Nowhere");
    expect(displayName("xx", "Pune")).toBe("Pune");
  });

  it("is what the web loads: each language's names.json matches the tables", () => {
    for (const language of DISPLAY_NAME_LANGUAGES) {
      const file = new URL(`../locales/${language}/names.json`, import.meta.url);
      const written = JSON.parse(readFileSync(file, "utf8"));
      expect(written, `${language}: run npx tsx scripts/display-names.ts`).toEqual(
        displayNames(language),
      );
    }
  });
});
