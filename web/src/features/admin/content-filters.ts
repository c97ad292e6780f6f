import type { ContentKind } from "../../__generated__/AdminContentPageQuery.graphql";
import { LANGUAGES } from "../../config";

// The content section's choice lives in the address (?kind=FAQ&language=hi): an entries' kind or
// one of the landing page's parts, and a language, so the route's loader asks for that list.

export const KINDS: readonly ContentKind[] = ["PAGE", "FAQ", "POST"];
/** The landing page's parts, listed after the entries' kinds. */
export const SHOWCASE = ["TESTIMONIAL", "LOGO"] as const;
export type Showcase = (typeof SHOWCASE)[number];

/** What the address shows: a kind of entry or a showcase part, and the language ("" for all). */
export function contentChoice(params: URLSearchParams) {
  const shown = params.get("kind") ?? "";
  const showcase = SHOWCASE.find((part) => part === shown) ?? null;
  const kind = KINDS.find((value) => value === shown) ?? "PAGE";
  const asked = params.get("language") ?? "";
  const language = (LANGUAGES as readonly string[]).includes(asked) ? asked : "";
  return { kind, showcase, language };
}

/** The page query's variables for the address's choice. */
export function contentVariables(params: URLSearchParams) {
  const { kind, showcase, language } = contentChoice(params);
  return {
    kind,
    language: language || null,
    entries: showcase === null,
    testimonials: showcase === "TESTIMONIAL",
    logos: showcase === "LOGO",
  };
}
