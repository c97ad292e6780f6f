import { useTranslation } from "react-i18next";
import { formatDate } from "../lib/format";
import { textLanguage } from "../lib/text-language";
import { Stars } from "./Stars";

export type ReviewItem = {
  readonly raterFirstName: string;
  readonly rating: number;
  readonly review: string | null | undefined;
  readonly createdAt: string;
};

/** Revealed ratings, newest first: stars, the rater's first name, the date and what they wrote. */
export function ReviewItems({ reviews }: { reviews: readonly ReviewItem[] }) {
  const { i18n } = useTranslation();
  return (
    <ul>
      {reviews.map((item) => (
        <li key={`${item.raterFirstName}-${item.createdAt}`}>
          <Stars value={item.rating} /> <strong>{item.raterFirstName}</strong>{" "}
          {Number.isNaN(Date.parse(item.createdAt)) ? null : (
            <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
          )}
          {item.review ? (
            <p lang={textLanguage(item.review, i18n.language)}>{item.review}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Revealed ratings as a list to open ("Reviews (3)"): stars, the rater's first name, the date
 * and what they wrote. Nothing when there are none.
 */
export function ReviewList({
  reviews,
  summary,
}: {
  reviews: readonly ReviewItem[];
  summary: string;
}) {
  if (reviews.length === 0) return null;
  return (
    <details className="review-list">
      <summary>{summary}</summary>
      <ReviewItems reviews={reviews} />
    </details>
  );
}
