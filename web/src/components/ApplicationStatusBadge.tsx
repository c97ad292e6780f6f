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

/** An application's status as a coloured badge with its word (colour never says it alone). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation("job");
  return (
    <span className={`badge application-status application-status--${status}`}>
      {t(`job:applicationStatus.${status}`, { defaultValue: status })}
    </span>
  );
}
