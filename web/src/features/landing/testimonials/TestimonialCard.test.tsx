import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../../config";
import { setDataSaver } from "../../../lib/data-saver";
import { TestimonialCard } from "./TestimonialCard";

const testimonial = {
  id: "t1",
  name: "Sunita Devi",
  role: "Mason",
  place: "Patna",
  content: "Found work in two days.",
  rating: 5,
  imageUrl: "/images/testimonials/sunita.webp",
};

describe("a testimonial's photo", () => {
  afterEach(() => localStorage.removeItem(STORAGE_KEYS.dataSaver));

  it("shows, and gives way to the person's initials when the data saver is on", () => {
    const { container } = render(<TestimonialCard testimonial={testimonial} />);
    expect(container.querySelector("img")?.getAttribute("src")).toBe(testimonial.imageUrl);
    act(() => setDataSaver(true));
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toContain("Sunita Devi");
  });
});
