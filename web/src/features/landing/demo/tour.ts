import { createContext, useContext } from "react";

export type Preview = "employer" | "worker";
/** The preview tabs that open; the others need an account and stay disabled. */
export type EmployerTab = "home" | "postJob" | "analytics";
export type WorkerTab = "dashboard" | "profile";
export type Spot =
  | "stats"
  | "recent"
  | "form"
  | "chart"
  | "score"
  | "recommended"
  | "myApplications"
  | "profile";

/**
 * The tour's steps for each preview (DEMO_TOUR_STEPS of them): the tab it opens and the part
 * it lights up. Its caption is the key demo.tour.<preview>.<spot>.
 */
export const TOUR = {
  employer: [
    { tab: "home", spot: "stats" },
    { tab: "home", spot: "recent" },
    { tab: "postJob", spot: "form" },
    { tab: "analytics", spot: "chart" },
  ],
  worker: [
    { tab: "dashboard", spot: "score" },
    { tab: "dashboard", spot: "recommended" },
    { tab: "dashboard", spot: "myApplications" },
    { tab: "profile", spot: "profile" },
  ],
} as const satisfies {
  employer: readonly { tab: EmployerTab; spot: Spot }[];
  worker: readonly { tab: WorkerTab; spot: Spot }[];
};

/** The part of the preview the tour lights up now, or null while the visitor explores. */
export const SpotlightContext = createContext<Spot | null>(null);

export function useSpotlight(spot: Spot): boolean {
  return useContext(SpotlightContext) === spot;
}
