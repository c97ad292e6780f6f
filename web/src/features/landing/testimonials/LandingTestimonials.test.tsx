import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../../i18n/i18n";
import { LandingTestimonials } from "./LandingTestimonials";
import { StaticTestimonials } from "./StaticTestimonials";

beforeAll(async () => {
  await i18n.loadNamespaces("landing");
});

const testimonials = [
  {
    id: "1",
    name: "Ramesh Yadav",
    role: "Mason",
    place: "Lucknow",
    content: "Found work in two days.",
    rating: 5,
    imageUrl: null,
  },
  {
    id: "2",
    name: "Priya Nair",
    role: "Site manager",
    place: "",
    content: "Hired ten people in a week.",
    rating: 4,
    imageUrl: null,
  },
];

describe("the landing testimonials", () => {
  it("shows each with its work, town and rating, one slide at a time", () => {
    render(<LandingTestimonials testimonials={testimonials} />);
    screen.getByText("Ramesh Yadav");
    screen.getByText("Mason, Lucknow");
    screen.getByRole("img", { name: "Rated 5 out of 5" });
    screen.getByText("RY");
    // No town: the work alone, without a dangling comma.
    expect(screen.getByText("Site manager", { exact: true })).toBeTruthy();
    // One slide per testimonial; all but the current one hidden.
    expect(screen.getAllByRole("group", { hidden: true })).toHaveLength(2);
  });

  it("is drawn without the carousel's code first, the first story shown", () => {
    const { container } = render(<StaticTestimonials testimonials={testimonials} />);
    const slides = container.querySelectorAll(".carousel__slide");
    expect(slides).toHaveLength(2);
    expect(slides[0]?.getAttribute("aria-hidden")).toBe("false");
    expect(slides[1]?.getAttribute("aria-hidden")).toBe("true");
    expect(container.textContent).toContain("Hired ten people in a week.");
  });
});
