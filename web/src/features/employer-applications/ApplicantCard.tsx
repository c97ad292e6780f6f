import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, useMutation, useRelayEnvironment } from "react-relay";
import { commitLocalUpdate, type Environment } from "relay-runtime";
import type {
  ApplicantCard_application$key,
  ApplicationStatus,
} from "../../__generated__/ApplicantCard_application.graphql";
import type { ApplicantCardRecordContactMutation } from "../../__generated__/ApplicantCardRecordContactMutation.graphql";
import type { ApplicantCardSetStatusMutation } from "../../__generated__/ApplicantCardSetStatusMutation.graphql";
import { Avatar } from "../../components/Avatar";
import { DateFact } from "../../components/DateFact";
import type { OnNotice } from "../../components/NoticeBar";
import { VerifiedIcon } from "../../components/VerifiedIcon";
import { RATING_MAX } from "../../config";
import { formatDate } from "../../lib/format";
import { appErrorOf } from "../../relay/app-error";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { translateApplicationMessage } from "./application-messages";
import { type ContactMethod, contactLinks } from "./contact-links";
import { downloadResume } from "./resume";
import { StatusDialog } from "./StatusDialog";

const setStatusMutation = graphql`
  mutation ApplicantCardSetStatusMutation(
    $id: ID!
    $status: ApplicationStatus!
    $feedback: String
  ) {
    setApplicationStatus(id: $id, status: $status, feedback: $feedback) {
      __typename
      ... on SetApplicationStatusPayload {
        application {
          ...ApplicantCard_application
          # The page's status tabs count from these.
          job {
            id
            applicationCounts {
              ...applicationCounts_counts
            }
          }
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

const recordContactMutation = graphql`
  mutation ApplicantCardRecordContactMutation($id: ID!, $method: ContactMethod!) {
    recordApplicationContact(id: $id, method: $method) {
      __typename
      ... on RecordApplicationContactPayload {
        application {
          ...ApplicantCard_application
        }
      }
    }
  }
