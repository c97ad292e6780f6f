import "./trust.css";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from "react-relay";
import type { Environment } from "relay-runtime";
import type { RatePanel_application$key } from "../__generated__/RatePanel_application.graphql";
import type { RatePanelMutation } from "../__generated__/RatePanelMutation.graphql";
import type { RatePanelRefetchQuery } from "../__generated__/RatePanelRefetchQuery.graphql";
import { RATING_MAX, RATING_MIN, REVIEW_MAX_LENGTH } from "../config";
import { ERRORS_NAMESPACE, errorText, type KeyedError } from "../lib/error-text";
import { formatDate } from "../lib/format";
import { textLanguage } from "../lib/text-language";
import { appErrorOf } from "../relay/app-error";
import { useMutationPromise } from "../relay/use-mutation-promise";
import { Stars } from "./Stars";

const rateMutation = graphql`
  mutation RatePanelMutation($id: ID!, $input: RateApplicationInput!) {
    rateApplication(id: $id, input: $input) {
      __typename
      ... on RateApplicationPayload {
        rating {
          rating
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

// The rating payload answers the rating, not the application: read the application again so
// canRate, viewerRating and (when both have now rated) ratingOfViewer follow at once.
const refetchQuery = graphql`
  query RatePanelRefetchQuery($id: ID!) {
    node(id: $id) {
      ...RatePanel_application @alias(as: "application")
    }
  }
