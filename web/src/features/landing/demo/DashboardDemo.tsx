import "./demo.css";
import "./demo-panels.css";
import { useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { DEMO_TOUR_STEP_MS, DEMO_TOUR_STEPS } from "../../../config";
import { dashboardPath } from "../../../lib/user-type";
import { usePrefersReducedMotion } from "../motion";
import { useHoldWhileEngaged, useRotation } from "../rotation";
import { EmployerPreview } from "./EmployerPreview";
import { TourBar } from "./TourBar";
import { type EmployerTab, type Preview, SpotlightContext, TOUR, type WorkerTab } from "./tour";
import { WorkerPreview } from "./WorkerPreview";

const PREVIEWS: readonly Preview[] = ["employer", "worker"];
const USER_TYPE = { employer: "employer", worker: "labour" } as const;

const noSubscription = () => () => {};
/** This site's host for the pretend address bar; a server render leaves it out. */
const useHost = () =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.host,
    () => "",
  );

/**
 * What the two dashboards look like, with made-up data and no server calls. A tour walks
 * through four parts every DEMO_TOUR_STEP_MS; it holds while the pointer or focus is inside,
 * stops for good when the visitor picks a tab, and starts stopped for reduced motion.
 */
export function DashboardDemo() {
  const { t } = useTranslation("landing");
  const reducedMotion = usePrefersReducedMotion();
  const [preview, setPreview] = useState<Preview>("employer");
  // Null until the visitor presses play or pause: until then the device's motion setting decides,
  // also when that setting only becomes known after hydration.
  const [playChoice, setPlaying] = useState<boolean | null>(null);
  const playing = playChoice ?? !reducedMotion;
  const host = useHost();
  const [employerTab, setEmployerTab] = useState<EmployerTab | null>(null);
  const [workerTab, setWorkerTab] = useState<WorkerTab | null>(null);
  const { held, handlers } = useHoldWhileEngaged();
  const running = playing && !held;
  const tour = useRotation(DEMO_TOUR_STEPS, DEMO_TOUR_STEP_MS, running);

  const followTour = () => {
    setEmployerTab(null);
    setWorkerTab(null);
  };
  const choosePreview = (next: Preview) => {
    setPreview(next);
    followTour();
    tour.goTo(0);
  };
  const exploring = preview === "employer" ? employerTab !== null : workerTab !== null;
  const employerStep = TOUR.employer[tour.index] ?? TOUR.employer[0];
  const workerStep = TOUR.worker[tour.index] ?? TOUR.worker[0];
  const step = preview === "employer" ? employerStep : workerStep;

  return (
    <div className="demo-slot demo" {...handlers}>
      <fieldset className="demo-switch">
        <legend className="visually-hidden">{t("demo.choose")}</legend>
        {PREVIEWS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={value === preview}
            onClick={() => choosePreview(value)}
          >
            {t(`demo.preview.${value}`)}
          </button>
        ))}
      </fieldset>
      <div className="demo-frame">
        <div className="demo-frame__bar">
          <span className="demo-frame__lights" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className="demo-frame__url" aria-hidden="true">
            {host}
            {dashboardPath(USER_TYPE[preview])}
          </span>
          <span className="demo-frame__sample">{t("demo.sampleData")}</span>
        </div>
        <SpotlightContext value={exploring ? null : step.spot}>
          {preview === "employer" ? (
            <EmployerPreview
              tab={employerTab ?? employerStep.tab}
              onSelectTab={(tab) => {
                setEmployerTab(tab);
                setPlaying(false);
              }}
            />
          ) : (
            <WorkerPreview
              tab={workerTab ?? workerStep.tab}
              onSelectTab={(tab) => {
                setWorkerTab(tab);
                setPlaying(false);
              }}
            />
          )}
        </SpotlightContext>
      </div>
      <TourBar
        caption={t(`demo.tour.${preview}.${step.spot}`)}
        exploring={exploring}
        index={tour.index}
        playing={playing}
        running={running}
        onTogglePlay={() => {
          if (!playing) followTour();
          setPlaying(!playing);
        }}
        onStep={(index) => {
          followTour();
          tour.goTo(index);
        }}
      />
    </div>
  );
}
