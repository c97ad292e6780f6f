import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TESTIMONIAL_ADVANCE_MS } from "../../../config";
import { i18n } from "../../../i18n/i18n";
import { TestimonialCarousel } from "./TestimonialCarousel";

const SLIDES = ["Found work in two days", "Paid every Saturday", "Hired four masons"].map(
  (text, index) => ({ id: `t${index}`, content: <p>{text}</p> }),
);

beforeAll(async () => {
  await i18n.loadNamespaces("landing");
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const shown = () => document.querySelector(".carousel__slide--current")?.textContent;
const press = (name: string) => act(() => screen.getByRole("button", { name }).click());

describe("the testimonial carousel", () => {
  it("shows one story and the next every 6 seconds, around and around", () => {
    render(<TestimonialCarousel slides={SLIDES} />);
    expect(shown()).toBe("Found work in two days");
    expect(document.querySelectorAll('.carousel__slide[aria-hidden="true"]')).toHaveLength(2);

    act(() => vi.advanceTimersByTime(TESTIMONIAL_ADVANCE_MS - 1));
    expect(shown()).toBe("Found work in two days");
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe("Paid every Saturday");
    act(() => vi.advanceTimersByTime(TESTIMONIAL_ADVANCE_MS));
    expect(shown()).toBe("Hired four masons");
    act(() => vi.advanceTimersByTime(TESTIMONIAL_ADVANCE_MS));
    expect(shown()).toBe("Found work in two days");
  });

  it("moves with the previous and next buttons and the dots", () => {
    render(<TestimonialCarousel slides={SLIDES} />);
    press("Previous story");
    expect(shown()).toBe("Hired four masons");
    press("Next story");
    expect(shown()).toBe("Found work in two days");
    press("Show story 2 of 3");
    expect(shown()).toBe("Paid every Saturday");
    expect(screen.getByRole("button", { name: "Show story 2 of 3" }).ariaCurrent).toBe("true");
  });

  it("gives a story moved to by hand a full 6 seconds", () => {
    render(<TestimonialCarousel slides={SLIDES} />);
    act(() => vi.advanceTimersByTime(TESTIMONIAL_ADVANCE_MS - 1000));
    press("Next story");
    act(() => vi.advanceTimersByTime(TESTIMONIAL_ADVANCE_MS - 1));
    expect(shown()).toBe("Paid every Saturday");
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe("Hired four masons");
  });

  it("stays put once paused, and plays again", () => {
    render(<TestimonialCarousel slides={SLIDES} />);
    press("Pause the stories");
    act(() => vi.advanceTimersByTime(TESTIMONIAL_ADVANCE_MS * 3));
    expect(shown()).toBe("Found work in two days");
    press("Play the stories");
    act(() => vi.advanceTimersByTime(TESTIMONIAL_ADVANCE_MS));
    expect(shown()).toBe("Paid every Saturday");
  });

  it("has no controls for a single story", () => {
    render(<TestimonialCarousel slides={SLIDES.slice(0, 1)} />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