`;

/** The rating form's checks, keyed like the server's (errors namespace). */
export function checkRating(stars: number | null, review: string): KeyedError | null {
  if (stars === null || stars < RATING_MIN || stars > RATING_MAX) {
    return { reason: "ratingInvalid", params: { min: RATING_MIN, max: RATING_MAX } };
  }
  if (review.trim().length > REVIEW_MAX_LENGTH) {
    return { reason: "maxLength", params: { count: REVIEW_MAX_LENGTH } };
  }
  return null;
}

/**
 * A completed application's ratings from the signed-in side: the button and form to
 * rate the other side once (1-5 stars, an optional review), then the double-blind wait ("you'll
 * see theirs once they rate you or on <date>"), then their rating of you once revealed.
 * `side` is whom the viewer rates: the worker rates the employer, the employer the worker.
 */
export function RatePanel({
  application: applicationKey,
  side,
}: {
  application: RatePanel_application$key;
  side: "employer" | "worker";
}) {
  const { t, i18n } = useTranslation(["trust", ERRORS_NAMESPACE]);
  const id = useId();
  const environment = useRelayEnvironment() as Environment;
  const formRef = useRef<HTMLFormElement>(null);
  const application = useFragment(
    graphql`
      fragment RatePanel_application on Application {
        id
        status
        canRate
        ratingsRevealAt
        viewerRating {
          rating
          review
        }
        ratingOfViewer {
          rating
          review
        }
      }
    `,
    applicationKey,
  );
  const [open, setOpen] = useState(false);
  const [stars, setStars] = useState<number | null>(null);
  const [review, setReview] = useState("");
  const [error, setError] = useState<{ field: "rating" | "review" | null; text: string } | null>(
    null,
  );
  const [thanks, setThanks] = useState(false);
  const [rate, rating] = useMutationPromise<RatePanelMutation>(rateMutation);

  if (application.status !== "COMPLETED") return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating) return;
    const found = checkRating(stars, review);
    if (found) {
      const field = found.reason === "ratingInvalid" ? "rating" : "review";
      setError({ field, text: errorText(t, found, t("rate.failed")) });
      formRef.current
        ?.querySelector<HTMLElement>(
          field === "rating" ? `[name="${id}-stars"]` : `#${CSS.escape(`${id}-review`)}`,
        )
        ?.focus();
      return;
    }
    setError(null);
    try {
      const { rateApplication: answer } = await rate({
        id: application.id,
        input: { rating: stars, review: review.trim() || null },
      });
      if (answer.__typename === "RateApplicationPayload") {
        setThanks(true);
        setOpen(false);
        await fetchQuery<RatePanelRefetchQuery>(environment, refetchQuery, {
          id: application.id,
        }).toPromise();
        return;
      }
      const failure = appErrorOf(answer);
      const fieldError = failure?.fieldErrors[0];
      setError({
        field: fieldError ? (fieldError.field === "review" ? "review" : "rating") : null,
        text: errorText(t, fieldError ?? failure, t("rate.failed")),
      });
    } catch {
      setError({ field: null, text: t("rate.failed") });
    }
  };

  const mine = application.viewerRating;
  const theirs = application.ratingOfViewer;
  const errorId = `${id}-error`;

  return (
    <section className="rate-panel" aria-label={t(`rate.section_${side}`)}>
      {thanks ? (
        <p className="rate-panel__thanks" role="status">
          {t("rate.thanks")}
        </p>
      ) : null}
      {mine ? (
        <div className="rate-panel__line">
          <span>{t(`rate.yours_${side}`)}</span> <Stars value={mine.rating} />
          {mine.review ? (
            <q className="rate-panel__review" lang={textLanguage(mine.review, i18n.language)}>
              {mine.review}
            </q>
          ) : null}
        </div>
      ) : null}
      {mine && !theirs ? (
        <p className="rate-panel__hint">
          {application.ratingsRevealAt
            ? t("rate.waiting", { date: formatDate(application.ratingsRevealAt) })
            : t("rate.waitingNoDate")}
        </p>
      ) : null}
      {theirs ? (
        <div className="rate-panel__line">
          <span>{t(`rate.theirs_${side}`)}</span> <Stars value={theirs.rating} />
          {theirs.review ? (
            <q className="rate-panel__review" lang={textLanguage(theirs.review, i18n.language)}>
              {theirs.review}
            </q>
          ) : null}
        </div>
      ) : null}
      {application.canRate && !open ? (
        <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
          {t(`rate.open_${side}`)}
        </button>
      ) : null}
      {application.canRate && open ? (
        <form ref={formRef} className="rate-panel__form" noValidate onSubmit={submit}>
          <fieldset
            className="rate-panel__stars"
            aria-describedby={error?.field === "rating" ? errorId : undefined}
            aria-invalid={error?.field === "rating" ? true : undefined}
          >
            <legend>{t(`rate.legend_${side}`)}</legend>
            <div className="rate-panel__choices">
              {Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => {
                const value = RATING_MIN + index;
                return (
                  <label
                    key={value}
                    className={`rate-panel__star${stars !== null && value <= stars ? " rate-panel__star--on" : ""}`}
                  >
                    <input
                      type="radio"
                      className="visually-hidden"
                      name={`${id}-stars`}
                      value={value}
                      checked={stars === value}
                      onChange={() => {
                        setStars(value);
                        if (error?.field === "rating") setError(null);
                      }}
                    />
                    <span aria-hidden="true">★</span>
                    <span className="visually-hidden">{t("rate.stars", { count: value })}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <label className="rate-panel__review-field" htmlFor={`${id}-review`}>
            {t("rate.review", { count: REVIEW_MAX_LENGTH })}
          </label>
          <textarea
            id={`${id}-review`}
            rows={3}
            maxLength={REVIEW_MAX_LENGTH}
            value={review}
            aria-describedby={error?.field === "review" ? errorId : undefined}
            aria-invalid={error?.field === "review" ? true : undefined}
            onChange={(event) => setReview(event.target.value)}
          />
          {error ? (
            <p id={errorId} className="rate-panel__error" role="alert">
              {error.text}
            </p>
          ) : null}
          <div className="rate-panel__actions">
            <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
              {t("rate.cancel")}
            </button>
            <button type="submit" className="button button--primary" aria-disabled={rating}>
              {rating ? t("rate.sending") : t("rate.submit")}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
