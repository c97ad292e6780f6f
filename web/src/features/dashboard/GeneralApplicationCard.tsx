import "./general-application.css";
import { Suspense, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, useLazyLoadQuery, useRelayEnvironment } from "react-relay";
import { useLoaderData } from "react-router";
import type { Environment } from "relay-runtime";
import type { GeneralApplicationCard_application$key } from "../../__generated__/GeneralApplicationCard_application.graphql";
import type { GeneralApplicationCard_user$key } from "../../__generated__/GeneralApplicationCard_user.graphql";
import type { GeneralApplicationCardQuery } from "../../__generated__/GeneralApplicationCardQuery.graphql";
import type { GeneralApplicationCardWithdrawMutation } from "../../__generated__/GeneralApplicationCardWithdrawMutation.graphql";
import { ApplicationStatusBadge } from "../../components/ApplicationStatusBadge";
import { DateFact } from "../../components/DateFact";
import { ConfirmDialog } from "../../components/Dialog";
import { LoadError } from "../../components/LoadError";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { textLanguage } from "../../lib/text-language";
import { savedJobsChanged } from "../../relay/saved-jobs-store";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { GeneralApplicationForm } from "./GeneralApplicationForm";

const withdrawMutation = graphql`
  mutation GeneralApplicationCardWithdrawMutation($id: ID!) {
    withdrawApplication(id: $id) {
      __typename
      ... on WithdrawApplicationPayload {
        application {
          id
          status
          statusChangedAt
          nextStatuses
        }
      }
    }
  }
`;

type Notice = { tone: "success" | "failed"; text: string } | null;

// Its own query, which the home's loader starts beside the home's (LabourHome.loader.ts), so it
// costs no extra wait: the home's query is at the server's cost limit already.
const generalQuery = graphql`
  query GeneralApplicationCardQuery {
    viewer {
      ...GeneralApplicationCard_user
    }
  }
`;

function GeneralApplicationQuery() {
  const { viewer } = useLazyLoadQuery<GeneralApplicationCardQuery>(
    generalQuery,
    {},
    { fetchPolicy: "store-or-network" },
  );
  return viewer ? <GeneralApplicationCard user={viewer} /> : null;
}

/** The card on the worker's home, loaded on its own: a failure leaves the rest of the home. */
export function GeneralApplicationSection() {
  const { t } = useTranslation("dashboard");
  const loaded = useLoaderData();
  return (
    <QueryErrorBoundary
      resetKey={loaded}
      fallback={() => <LoadError title={t("general.loadFailed")} hint={t("home.failedHint")} />}
    >
      <Suspense fallback={<div className="card skeleton general-application__skeleton" />}>
        <GeneralApplicationQuery />
      </Suspense>
    </QueryErrorBoundary>
  );
}

/**
 * The worker's general application on their home: with none in progress, what it is and the
 * form (opened on a tap, so the home stays short on a phone); with one, what they asked for,
 * where it stands and since when, and Withdraw (after a confirmation) while it may be withdrawn.
 */
