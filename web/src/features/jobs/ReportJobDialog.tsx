import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import type {
  JobReportReason,
  ReportJobDialogMutation,
} from "../../__generated__/ReportJobDialogMutation.graphql";
import { Dialog, DialogActions } from "../../components/Dialog";
import { FormField } from "../../components/FormField";
import { JOB_REPORT_DETAILS_MAX_LENGTH, JOB_REPORT_DETAILS_MIN_LENGTH } from "../../config";
import { ERRORS_NAMESPACE, errorText } from "../../lib/error-text";
import { appErrorOf } from "../../relay/app-error";
import { useMutationPromise } from "../../relay/use-mutation-promise";

const reportMutation = graphql`
  mutation ReportJobDialogMutation($jobId: ID!, $input: ReportJobInput!) {
    reportJob(jobId: $jobId, input: $input) {
      __typename
      ... on ReportJobPayload {
        report {
          id
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

const REASONS: readonly JobReportReason[] = ["ASKS_FOR_MONEY", "FAKE", "WRONG_PAY", "OTHER"];

/** The report form: a reason, optional details (required for "other"), sent once. */
export function ReportJobDialog({
  jobId,
  title,
  onDone,
  onCancel,
}: {
  jobId: string;
  title: string;
  onDone: (thanks: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(["job", ERRORS_NAMESPACE]);
  const id = useId();
  const [reason, setReason] = useState<JobReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [errors, setErrors] = useState<{ reason?: string; details?: string; form?: string }>({});
  const [report, sending] = useMutationPromise<ReportJobDialogMutation>(reportMutation);

  const check = () => {
    const found: typeof errors = {};
    const text = details.trim();
    if (!reason) found.reason = t("errors:reportReasonRequired");
    if (!text && reason === "OTHER") found.details = t("errors:reportDetailsRequired");
    else if (text && [...text].length < JOB_REPORT_DETAILS_MIN_LENGTH) {
      found.details = t("errors:minLength", { count: JOB_REPORT_DETAILS_MIN_LENGTH });
    }
    return found;
  };

  const send = async () => {
    if (sending) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || !reason) return;
    try {
      const { reportJob: answer } = await report({
        jobId,
        input: { reason, details: details.trim() || null },
      });
      if (answer.__typename === "ReportJobPayload") {
        onDone(t("report.thanks"));
        return;
      }
      const error = appErrorOf(answer);
      if (error?.code === "CONFLICT") {
        onDone(errorText(t, error, t("report.thanks")));
        return;
      }
      const field = error?.fieldErrors?.[0];
      if (field?.field === "details" || field?.field === "reason") {
        setErrors({ [field.field]: errorText(t, field, t("report.failed")) });
      } else {
        setErrors({ form: errorText(t, error, t("report.failed")) });
      }
    } catch {
      setErrors({ form: t("report.failed") });
    }
  };

  return (
    <Dialog
      open
      busy={sending}
      onCancel={onCancel}
      labelledBy={`${id}-title`}
      className="report-job__dialog"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <h2 id={`${id}-title`}>{t("report.title")}</h2>
        <p className="report-job__job">{title}</p>
        <fieldset
          className="report-job__reasons"
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
        >
          <legend>{t("report.reasonLabel")}</legend>
          {REASONS.map((value) => (
            <label key={value} className="report-job__reason">
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {t(`report.reasons.${value}`)}
            </label>
          ))}
          {errors.reason ? (
            <p id={`${id}-reason-error`} className="form-field__error">
              {errors.reason}
            </p>
          ) : null}
        </fieldset>
        <FormField
          id={`${id}-details`}
          name="details"
          label={t("report.detailsLabel")}
          required={reason === "OTHER"}
          hint={t("report.detailsHint", { max: JOB_REPORT_DETAILS_MAX_LENGTH })}
          error={errors.details}
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={JOB_REPORT_DETAILS_MAX_LENGTH}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
            />
          )}
        </FormField>
        {errors.form ? (
          <p className="form-field__error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <DialogActions busy={sending} cancel={t("report.cancel")} onCancel={onCancel}>
          <button type="submit" className="button" aria-disabled={sending}>
            {sending ? t("report.sending") : t("report.submit")}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
