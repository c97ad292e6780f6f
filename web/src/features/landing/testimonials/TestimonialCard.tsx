import { Avatar } from "../../../components/Avatar";
import type { ShowcaseTestimonial } from "../showcase";
import { StarRating } from "./StarRating";

export function TestimonialCard({ testimonial }: { testimonial: ShowcaseTestimonial }) {
  const { name, role, place, content, rating, imageUrl } = testimonial;
  return (
    <figure className="testimonial">
      <svg
        className="testimonial__mark"
        width="36"
        height="28"
        viewBox="0 0 36 28"
        aria-hidden="true"
      >
        <path
          fill="currentColor"
          d="M0 28V16C0 6.6 4.7 1.3 14 0v6c-4.3 1-6.5 3.7-6.6 8H14v14zm22 0V16c0-9.4 4.7-14.7 14-16v6c-4.3 1-6.5 3.7-6.6 8H36v14z"
        />
      </svg>
      <blockquote className="testimonial__quote">
        <p>{content}</p>
      </blockquote>
      <figcaption className="testimonial__person">
        <Avatar name={name} src={imageUrl} size={48} />
        <span className="testimonial__who">
          <strong>{name}</strong>
          <span>{place ? `${role}, ${place}` : role}</span>
          <StarRating rating={rating} />
        </span>
      </figcaption>
    </figure>
  );
}
