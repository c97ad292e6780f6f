import "./landing.css";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { useLoaderData } from "react-router";
import { loadChunk } from "../../lib/chunks";
import { scriptSafeJson } from "../../relay/page-operation";
import { ContactBand } from "./ContactBand";
import { Hero } from "./Hero";
import { DemoSkeleton } from "./LandingSkeletons";
import { LazySection } from "./LazySection";
import { LogoGrids } from "./LogoGrids";
import { MarketingFigures } from "./MarketingFigures";
import type { LandingData } from "./routes";
import { SHOWCASE_ELEMENT_ID } from "./showcase";
import { StaticTestimonials } from "./testimonials/StaticTestimonials";
import { useDashboardRedirect } from "./use-dashboard-redirect";

// The hero and figures are in this chunk and paint at once; the dashboard demo and the
// testimonials' carousel are chunks of their own, fetched only when scrolled near. The
// testimonials and logos admins publish come with the page (the loader's showcase): drawn by the
// server, shown as they are until the carousel arrives.
const DashboardDemo = lazy(() =>
  loadChunk("landing-demo", () => import("./demo/DashboardDemo")).then((module) => ({
    default: module.DashboardDemo,
  })),
);
const LandingTestimonials = lazy(() =>
  loadChunk("landing-testimonials", () => import("./testimonials/LandingTestimonials")).then(
    (module) => ({ default: module.LandingTestimonials }),
  ),
);

export function Component() {
  const { t } = useTranslation("landing");
  useDashboardRedirect();
  const showcase = (useLoaderData() as LandingData | undefined)?.showcase ?? null;
  const testimonials = showcase?.testimonials ?? [];
  return (
    <div className="landing">
      <Hero />
      <MarketingFigures />
      <LazySection
        id="demo"
        className="demo-section"
        title={t("demo.title")}
        intro={t("demo.intro")}
        placeholder={<DemoSkeleton />}
      >
        {() => <DashboardDemo />}
      </LazySection>
      {testimonials.length > 0 ? (
        <LazySection
          id="testimonials"
          className="testimonials-section"
          title={t("testimonials.title")}
          placeholder={<StaticTestimonials testimonials={testimonials} />}
        >
          {() => <LandingTestimonials testimonials={testimonials} />}
        </LazySection>
      ) : null}
      <ContactBand />
      <LogoGrids logos={showcase?.partnerLogos ?? []} />
      {showcase ? (
        <script
          type="application/json"
          id={SHOWCASE_ELEMENT_ID}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element, never run
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(showcase) }}
        />
      ) : null}
    </div>
  );
}