export function GeneralApplicationCard({
  user: userKey,
}: {
  user: GeneralApplicationCard_user$key;
}) {
  const { t } = useTranslation("dashboard");
  const user = useFragment(
    graphql`
      fragment GeneralApplicationCard_user on User {
        id
        generalApplication {
          ...GeneralApplicationCard_application
        }
      }
    `,
    userKey,
  );
  const titleId = useId();
  const [formOpen, setFormOpen] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After sending or withdrawing, the heading takes the focus, so the notice is read in place.
  const [moveFocus, setMoveFocus] = useState(false);
  useEffect(() => {
    if (!moveFocus) return;
    headingRef.current?.focus();
    setMoveFocus(false);
  }, [moveFocus]);

  return (
    <section className="home-section general-application" aria-labelledby={titleId}>
      <div className="card general-application__card">
        <h2 id={titleId} ref={headingRef} tabIndex={-1}>
          {user.generalApplication ? t("general.yours") : t("general.heading")}
        </h2>
        {notice ? (
          <p
            className={`general-application__notice general-application__notice--${notice.tone}`}
            role="status"
          >
            {notice.text}
          </p>
        ) : null}
        {user.generalApplication ? (
          <CurrentGeneralApplication
            viewerId={user.id}
            application={user.generalApplication}
            onWithdrawn={(text) => {
              setNotice(text);
              setFormOpen(false);
              setMoveFocus(true);
            }}
          />
        ) : (
          <>
            <p className="general-application__intro">{t("general.intro")}</p>
            {formOpen ? (
              <GeneralApplicationForm
                viewerId={user.id}
                onMade={() => {
                  setNotice({ tone: "success", text: t("general.sent") });
                  setMoveFocus(true);
                }}
              />
            ) : (
              <button
                type="button"
                className="button button--primary general-application__open"
                onClick={() => {
                  setNotice(null);
                  setFormOpen(true);
                }}
              >
                {t("general.open")}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function CurrentGeneralApplication({
  viewerId,
  application: applicationKey,
  onWithdrawn,
}: {
  viewerId: string;
  application: GeneralApplicationCard_application$key;
  onWithdrawn: (notice: Notice) => void;
}) {
  const { t, i18n } = useTranslation("dashboard");
  const environment = useRelayEnvironment() as Environment;
  const application = useFragment(
    graphql`
      fragment GeneralApplicationCard_application on Application {
        id
        status
        appliedAt
        statusChangedAt
        preferredRoles
        preferredLocations
        coverNote
        nextStatuses
      }
    `,
    applicationKey,
  );
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const [withdraw, withdrawing] =
    useMutationPromise<GeneralApplicationCardWithdrawMutation>(withdrawMutation);
  const canWithdraw = application.nextStatuses.includes("WITHDRAWN");

  const confirmWithdraw = async () => {
    if (withdrawing) return;
    setFailed(false);
    try {
      const { withdrawApplication: answer } = await withdraw(
        { id: application.id },
        {
          // No longer in progress: the card offers a new one.
          updater: (store) => {
            const done = store.getRootField("withdrawApplication")?.getLinkedRecord("application");
            if (done?.getValue("status") !== "WITHDRAWN") return;
            const viewer = store.get(viewerId);
            if (viewer?.getLinkedRecord("generalApplication")?.getDataID() === done.getDataID())
              viewer.setValue(null, "generalApplication");
          },
        },
      );
      setConfirming(false);
      if (answer.__typename === "WithdrawApplicationPayload") {
        savedJobsChanged(environment);
        onWithdrawn({ tone: "success", text: t("general.withdrawn") });
      } else {
        setFailed(true);
      }
    } catch {
      setConfirming(false);
      setFailed(true);
    }
  };

  return (
    <>
      <dl className="general-application__facts">
        <div>
          <dt>{t("general.roles")}</dt>
          <dd>{application.preferredRoles.join(", ") || t("home.anyRole")}</dd>
        </div>
        <div>
          <dt>{t("general.places")}</dt>
          <dd>{application.preferredLocations.join(", ") || t("general.anyPlace")}</dd>
        </div>
        {application.coverNote ? (
          <div>
            <dt>{t("general.note")}</dt>
            <dd
              className="general-application__note"
              lang={textLanguage(application.coverNote, i18n.language)}
            >
              {application.coverNote}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t("general.status")}</dt>
          <dd>
            <ApplicationStatusBadge status={application.status} />
          </dd>
        </div>
        <DateFact label={t("general.sentOn")} date={application.appliedAt} />
        {application.statusChangedAt !== application.appliedAt ? (
          <DateFact label={t("general.updatedOn")} date={application.statusChangedAt} />
        ) : null}
      </dl>
      {failed ? (
        <p className="alert" role="alert">
          {t("general.withdrawFailed")}
        </p>
      ) : null}
      {canWithdraw ? (
        <button
          type="button"
          className="button button--danger general-application__withdraw"
          aria-disabled={withdrawing}
          onClick={() => {
            if (!withdrawing) setConfirming(true);
          }}
        >
          {t("general.withdraw")}
        </button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        busy={withdrawing}
        texts={{
          title: t("general.withdrawTitle"),
          body: t("general.withdrawBody"),
          cancel: t("general.keep"),
          confirm: t("general.withdraw"),
          busy: t("general.withdrawing"),
        }}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