`;

/** The employer's moves, in the order the card offers them. */
const MOVE_ORDER: readonly ApplicationStatus[] = [
  "UNDER_REVIEW",
  "SHORTLISTED",
  "ACCEPTED",
  "COMPLETED",
  "REJECTED",
  "CANCELLED",
];
const DANGEROUS = new Set<ApplicationStatus>(["REJECTED", "CANCELLED"]);

function Stars({ average, count }: { average: number | null | undefined; count: number }) {
  const { t } = useTranslation("employerApplications");
  if (count === 0 || average == null) {
    return <span className="applicant__rating applicant__rating--none">{t("card.noRatings")}</span>;
  }
  const rounded = Math.round(average);
  const shown = average.toFixed(1);
  return (
    <span className="applicant__rating">
      <span
        className="applicant__stars"
        role="img"
        aria-label={t("card.rating", { average: shown, max: RATING_MAX })}
      >
        {"★".repeat(rounded)}
        <span className="applicant__stars-off">
          {"★".repeat(Math.max(0, RATING_MAX - rounded))}
        </span>
      </span>{" "}
      {shown} · {t("card.ratingCount", { count })}
    </span>
  );
}

/**
 * One application to the employer's job: who applied (name, verification, place, skills,
 * experience, rating), what they wrote, where it stands, and what the employer can do now.
 * The buttons come from the server's nextStatuses; the card never works out the rules itself.
 */
export function ApplicantCard({
  application: applicationKey,
  onNotice,
}: {
  application: ApplicantCard_application$key;
  onNotice: OnNotice;
}) {
  const { t } = useTranslation("employerApplications");
  const environment = useRelayEnvironment() as Environment;
  const application = useFragment(
    graphql`
      fragment ApplicantCard_application on Application {
        id
        status
        coverNote
        feedback
        hasResume
        contactStatus
        contactMethod
        contactedAt
        appliedAt
        statusChangedAt
        nextStatuses
        applicant {
          firstName
          lastName
          state
          city
          profilePicture
          isVerified
          skills
          experienceYears
          languagesKnown
          phoneNumber
          email
          acceptsCalls
          acceptsWhatsapp
          rating {
            average
            count
          }
        }
      }
    `,
    applicationKey,
  );
  const [confirming, setConfirming] = useState<ApplicationStatus | null>(null);
  const [setApplicationStatus, saving] =
    useMutationPromise<ApplicantCardSetStatusMutation>(setStatusMutation);
  const [commitContact] = useMutation<ApplicantCardRecordContactMutation>(recordContactMutation);
  const [resume, setResume] = useState<"idle" | "loading" | "failed">("idle");

  const { applicant } = application;
  const name = `${applicant.firstName} ${applicant.lastName}`.trim();
  const moves = MOVE_ORDER.filter((status) => application.nextStatuses.includes(status));

  const setStatus = async (status: ApplicationStatus, feedback: string | null) => {
    if (saving) return;
    const failed = (reason?: string) =>
      onNotice({
        tone: "failed",
        text: reason ? `${t("notices.statusFailed")}: ${reason}` : t("notices.statusFailed"),
      });
    try {
      const { setApplicationStatus: answer } = await setApplicationStatus({
        id: application.id,
        status,
        feedback,
      });
      const error = appErrorOf(answer);
      if (answer.__typename === "SetApplicationStatusPayload") {
        const jobId = answer.application.job?.id;
        // The other status tabs now hold a different set: fetch them again when next shown.
        if (jobId) commitLocalUpdate(environment, (store) => store.get(jobId)?.invalidateRecord());
        onNotice({ tone: "success", text: t("notices.statusUpdated") });
      } else if (error?.code === "CONFLICT") {
        failed(translateApplicationMessage(t, error.message));
      } else {
        failed();
      }
    } catch {
      failed();
    }
    setConfirming(null);
  };

  // The link opens at once; the record is kept on the side (a failure there blocks no call).
  const recordContact = (method: ContactMethod) => {
    commitContact({ variables: { id: application.id, method }, onError: () => undefined });
  };

  const getResume = async () => {
    if (resume === "loading") return;
    setResume("loading");
    try {
      await downloadResume(application.id, name);
      setResume("idle");
    } catch {
      setResume("failed");
    }
  };

  const contactLine =
    application.contactStatus === "CONTACTED"
      ? t(
          `card.contactStatus.${application.contactMethod ? `CONTACTED_${application.contactMethod}` : "CONTACTED"}`,
          { date: application.contactedAt ? formatDate(application.contactedAt) : "" },
        )
      : t(`card.contactStatus.${application.contactStatus}`);
  const links = contactLinks(applicant);
  const place =
    [applicant.city, applicant.state !== applicant.city ? applicant.state : null]
      .filter(Boolean)
      .join(", ") || t("card.placeUnknown");

  return (
    <article className="applicant card" aria-labelledby={`applicant-${application.id}`}>
      <header className="applicant__header">
        <Avatar name={name} src={applicant.profilePicture} size={48} />
        <div className="applicant__who">
          <h2 className="applicant__name" id={`applicant-${application.id}`}>
            {name}
            {applicant.isVerified ? (
              <span className="applicant__verified" title={t("card.verified")}>
                <VerifiedIcon />
                <span className="visually-hidden">{t("card.verified")}</span>
              </span>
            ) : null}
          </h2>
          <p className="applicant__place">{place}</p>
        </div>
        <span className={`badge applicant__status applicant__status--${application.status}`}>
          {t(`card.status.${application.status}`)}
        </span>
      </header>

      <p className="applicant__facts">
        <span>
          {applicant.experienceYears == null
            ? t("card.experienceNone")
            : t("card.experience", { count: applicant.experienceYears })}
        </span>
        <Stars average={applicant.rating.average} count={applicant.rating.count} />
      </p>

      {applicant.skills.length > 0 ? (
        <ul className="applicant__skills" aria-label={t("card.skills")}>
          {applicant.skills.map((skill) => (
            <li key={skill} className="applicant__skill">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}

      {application.coverNote ? (
        <div className="applicant__note">
          <h3>{t("card.coverNote")}</h3>
          <p>{application.coverNote}</p>
        </div>
      ) : null}

      <dl className="applicant__dates">
        <DateFact label={t("card.applied")} date={application.appliedAt} />
        <DateFact label={t("card.updated")} date={application.statusChangedAt} />
        <div>
          <dt>{t("card.contact")}</dt>
          <dd className={`applicant__contact--${application.contactStatus}`}>{contactLine}</dd>
        </div>
      </dl>

      {application.feedback ? (
        <div className="applicant__note applicant__feedback">
          <h3>{t("card.feedback")}</h3>
          <p>{application.feedback}</p>
        </div>
      ) : null}

      {links.length > 0 || application.hasResume ? (
        <fieldset className="card-actions applicant__actions">
          <legend className="visually-hidden">{t("card.contactActions", { name })}</legend>
          {links.map((link) => (
            <a
              key={link.method}
              href={link.href}
              className="button button--ghost"
              {...(link.method === "WHATSAPP"
                ? { target: "_blank", rel: "noopener noreferrer" }
                : {})}
              onClick={() => recordContact(link.method)}
            >
              {t(
                link.method === "PHONE"
                  ? "card.call"
                  : link.method === "WHATSAPP"
                    ? "card.whatsapp"
                    : "card.email",
              )}
            </a>
          ))}
          {application.hasResume ? (
            <button
              type="button"
              className="button button--ghost"
              aria-disabled={resume === "loading"}
              onClick={() => void getResume()}
            >
              {resume === "loading" ? t("card.resumeLoading") : t("card.resume")}
            </button>
          ) : null}
        </fieldset>
      ) : null}
      {resume === "failed" ? (
        <p className="alert applicant__resume-failed" role="alert">
          {t("card.resumeFailed")}
        </p>
      ) : null}

      {moves.length > 0 ? (
        <fieldset className="card-actions applicant__actions">
          <legend className="visually-hidden">{t("card.actions", { name })}</legend>
          {moves.map((status) => (
            <button
              key={status}
              type="button"
              className={`button ${DANGEROUS.has(status) ? "button--danger" : status === "ACCEPTED" ? "button--primary" : "button--ghost"}`}
              aria-disabled={saving}
              onClick={() => {
                if (!saving) setConfirming(status);
              }}
            >
              {t(`card.moves.${status}`)}
            </button>
          ))}
        </fieldset>
      ) : null}

      <StatusDialog
        status={confirming}
        name={name}
        saving={saving}
        onConfirm={(feedback) => {
          if (confirming) void setStatus(confirming, feedback);
        }}
        onCancel={() => setConfirming(null)}
      />
    </article>
  );
}
