import "./testimonials.css";
import type { ShowcaseTestimonial } from "../showcase";
import { TestimonialCard } from "./TestimonialCard";

/**
 * The testimonials as the server draws them, and as the page shows them until the carousel's
 * code arrives (scrolled near): the first story in the carousel's own frame, the others there
 * but hidden, the controls' row held empty, so nothing moves when the carousel takes over.
 */
export function StaticTestimonials({
  testimonials,
}: {
  testimonials: readonly ShowcaseTestimonial[];
}) {
  return (
    <div className="carousel">
      <div className="carousel__slides">
        {testimonials.map((testimonial, position) => (
          <div
            key={testimonial.id}
            className={`carousel__slide${position === 0 ? " carousel__slide--current" : ""}`}
            aria-hidden={position !== 0}
          >
            <TestimonialCard testimonial={testimonial} />
          </div>
        ))}
      </div>
      <span className="testimonials-skeleton__controls" aria-hidden="true" />
    </div>
  );
}
