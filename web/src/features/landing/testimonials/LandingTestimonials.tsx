import "./testimonials.css";
import { useEffect } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { LandingTestimonialsQuery } from "../../../__generated__/LandingTestimonialsQuery.graphql";
import { LANDING_TESTIMONIALS } from "../../../config";
import { RelayProvider } from "../../../relay/RelayBoundary";
import { TestimonialCard } from "./TestimonialCard";
import { TestimonialCarousel } from "./TestimonialCarousel";

// Deliberately not preloaded by the route: this below-the-fold section fetches its own data once
// it scrolls near, so Relay never delays the landing page's first paint.
const testimonialsQuery = graphql`
  query LandingTestimonialsQuery($first: Int!) {
    testimonials(first: $first) {
      id
      ...TestimonialCard_testimonial
    }
  }
`;

export function Testimonials({ onEmpty }: { onEmpty: () => void }) {
  const { testimonials } = useLazyLoadQuery<LandingTestimonialsQuery>(testimonialsQuery, {
    first: LANDING_TESTIMONIALS,
  });
  const empty = testimonials.length === 0;
  useEffect(() => {
    if (empty) onEmpty();
  }, [empty, onEmpty]);
  if (empty) return null;
  return (
    <TestimonialCarousel
      slides={testimonials.map((testimonial) => ({
        id: testimonial.id,
        content: <TestimonialCard testimonial={testimonial} />,
      }))}
    />
  );
}

/** The testimonials section's lazily loaded part: Relay, the query and the carousel. */
export function LandingTestimonials({ onEmpty }: { onEmpty: () => void }) {
  return (
    <RelayProvider>
      <Testimonials onEmpty={onEmpty} />
    </RelayProvider>
  );
}
