import { type RouteObject, redirect } from "react-router";
import { lazyRoute, loadChunk } from "../../lib/chunks";
import { dashboardPath } from "../../lib/user-type";
import { getSession } from "../../session/session";
import type { Showcase } from "./showcase";

export interface LandingData {
  /** The testimonials and logos admins publish; null when they could not be had. */
  showcase: Showcase | null;
}

// A signed-in user has no use for the marketing page: straight to their dashboard (it only reads
// the session the browser holds). A visitor's page gets its testimonials and logos: drawn into
// the page by the server, read back from it by the browser's first render (showcase.ts, in the
// landing page's own chunk, no Relay).
export async function landingLoader(): Promise<Response | LandingData> {
  const session = getSession();
  if (session.status === "signedIn") return redirect(dashboardPath(session.userType));
  const { loadShowcase } = await loadChunk("landing", () => import("./showcase"));
  return { showcase: await loadShowcase() };
}

export const landingRoutes: RouteObject[] = [
  {
    index: true,
    loader: landingLoader,
    // The hero's search bar speaks the "search" namespace.
    lazy: lazyRoute("landing", () => import("./LandingPage"), ["landing", "search", "names"]),
  },
];
