import type { MarketingFigure, PublicSettings } from "@kaamsetu/shared/public-settings";
import { publicSettings } from "../../services/content/public-settings.js";
import { builder } from "../builder.js";

// The settings every visitor's pages show (services/content/public-settings.ts): the support
// contacts and the landing page's figures. Anyone may read them; they are cached per process.

const MarketingFigureRef = builder.objectRef<MarketingFigure>("MarketingFigure").implement({
  description: "One of the landing page's figures: a real number, or a target that says so.",
  fields: (t) => ({
    key: t.exposeString("key", {
      description: "workers, employers, cities, placementRatePercent, families or states.",
    }),
    value: t.exposeInt("value", { description: "A count, or the placement rate in percent." }),
    isTarget: t.exposeBoolean("isTarget", {
      description: "The platform is not that big yet: this is the goal an admin set, not a fact.",
    }),
  }),
});

const PublicSettingsRef = builder.objectRef<PublicSettings>("PublicSettings").implement({
  description: "What the public pages show from the platform settings.",
  fields: (t) => ({
    supportPhone: t.exposeString("supportPhone", {
      nullable: true,
      description: "The support line's 10 digits; null while unset.",
    }),
    supportWhatsappUrl: t.exposeString("supportWhatsappUrl", { nullable: true }),
    communityUrl: t.exposeString("communityUrl", { nullable: true }),
    figures: t.field({ type: [MarketingFigureRef], resolve: (settings) => settings.figures }),
  }),
});

builder.queryFields((t) => ({
  publicSettings: t.field({
    type: PublicSettingsRef,
    description:
      "The support contacts and the landing page's figures, as every visitor sees them (refreshed within a minute).",
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => publicSettings(ctx),
  }),
}));
