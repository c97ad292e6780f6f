import { describe, expect, it } from "vitest";
import { INDIAN_STATES, SUGGESTED_CITIES } from "../constants.js";
import { STATES } from "../db/seed/places.js";
import { CITIES_BY_STATE, canonicalCity, citiesOf } from "./india.js";

describe("CITIES_BY_STATE", () => {
  it("lists every state and union territory, in the order of INDIAN_STATES", () => {
    expect(Object.keys(CITIES_BY_STATE)).toEqual([...INDIAN_STATES]);
    for (const state of INDIAN_STATES) expect(citiesOf(state).length).toBeGreaterThanOrEqual(3);
  });

  it("holds every city of the demo data under its state, spelled the same", () => {
    for (const state of STATES) {
      for (const city of state.cities) expect(canonicalCity(state.name, city)).toBe(city);
    }
  });

  it("holds the suggested cities", () => {
    for (const city of SUGGESTED_CITIES) {
      expect(INDIAN_STATES.some((state) => canonicalCity(state, city) === city)).toBe(true);
    }
    expect(canonicalCity("Delhi", "Delhi")).toBe("Delhi");
  });

  it("spells each city once per state, trimmed and single-spaced", () => {
    for (const [state, cities] of Object.entries(CITIES_BY_STATE)) {
      const keys = cities.map((city) => city.toLowerCase());
      expect(new Set(keys).size, state).toBe(cities.length);
      for (const city of cities) expect(city).toBe(city.trim().replace(/\s+/g, " "));
    }
  });
});

describe("canonicalCity", () => {
  it("matches whatever the case and spacing", () => {
    expect(canonicalCity("Maharashtra", "  navi   MUMBAI ")).toBe("Navi Mumbai");
    expect(canonicalCity("Karnataka", "bangalore")).toBe("Bangalore");
  });

  it("is null for a city of another state, an unknown city or an unknown state", () => {
    expect(canonicalCity("Karnataka", "Mumbai")).toBeNull();
    expect(canonicalCity("Karnataka", "Atlantis")).toBeNull();
    expect(canonicalCity("Atlantis", "Mumbai")).toBeNull();
    expect(canonicalCity("maharashtra", "Mumbai")).toBeNull();
    expect(canonicalCity("constructor", "Mumbai")).toBeNull();
  });
});

describe("citiesOf", () => {
  it("gives the state's cities, and none for an unknown state", () => {
    expect(citiesOf("Delhi")).toContain("New Delhi");
    expect(citiesOf("Atlantis")).toEqual([]);
    expect(citiesOf("toString")).toEqual([]);
  });
});
