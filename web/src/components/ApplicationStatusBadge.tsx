import "./status-badge.css";
import { useTranslation } from "react-i18next";
import type { ApplicationStatus } from "../__generated__/ApplicationCard_application.graphql";

// The schema's enum as Relay generates it (every artifact that selects a status carries the same
// union); never spelled out by hand.
export type { ApplicationStatus };

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
