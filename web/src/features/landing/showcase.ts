import type { LandingShowcaseQuery$data } from "../../__generated__/LandingShowcaseQuery.graphql";
import showcaseQuery from "../../__generated__/LandingShowcaseQuery.graphql";
import { LANDING_TESTIMONIALS } from "../../config";
import { currentLanguage } from "../../i18n/current";
import { runOperation } from "../../relay/page-operation";

// The landing page's testimonials and logos, which admins edit. The server
// draws them into the page and writes what it drew into a JSON element beside them; the
// browser's first render reads that element instead of asking again, so it matches the HTML.
// Later visits to / in the same tab ask the server (one small request, no Relay).

export type Showcase = LandingShowcaseQuery$data;
export type ShowcaseTestimonial = Showcase["testimonials"][number];
export type ShowcaseLogo = Showcase["partnerLogos"][number];

/** The id of the JSON element the page carries its showcase in. */
export const SHOWCASE_ELEMENT_ID = "landing-showcase";

function embedded(): Showcase | null {
  if (import.meta.env.SSR || typeof document === "undefined") return null;
  const element = document.getElementById(SHOWCASE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as Showcase;
  } catch {
    return null;
  }
}

/** The published testimonials (the reader's language, else English) and logos; null on failure. */
export async function loadShowcase(): Promise<Showcase | null> {
  return (
    embedded() ??
    runOperation<Showcase>(showcaseQuery.params, {
      first: LANDING_TESTIMONIALS,
      language: currentLanguage(),
    })
  );
}
