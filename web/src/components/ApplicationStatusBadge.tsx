import "./status-badge.css";
import { useTranslation } from "react-i18next";

export type ApplicationStatus =
  | "PENDING"
  | "UNDER_REVIEW"
  | "SHORTLISTED"
  | "ACCEPTED"
  | "REJECTED"
  | "COMPLETED"
  | "CANCELLED"
  | "WITHDRAWN"
  | "%future added value";

/**
 * An application's status as a coloured badge with its word (colour never says it alone). The
 * words are the "applicationStatus" namespace's, which the routes that show statuses load.
 */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation("applicationStatus");
  return (
    <span className={`badge application-status application-status--${status}`}>
      {t(`label.${status}`, { defaultValue: status })}
    </span>
  );
}
