import { useTranslation } from "react-i18next";
import { DEMO_TOUR_STEPS } from "../../../config";
import { PlayPauseButton } from "../PlayPauseButton";

/** The tour's caption with its pause button (WCAG 2.2.2) and a button per step. */
export function TourBar({
  caption,
  exploring,
  index,
  playing,
  running,
  onTogglePlay,
  onStep,
}: {
  caption: string;
  /** The visitor picked a tab: the tips wait, and the caption says how to resume. */
  exploring: boolean;
  index: number;
  playing: boolean;
  running: boolean;
  onTogglePlay: () => void;
  onStep: (index: number) => void;
}) {
  const { t } = useTranslation("landing");
  return (
    <div className="demo-tour">
      <p className="demo-tour__caption" aria-live={running ? "off" : "polite"}>
        {exploring ? (
          t("demo.tour.exploring")
        ) : (
          <>
            <span className="demo-tour__step">
              {t("demo.tour.step", { step: index + 1, count: DEMO_TOUR_STEPS })}
            </span>{" "}
            {caption}
          </>
        )}
      </p>
      <div className="demo-tour__controls">
        <div className="demo-tour__dots">
          {Array.from({ length: DEMO_TOUR_STEPS }, (_, step) => (
            <button
              // The steps are positions, fixed for the life of the bar.
              // biome-ignore lint/suspicious/noArrayIndexKey: positions, not items
              key={step}
              type="button"
              className="dot-button"
              aria-label={t("demo.tour.show", { step: step + 1 })}
              aria-current={!exploring && step === index ? "step" : undefined}
              onClick={() => onStep(step)}
            >
              <span />
            </button>
          ))}
        </div>
        <PlayPauseButton
          playing={playing}
          pauseLabel={t("demo.tour.pause")}
          playLabel={t("demo.tour.play")}
          onToggle={onTogglePlay}
        />
      </div>
    </div>
  );
}
