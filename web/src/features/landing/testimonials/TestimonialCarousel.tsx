import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TESTIMONIAL_ADVANCE_MS } from "../../../config";
import { usePrefersReducedMotion } from "../motion";
import { PlayPauseButton } from "../PlayPauseButton";
import { useHoldWhileEngaged, useRotation } from "../rotation";

export type CarouselSlide = { id: string; content: ReactNode };

function Arrow({ back }: { back?: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={back ? "m15 5-7 7 7 7" : "m9 5 7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * One story at a time, the next every TESTIMONIAL_ADVANCE_MS. It holds under the pointer or
 * focus, can be paused (WCAG 2.2.2) and starts paused for reduced motion. All slides share one
 * grid cell, so the carousel is as tall as its longest story and never jumps.
 */
export function TestimonialCarousel({ slides }: { slides: readonly CarouselSlide[] }) {
  const { t } = useTranslation("landing");
  const reducedMotion = usePrefersReducedMotion();
  // Null until the visitor presses play or pause: until then the device's motion setting decides,
  // also when that setting only becomes known after hydration.
  const [playChoice, setPlaying] = useState<boolean | null>(null);
  const playing = playChoice ?? !reducedMotion;
  const { held, handlers } = useHoldWhileEngaged();
  const running = playing && !held;
  const { index, goTo, next, previous } = useRotation(
    slides.length,
    TESTIMONIAL_ADVANCE_MS,
    running,
  );
  const count = slides.length;

  return (
    <section
      className="carousel"
      aria-roledescription={t("testimonials.carousel")}
      aria-label={t("testimonials.label")}
      {...handlers}
    >
      {count > 1 && (
        // First in the carousel, as the ARIA carousel pattern has it; drawn in the card's corner.
        <PlayPauseButton
          className="carousel__toggle"
          playing={playing}
          pauseLabel={t("testimonials.pause")}
          playLabel={t("testimonials.play")}
          onToggle={() => setPlaying(!playing)}
        />
      )}
      <div className="carousel__slides" aria-live={running ? "off" : "polite"}>
        {slides.map((slide, position) => (
          // The ARIA carousel pattern: each slide a labelled group (a fieldset is for forms).
          // biome-ignore lint/a11y/useSemanticElements: role="group" is the pattern's markup
          <div
            key={slide.id}
            className={`carousel__slide${position === index ? " carousel__slide--current" : ""}`}
            role="group"
            aria-roledescription={t("testimonials.slide")}
            aria-label={t("testimonials.position", { number: position + 1, count })}
            aria-hidden={position !== index}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="carousel__controls">
          <button
            type="button"
            className="icon-button carousel__arrow"
            aria-label={t("testimonials.previous")}
            onClick={previous}
          >
            <Arrow back />
          </button>
          <div className="carousel__dots">
            {slides.map((slide, position) => (
              <button
                key={slide.id}
                type="button"
                className="dot-button"
                aria-label={t("testimonials.show", { number: position + 1, count })}
                aria-current={position === index ? "true" : undefined}
                onClick={() => goTo(position)}
              >
                <span />
              </button>
            ))}
          </div>
          <button
            type="button"
            className="icon-button carousel__arrow"
            aria-label={t("testimonials.next")}
            onClick={next}
          >
            <Arrow />
          </button>
        </div>
      )}
    </section>
  );
}
