// What the public pages show from the platform settings (services/content/public-settings.ts):
// the server draws them into the page, the web client reads them (web/src/lib/public-settings.ts).
// No imports: the web bundle imports this file directly.

/** The landing page's figures, in the order the page shows them. */
export type MarketingFigureName =
  | "workers"
  | "employers"
  | "cities"
  | "placementRatePercent"
  | "families"
  | "states";

export interface MarketingFigure {
  key: MarketingFigureName;
  value: number;
  /** The platform is not that big yet: the page states this as a goal, not a fact. */
  isTarget: boolean;
}

export interface PublicSettings {
  /** The support phone's 10 digits; null while unset (the pages leave it out). */
  supportPhone: string | null;
  supportWhatsappUrl: string | null;
  communityUrl: string | null;
  figures: MarketingFigure[];
}
