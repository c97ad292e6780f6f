import { citiesOf } from "@kaamsetu/shared/places/india";
import { SUGGESTED_CITIES } from "../api/src/constants.js";
import type { Language, Region } from "./people.js";

// States and cities where KaamSetu operates. The cities are the first of the state's in the
// shipped list (shared/src/places/india.ts), which starts with the largest: tier 1 metros, then
// tier 2; the rest are tier 3.

/** The first `count` cities of the shipped list for `state`. */
function largestCities(state: string, count: number): readonly string[] {
  const cities = citiesOf(state).slice(0, count);
  if (cities.length !== count)
    throw new Error(`The city list has fewer than ${count} for ${state}`);
  return cities;
}

export interface State {
  name: string;
  /** The two-digit state code that starts a GSTIN. */
  gstCode: string;
  /** The letters that start its vehicle registrations and driving licences. */
  vehicleCode: string;
  /** The first digits of the state's PIN codes. */
  pinPrefix: string;
  region: Region;
  languages: readonly Language[];
  cities: readonly string[];
  /** How many of `cities`, from the start, are metros (tier 1) and large cities (tier 2). */
  metros: number;
  large: number;
}

export const STATES: readonly State[] = [
  {
    name: "Maharashtra",
    vehicleCode: "MH",
    gstCode: "27",
    pinPrefix: "41",
    region: "marathi",
    languages: ["mr", "hi"],
    metros: 2,
    large: 5,
    cities: largestCities("Maharashtra", 18),
  },
  {
    name: "Delhi",
    vehicleCode: "DL",
    gstCode: "07",
    pinPrefix: "110",
    region: "hindi",
    languages: ["hi", "en"],
    metros: 1,
    large: 1,
    cities: largestCities("Delhi", 2),
  },
  {
    name: "Karnataka",
    vehicleCode: "KA",
    gstCode: "29",
    pinPrefix: "56",
    region: "kannada",
    languages: ["en", "hi"],
    metros: 1,
    large: 3,
    cities: largestCities("Karnataka", 13),
  },
  {
    name: "Tamil Nadu",
    vehicleCode: "TN",
    gstCode: "33",
    pinPrefix: "60",
    region: "tamil",
    languages: ["ta", "en"],
    metros: 1,
    large: 3,
    cities: largestCities("Tamil Nadu", 15),
  },
  {
    name: "Telangana",
    vehicleCode: "TS",
    gstCode: "36",
    pinPrefix: "50",
    region: "telugu",
    languages: ["te", "hi"],
    metros: 1,
    large: 2,
    cities: largestCities("Telangana", 12),
  },
  {
    name: "West Bengal",
    vehicleCode: "WB",
    gstCode: "19",
    pinPrefix: "70",
    region: "bengali",
    languages: ["bn", "hi"],
    metros: 1,
    large: 3,
    cities: largestCities("West Bengal", 12),
  },
  {
    name: "Gujarat",
    vehicleCode: "GJ",
    gstCode: "24",
    pinPrefix: "38",
    region: "gujarati",
    languages: ["hi", "en"],
    metros: 0,
    large: 4,
    cities: largestCities("Gujarat", 13),
  },
  {
    name: "Uttar Pradesh",
    vehicleCode: "UP",
    gstCode: "09",
    pinPrefix: "22",
    region: "hindi",
    languages: ["hi"],
    metros: 0,
    large: 5,
    cities: largestCities("Uttar Pradesh", 15),
  },
  {
    name: "Rajasthan",
    vehicleCode: "RJ",
    gstCode: "08",
    pinPrefix: "30",
    region: "hindi",
    languages: ["hi"],
    metros: 0,
    large: 2,
    cities: largestCities("Rajasthan", 10),
  },
  {
    name: "Kerala",
    vehicleCode: "KL",
    gstCode: "32",
    pinPrefix: "68",
    region: "malayali",
    languages: ["ml", "en"],
    metros: 0,
    large: 2,
    cities: largestCities("Kerala", 10),
  },
  {
    name: "Bihar",
    vehicleCode: "BR",
    gstCode: "10",
    pinPrefix: "80",
    region: "bihari",
    languages: ["hi", "bh"],
    metros: 0,
    large: 1,
    cities: largestCities("Bihar", 8),
  },
  {
    name: "Madhya Pradesh",
    vehicleCode: "MP",
    gstCode: "23",
    pinPrefix: "45",
    region: "hindi",
    languages: ["hi"],
    metros: 0,
    large: 2,
    cities: largestCities("Madhya Pradesh", 10),
  },
  {
    name: "Punjab",
    vehicleCode: "PB",
    gstCode: "03",
    pinPrefix: "14",
    region: "punjabi",
    languages: ["hi", "en"],
    metros: 0,
    large: 2,
    cities: largestCities("Punjab", 8),
  },
  {
    name: "Haryana",
    vehicleCode: "HR",
    gstCode: "06",
    pinPrefix: "12",
    region: "hindi",
    languages: ["hi"],
    metros: 0,
    large: 2,
    cities: largestCities("Haryana", 10),
  },
  {
    name: "Odisha",
    vehicleCode: "OD",
    gstCode: "21",
    pinPrefix: "75",
    region: "odia",
    languages: ["hi", "en"],
    metros: 0,
    large: 1,
    cities: largestCities("Odisha", 8),
  },
  {
    name: "Andhra Pradesh",
    vehicleCode: "AP",
    gstCode: "37",
    pinPrefix: "52",
    region: "telugu",
    languages: ["te"],
    metros: 0,
    large: 2,
    cities: largestCities("Andhra Pradesh", 10),
  },
  {
    name: "Jharkhand",
    vehicleCode: "JH",
    gstCode: "20",
    pinPrefix: "83",
    region: "bihari",
    languages: ["hi", "bh"],
    metros: 0,
    large: 2,
    cities: largestCities("Jharkhand", 6),
  },
];

export interface City {
  name: string;
  state: State;
  tier: 1 | 2 | 3;
}

export const CITIES: readonly City[] = STATES.flatMap((state) =>
  state.cities.map((name, index) => ({
    name,
    state,
    tier: index < state.metros ? 1 : index < state.metros + state.large ? 2 : 3,
  })),
);

/** How much more a city of each tier attracts employers, workers and searches. */
export const TIER_WEIGHT = { 1: 14, 2: 4, 3: 1 } as const;

/** Cities weighted by tier, the spec's suggested cities counted as metros. */
export const WEIGHTED_CITIES: readonly (readonly [City, number])[] = CITIES.map((city) => [
  city,
  (SUGGESTED_CITIES as readonly string[]).includes(city.name)
    ? TIER_WEIGHT[1]
    : TIER_WEIGHT[city.tier],
]);

for (const name of SUGGESTED_CITIES) {
  if (!CITIES.some((city) => city.name === name)) {
    throw new Error(`places.ts lacks the suggested city ${name}`);
  }
}
