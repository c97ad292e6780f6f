import { CITY_ALIASES, STATE_ALIASES } from "@kaamsetu/shared/places/aliases";
import { CITIES_BY_STATE, citiesOf } from "@kaamsetu/shared/places/india";
import { describe, expect, it } from "vitest";
import { STATES } from "../../../seed/places.js";
import { INDIAN_STATES, SUGGESTED_CITIES } from "../constants.js";
import { buildCatalogue, placeKey } from "./catalogue.js";
import { cataloguePlaces, editDistance } from "./places.js";

const places = cataloguePlaces();

describe("CITIES_BY_STATE", () => {
  it("lists every state and union territory, in the order of INDIAN_STATES", () => {
    expect(Object.keys(CITIES_BY_STATE)).toEqual([...INDIAN_STATES]);
    for (const state of INDIAN_STATES) expect(citiesOf(state).length).toBeGreaterThanOrEqual(3);
  });

  it("holds every city of the demo data under its state, spelled the same", () => {
    for (const state of STATES) {
      for (const city of state.cities) expect(citiesOf(state.name)).toContain(city);
    }
  });

  it("holds the suggested cities", () => {
    for (const city of SUGGESTED_CITIES) {
      expect(INDIAN_STATES.some((state) => citiesOf(state).includes(city))).toBe(true);
    }
    expect(citiesOf("Delhi")).toContain("Delhi");
  });

  it("spells each city once per state, trimmed and single-spaced", () => {
    for (const [state, cities] of Object.entries(CITIES_BY_STATE)) {
      const keys = cities.map((city) => placeKey(city));
      expect(new Set(keys).size, state).toBe(cities.length);
      for (const city of cities) expect(city).toBe(city.trim().replace(/\s+/g, " "));
    }
  });
});

describe("citiesOf", () => {
  it("gives the state's cities, and none for an unknown state", () => {
    expect(citiesOf("Delhi")).toContain("New Delhi");
    expect(citiesOf("Atlantis")).toEqual([]);
    expect(citiesOf("toString")).toEqual([]);
  });
});

describe("aliases", () => {
  it("name places of the list, and no alias is another place's own name", () => {
    const own = new Set(
      buildCatalogue()
        .names.filter((n) => !n.alias)
        .map((n) => n.key),
    );
    for (const { state, aliases } of STATE_ALIASES) {
      expect(INDIAN_STATES).toContain(state);
      for (const alias of aliases) expect(own.has(placeKey(alias)), alias).toBe(false);
    }
    for (const { state, city, aliases } of CITY_ALIASES) {
      expect(citiesOf(state), `${city}, ${state}`).toContain(city);
      for (const alias of aliases) {
        // Puducherry's city and territory share their names, so they share the alias.
        if (placeKey(alias) === "pondicherry") continue;
        expect(own.has(placeKey(alias)), alias).toBe(false);
      }
    }
  });

  it("give each place a stable slug of its own", () => {
    const { places: all } = buildCatalogue();
    expect(new Set(all.map((place) => place.slug)).size).toBe(all.length);
    expect(all.find((place) => place.name === "Bangalore")?.slug).toBe("karnataka/bangalore");
  });
});

describe("Places", () => {
  it("knows a place by its name or an alias, whatever the case and spacing", () => {
    expect(places.city("Maharashtra", "  navi   MUMBAI ")).toBe("Navi Mumbai");
    expect(places.city("Karnataka", "bengaluru")).toBe("Bangalore");
    expect(places.city("Haryana", "Gurgaon")).toBe("Gurugram");
    expect(places.state("orissa")).toBe("Odisha");
    expect(places.state("jammu & kashmir")).toBe("Jammu and Kashmir");
  });

  it("knows no part of a name, nor a city of another state", () => {
    expect(places.state("Pradesh")).toBeNull();
    expect(places.city("Karnataka", "Mumbai")).toBeNull();
    expect(places.city("Karnataka", "Atlantis")).toBeNull();
    expect(places.city("Atlantis", "Mumbai")).toBeNull();
    expect(places.state("constructor")).toBeNull();
    expect(places.resolve("Pradesh")).toEqual([]);
    expect(places.resolve("Del")).toEqual([]);
  });

  it("resolves a name of several places to all of them", () => {
    const aurangabad = places.resolve("Aurangabad").map((p) => `${p.name}, ${p.state}`);
    expect(aurangabad.sort()).toEqual(["Aurangabad, Bihar", "Aurangabad, Maharashtra"]);
    expect(
      places
        .resolve("delhi")
        .map((p) => p.kind)
        .sort(),
    ).toEqual(["CITY", "STATE"]);
  });

  it("resolves a misspelling to the closest names, not a short word to a guess", () => {
    expect(places.resolve("Banglore").map((p) => p.name)).toEqual(["Bangalore"]);
    expect(places.resolve("Hydrabad").map((p) => p.name)).toEqual(["Hyderabad"]);
    expect(places.resolve("Maharastra").map((p) => p.name)).toEqual(["Maharashtra"]);
    expect(places.resolve("Pnue")).toEqual([]);
    expect(places.resolve("Atlantis")).toEqual([]);
  });
});

describe("editDistance", () => {
  it("counts insertions, deletions, replacements and swaps, stopping past the most", () => {
    expect(editDistance("banglore", "bangalore", 2)).toBe(1);
    expect(editDistance("gurgoan", "gurgaon", 2)).toBe(1);
    expect(editDistance("pune", "pune", 1)).toBe(0);
    expect(editDistance("pradesh", "madhya pradesh", 2)).toBe(3);
    expect(editDistance("kitten", "sitting", 5)).toBe(3);
  });
});
