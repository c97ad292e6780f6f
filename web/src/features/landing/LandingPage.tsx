import "./landing.css";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { loadChunk } from "../../lib/chunks";
import { ContactBand } from "./ContactBand";
import { Hero } from "./Hero";
import { DemoSkeleton, TestimonialsSkeleton } from "./LandingSkeletons";
import { LazySection } from "./LazySection";
import { LogoGrids } from "./LogoGrids";
import { MarketingFigures } from "./MarketingFigures";
import { useDashboardRedirect } from "./use-dashboard-redirect";

// The hero and figures are in this chunk and paint at once; the dashboard demo and the
// testimonials (with Relay) are chunks of their own, fetched only when scrolled near.
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
      <LazySection
        id="testimonials"
        className="testimonials-section"
        title={t("testimonials.title")}
        placeholder={<TestimonialsSkeleton />}
      >
        {(hide) => <LandingTestimonials onEmpty={hide} />}
      </LazySection>
      <ContactBand />
      <LogoGrids />
    </div>
  );
}
