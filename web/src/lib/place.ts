import type { TFunction } from "i18next";

// The words are the "jobs" namespace's, which every route that shows a job's place loads.

/**
 * "Pune, Maharashtra"; "Delhi" where the city is the state; "All cities of Maharashtra" for a
 * job open across the state.
 */
export function formatPlace(t: TFunction, city: string | null | undefined, state: string): string {
  if (!city) return t("jobs:place.allCities", { state });
  return city === state ? city : t("jobs:place.cityState", { city, state });
}
