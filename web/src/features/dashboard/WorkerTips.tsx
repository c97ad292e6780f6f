import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useRefetchableFragment } from "react-relay";
import { Link } from "react-router";
import type { WorkerTips_query$key } from "../../__generated__/WorkerTips_query.graphql";
import type { WorkerTipsRefetchQuery } from "../../__generated__/WorkerTipsRefetchQuery.graphql";
import { completeProfilePath, profileFieldLabel } from "../../lib/profile-fields";
import { MY_APPLICATIONS_PATH } from "../../lib/worker-paths";

/** At most this many tips at once: a short list gets read. */
const MAX_TIPS = 4;

type Tip = { key: string; text: string; to: string };

/**
 * "What to do next": the few things that would help this worker most, drawn from what is
 * missing: an employer's call to confirm, whether a job the employer completed (or a no-show they
 * recorded) happened, a rating or a pay answer owed, a profile gap. Asked
 * again whenever a notification arrives (`notifications` grows), so a just-completed job's
 * rating shows up while the page is open.
 */
export function WorkerTips({
  query: key,
  notifications,
}: {
  query: WorkerTips_query$key;
  /** The viewer's unread count: a rise means something happened worth re-reading. */
  notifications: number;
}) {
  const { t } = useTranslation(["dashboard", "profile"]);
  const [data, refetch] = useRefetchableFragment<WorkerTipsRefetchQuery, WorkerTips_query$key>(
    graphql`
      fragment WorkerTips_query on Query @refetchable(queryName: "WorkerTipsRefetchQuery") {
        viewer {
          profileCompletion {
            missingFields
          }
        }
        viewerAsLabour {
          accepted: applications(status: ACCEPTED, first: 10) {
            edges {
              node {
                id
                canConfirmContact
                job {
                  title
                  employer {
                    companyName
                  }
                }
              }
            }
          }
          completed: applications(status: COMPLETED, first: 10) {
            edges {
              node {
                id
                canRate
                canAnswerPaid
                workCheck {
                  canAnswer
                }
                job {
                  title
                  employer {
                    companyName
                  }
                }
              }
            }
          }
          cancelled: applications(status: CANCELLED, first: 3) {
            edges {
              node {
                id
                workCheck {
                  canAnswer
                }
                job {
                  title
                  employer {
                    companyName
                  }
                }
              }
            }
          }
        }
      }
    `,
    key,
  );
  const seen = useRef(notifications);
  useEffect(() => {
    if (notifications > seen.current) refetch({}, { fetchPolicy: "network-only" });
    seen.current = notifications;
  }, [notifications, refetch]);

  const tips: Tip[] = [];
  const place = (
    job:
      | { readonly title: string; readonly employer: { readonly companyName?: string | null } }
      | null
      | undefined,
  ) => ({
    job: job?.title ?? "",
    company: job?.employer.companyName || t("tips.theEmployer"),
  });
  for (const { node } of data.viewerAsLabour.accepted.edges) {
    if (node.canConfirmContact) {
      tips.push({
        key: `contact-${node.id}`,
        text: t("tips.contact", place(node.job)),
        to: `${MY_APPLICATIONS_PATH}?status=accepted`,
      });
    }
  }
  // The employer's word on a job waits for the worker's: asked first, it counts once answered.
  for (const { node } of data.viewerAsLabour.completed.edges) {
    if (node.workCheck?.canAnswer) {
      tips.push({
        key: `work-${node.id}`,
        text: t("tips.work", place(node.job)),
        to: `${MY_APPLICATIONS_PATH}?status=completed`,
      });
    }
  }
  for (const { node } of data.viewerAsLabour.cancelled.edges) {
    if (node.workCheck?.canAnswer) {
      tips.push({
        key: `no-show-${node.id}`,
        text: t("tips.noShow", place(node.job)),
        to: `${MY_APPLICATIONS_PATH}?status=cancelled`,
      });
    }
  }
  for (const { node } of data.viewerAsLabour.completed.edges) {
    if (node.canAnswerPaid) {
      tips.push({
        key: `paid-${node.id}`,
        text: t("tips.paid", place(node.job)),
        to: `${MY_APPLICATIONS_PATH}?status=completed`,
      });
    }
    if (node.canRate) {
      tips.push({
        key: `rate-${node.id}`,
        text: t("tips.rate", place(node.job)),
        to: `${MY_APPLICATIONS_PATH}?status=completed`,
      });
    }
  }
  const missing = data.viewer?.profileCompletion.missingFields ?? [];
  const first = missing[0];
  if (first) {
    tips.push({
      key: "profile",
      text: t("tips.profile", { field: profileFieldLabel(t, first) }),
      to: completeProfilePath(missing),
    });
  }
  const shown = tips.slice(0, MAX_TIPS);
  return (
    <section className="worker-tips card" aria-labelledby="worker-tips-title">
      <h2 id="worker-tips-title">{t("tips.heading")}</h2>
      {shown.length > 0 ? (
        <ul className="worker-tips__list">
          {shown.map((tip) => (
            <li key={tip.key}>
              <Link to={tip.to}>{tip.text}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="worker-tips__none">{t("tips.none")}</p>
      )}
    </section>
  );
}
