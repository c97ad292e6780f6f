import { Avatar } from "../../../components/Avatar";
import { useDataSaver } from "../../../lib/data-saver";
import { contentPicture } from "../../../lib/picture";
import type { ShowcaseTestimonial } from "../showcase";
import { StarRating } from "./StarRating";

const PHOTO_SIZE = 48;

export function TestimonialCard({ testimonial }: { testimonial: ShowcaseTestimonial }) {
  const { name, role, place, content, rating, imageUrl } = testimonial;
  // Drawn at 48 px: the 48 px photo, or its 96 px one on a sharp screen (below the fold: lazy).
  // With the data saver on, the person's initials instead (a photo is no logo).
  const saveData = useDataSaver();
  const photo =
    imageUrl && !saveData
      ? contentPicture(imageUrl, "testimonial_photo", PHOTO_SIZE, "48px")
      : null;
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
        <Avatar
          name={name}
          src={photo?.src}
          srcSet={photo?.srcSet}
          sizes={photo?.sizes}
          size={PHOTO_SIZE}
          lazy
        />
        <span className="testimonial__who">
          <strong>{name}</strong>
          <span>{place ? `${role}, ${place}` : role}</span>
          <StarRating rating={rating} />
        </span>
      </figcaption>
    </figure>
  );
}
