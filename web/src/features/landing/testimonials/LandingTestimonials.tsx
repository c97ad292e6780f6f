import type { ShowcaseTestimonial } from "../showcase";
import { TestimonialCard } from "./TestimonialCard";
import { TestimonialCarousel } from "./TestimonialCarousel";

/**
 * The testimonials section's lazily loaded part: the carousel (its rotation and controls), over
 * the testimonials the page already has (the landing loader's showcase).
 */
export function LandingTestimonials({
  testimonials,
}: {
  testimonials: readonly ShowcaseTestimonial[];
}) {
  return (
    <TestimonialCarousel
      slides={testimonials.map((testimonial) => ({
        id: testimonial.id,
        content: <TestimonialCard testimonial={testimonial} />,
      }))}
    />
  );
}
