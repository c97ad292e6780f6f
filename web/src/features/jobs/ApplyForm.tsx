import "./apply-form.css";
import type { ErrorReason } from "@kaamsetu/shared/error-messages";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery, useRelayEnvironment } from "react-relay";
import type { Environment } from "relay-runtime";
import type { ApplyFormApplyMutation } from "../../__generated__/ApplyFormApplyMutation.graphql";
import type { ApplyFormGateQuery } from "../../__generated__/ApplyFormGateQuery.graphql";
import {
  type ProfileGate,
  ProfileGateNotice,
  profileGateOf,
} from "../../components/ProfileGateNotice";
import { COVER_NOTE_MAX_LENGTH, UPLOAD_MAX_BYTES_DEFAULT } from "../../config";
import { ERRORS_NAMESPACE, errorText, type KeyedError } from "../../lib/error-text";
import { formatNumber } from "../../lib/format";
import { jobPath } from "../../lib/job-paths";
import { appErrorOf } from "../../relay/app-error";
import { savedJobsChanged } from "../../relay/saved-jobs-store";
import { checkUpload, UploadError, uploadAccept, uploadFile } from "../../relay/upload";
import { useMutationPromise } from "../../relay/use-mutation-promise";

const applyMutation = graphql`
  mutation ApplyFormApplyMutation($jobId: ID!, $input: ApplyInput!) {
    applyToJob(jobId: $jobId, input: $input) {
      __typename
      ... on ApplyToJobPayload {
        application {
          id
          status
          job {
            id
            viewerApplication {
              id
              status
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

// Whether the profile lets the worker apply, asked as the form opens (and afresh each time: they
// may just have come back from the profile editor), so nobody writes a note for nothing.
const gateQuery = graphql`
  query ApplyFormGateQuery {
    viewer {
      applyRefusal {
        __typename
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

/** The refusals a worker can act on, said after "could not apply"; others get that alone. */
const ACTIONABLE: ReadonlySet<string> = new Set([
  "alreadyApplied",
  "jobNotOpen",
  "resumeRequired",
  "resumeNotYours",
  "resumeTypeInvalid",
  "fileTooLarge",
  "fileTypeInvalid",
] satisfies ErrorReason[]);

/** "1.2 MB", "350 KB": sizes as a worker reads them. */
function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/**
 * A signed-in worker's application to an open job: an optional note and a resume (required when
 * the job says so). The resume is checked here, uploaded on submit, then the application sent;
 * a refusal a person can act on is said in the app's words.
 */
export default function ApplyForm({
  jobId,
  requireResume,
  onApplied,
}: {
  jobId: string;
  requireResume: boolean;
  onApplied: () => void;
}) {
  const { t } = useTranslation(["job", ERRORS_NAMESPACE]);
  const environment = useRelayEnvironment() as Environment;
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [applyToJob, submitting] = useMutationPromise<ApplyFormApplyMutation>(applyMutation);
  const [failure, setFailure] = useState<{ reason: string | null } | null>(null);
  // Below the completion gate: the notice replaces the form's failure line.
  const [gate, setGate] = useState<ProfileGate | null>(null);
  const { viewer } = useLazyLoadQuery<ApplyFormGateQuery>(
    gateQuery,
    {},
    { fetchPolicy: "network-only" },
  );
  const refusal = viewer?.applyRefusal ? appErrorOf(viewer.applyRefusal) : null;
  const gateBefore = refusal ? profileGateOf(refusal) : null;
  const busy = uploading || submitting;
  const maxSize = fileSize(UPLOAD_MAX_BYTES_DEFAULT);

  const choose = (chosen: File | null) => {
    setFailure(null);
    if (!chosen) {
      setFile(null);
      setFileProblem(null);
      return;
    }
    const problem = checkUpload(chosen, "resume");
    setFileProblem(problem ? t(problem, { ns: ERRORS_NAMESPACE }) : null);
    setFile(problem ? null : chosen);
    if (problem && fileRef.current) fileRef.current.value = "";
  };

  const clearFile = () => {
    setFile(null);
    setFileProblem(null);
    if (fileRef.current) {
      fileRef.current.value = "";
      fileRef.current.focus();
    }
  };

  /** The server's reason in the worker's words, when it is one they can act on. */
  const actionable = (error: KeyedError | undefined): string | null =>
    error?.reason && ACTIONABLE.has(error.reason) ? errorText(t, error, "") : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setGate(null);
    if (fileProblem) {
      fileRef.current?.focus();
      return;
    }
    if (requireResume && !file) {
      setFileProblem(t("apply.resumeMissing"));
      fileRef.current?.focus();
      return;
    }
    let resumeUrl: string | null = null;
    if (file) {
      setUploading(true);
      try {
        resumeUrl = (await uploadFile(file, "resume")).url;
      } catch (error) {
        setFailure({
          reason: error instanceof UploadError ? actionable(error) : t("common:upload.failed"),
        });
        return;
      } finally {
        setUploading(false);
      }
    }
    try {
      const { applyToJob: answer } = await applyToJob({
        jobId,
        input: { coverNote: note.trim() || null, resumeUrl },
      });
      if (answer.__typename === "ApplyToJobPayload") {
        // "My applications" fetches again on its next visit.
        savedJobsChanged(environment);
        onApplied();
        return;
      }
      const error = appErrorOf(answer);
      const refused = error ? profileGateOf(error) : null;
      if (refused) {
        setGate(refused);
        return;
      }
      setFailure({
        reason: error ? (actionable(error.fieldErrors[0]) ?? actionable(error)) : null,
      });
    } catch {
      setFailure({ reason: null });
    }
  };

  // Below the gate already: say so in place of the form.
  if (gateBefore)
    return <ProfileGateNotice back={jobPath(jobId)} gate={gateBefore} focus={false} />;

  const hintId = `${id}-resume-hint`;
  const problemId = `${id}-resume-problem`;
  return (
    <form className="apply-form" noValidate onSubmit={submit} aria-busy={busy}>
      <label className="apply-form__field" htmlFor={`${id}-note`}>
        {t("apply.coverNote")}
      </label>
      <textarea
        id={`${id}-note`}
        className="apply-form__note"
        rows={3}
        maxLength={COVER_NOTE_MAX_LENGTH}
        value={note}
        placeholder={t("apply.coverNoteHint")}
        onChange={(event) => setNote(event.target.value)}
        disabled={busy}
      />
      <label className="apply-form__field" htmlFor={`${id}-resume`}>
        {requireResume ? t("apply.resume") : t("apply.resumeOptional")}
      </label>
      <p id={hintId} className="apply-form__hint">
        {requireResume
          ? t("apply.resumeRequiredHint", { size: maxSize })
          : t("apply.resumeHint", { size: maxSize })}
      </p>
      <input
        ref={fileRef}
        id={`${id}-resume`}
        type="file"
        className="apply-form__file"
        accept={uploadAccept("resume")}
        aria-describedby={fileProblem ? `${hintId} ${problemId}` : hintId}
        aria-invalid={fileProblem ? true : undefined}
        required={requireResume}
        disabled={busy}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
      />
      {fileProblem ? (
        <p id={problemId} className="apply-form__problem">
          {fileProblem}
        </p>
      ) : null}
      {file ? (
        <p className="apply-form__chosen">
          <span>{t("apply.resumeChosen", { name: file.name, size: fileSize(file.size) })}</span>
          <button
            type="button"
            className="button button--ghost apply-form__remove"
            onClick={clearFile}
            disabled={busy}
          >
            {t("apply.removeResume")}
          </button>
        </p>
      ) : null}
      {failure ? (
        <div className="alert apply-form__failure" role="alert">
          <p>{t("apply.failed")}</p>
          {failure.reason ? <p>{failure.reason}</p> : null}
        </div>
      ) : null}
      {gate ? <ProfileGateNotice back={jobPath(jobId)} gate={gate} /> : null}
      {uploading ? (
        <progress className="apply-form__progress" aria-label={t("apply.uploading")} />
      ) : null}
      <button
        type="submit"
        className="button button--primary apply-panel__button"
        aria-disabled={busy}
      >
        {uploading ? t("apply.uploading") : submitting ? t("apply.submitting") : t("apply.submit")}
      </button>
    </form>
  );
}
