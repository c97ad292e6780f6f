import "./trust.css";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { WorkCheckPanel_application$key } from "../__generated__/WorkCheckPanel_application.graphql";
import type { WorkCheckPanelConfirmMutation } from "../__generated__/WorkCheckPanelConfirmMutation.graphql";
import type { WorkCheckPanelDisputeMutation } from "../__generated__/WorkCheckPanelDisputeMutation.graphql";
import { DISPUTE_NOTE_MAX_LENGTH } from "../config";
import { ERRORS_NAMESPACE, errorText } from "../lib/error-text";
import { formatDate } from "../lib/format";
import { appErrorOf } from "../relay/app-error";
import { useMutationPromise } from "../relay/use-mutation-promise";

const confirmMutation = graphql`
  mutation WorkCheckPanelConfirmMutation($id: ID!) {
    confirmWork(id: $id) {
      __typename
      ... on AnswerWorkCheckPayload {
        application {
          ...WorkCheckPanel_application
          ...RatePanel_application
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

const disputeMutation = graphql`
  mutation WorkCheckPanelDisputeMutation($id: ID!, $note: String) {
    disputeWork(id: $id, note: $note) {
      __typename
      ... on AnswerWorkCheckPayload {
        application {
          ...WorkCheckPanel_application
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

/**
 * The employer's word on a completed job or a no-show, and the worker's check of it. The worker
 * is asked "Did you work this job?" (or "Is that right?" for a no-show) with yes / no, and may
 * add a short note to a no; the employer is told plainly when it, and their rating of the
 * worker, count (services/applications/work-check.ts). `side` is who reads it.
 */
export function WorkCheckPanel({
  application: key,
  side,
}: {
  application: WorkCheckPanel_application$key;
  side: "worker" | "employer";
}) {
  const { t } = useTranslation(["trust", ERRORS_NAMESPACE]);
  const id = useId();
  const application = useFragment(
    graphql`
      fragment WorkCheckPanel_application on Application {
        id
        workCheck {
          kind
          state
          countsAt
          canAnswer
          disputeNote
        }
      }
    `,
    key,
  );
  const [confirm, confirming] = useMutationPromise<WorkCheckPanelConfirmMutation>(confirmMutation);
  const [dispute, disputing] = useMutationPromise<WorkCheckPanelDisputeMutation>(disputeMutation);
  const [saying, setSaying] = useState<"no" | null>(null);
  const [note, setNote] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const check = application.workCheck;
  if (!check) return null;
  const kind = check.kind === "NO_SHOW" ? "noShow" : "completion";
  const countsAt = new Date(check.countsAt as string);
  const date = Number.isNaN(countsAt.getTime()) ? "" : formatDate(countsAt);
  const busy = confirming || disputing;

  const answered = (result: Parameters<typeof appErrorOf>[0]) => {
    if (result.__typename === "AnswerWorkCheckPayload") return;
    const error = appErrorOf(result);
    setFailure(errorText(t, error?.fieldErrors[0] ?? error, t("work.failed")));
  };
  const sayYes = async () => {
    if (busy) return;
    setFailure(null);
    try {
      answered((await confirm({ id: application.id })).confirmWork);
    } catch {
      setFailure(t("work.failed"));
    }
  };
  const sayNo = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    try {
      answered((await dispute({ id: application.id, note: note.trim() || null })).disputeWork);
    } catch {
      setFailure(t("work.failed"));
    }
  };

  if (side === "employer" || !check.canAnswer) {
    const text = t(`work.${side}.${kind}.${check.state}`, { date, defaultValue: "" });
    if (!text) return null;
    return (
      <section className="work-check" aria-label={t("work.section")}>
        <p className="work-check__state">{text}</p>
        {side === "worker" && check.disputeNote ? (
          <p className="work-check__note">
            {t("work.yourNote")} <q>{check.disputeNote}</q>
          </p>
        ) : null}
      </section>
    );
  }

  return (
    <section className="work-check" aria-label={t("work.section")}>
      <fieldset className="work-check__question">
        <legend>{t(`work.worker.${kind}.question`)}</legend>
        <p className="rate-panel__hint">{t(`work.worker.${kind}.hint`, { date })}</p>
        {saying === "no" ? (
          <form className="work-check__form" noValidate onSubmit={sayNo}>
            <label htmlFor={`${id}-note`}>
              {t("work.note", { count: DISPUTE_NOTE_MAX_LENGTH })}
            </label>
            <textarea
              id={`${id}-note`}
              rows={3}
              maxLength={DISPUTE_NOTE_MAX_LENGTH}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            <div className="work-check__choices">
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setSaying(null)}
              >
                {t("work.back")}
              </button>
              <button type="submit" className="button button--danger" aria-disabled={busy}>
                {t(`work.worker.${kind}.sendNo`)}
              </button>
            </div>
          </form>
        ) : (
          <div className="work-check__choices">
            <button
              type="button"
              className="button button--primary"
              aria-disabled={busy}
              onClick={() => void sayYes()}
            >
              {t(`work.worker.${kind}.yes`)}
            </button>
            <button
              type="button"
              className="button button--ghost"
              aria-disabled={busy}
              onClick={() => setSaying("no")}
            >
              {t(`work.worker.${kind}.no`)}
            </button>
          </div>
        )}
      </fieldset>
      {failure ? (
        <p className="alert" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
