import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import type { FilesSectionsSubmitDocumentMutation } from "../../__generated__/FilesSectionsSubmitDocumentMutation.graphql";
import { enterMovesOn } from "../../lib/enter-key";
import { ERRORS_NAMESPACE, errorText, knowsReason } from "../../lib/error-text";
import { formatDate, withoutFinalStop } from "../../lib/format";
import { appErrorOf } from "../../relay/app-error";
import {
  checkUpload,
  UploadError,
  type UploadPurpose,
  uploadAccept,
  uploadFile,
} from "../../relay/upload";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { DOCUMENT_TYPES, fieldId } from "./profile-fields";
import type { SaveProfile } from "./profile-save";

const submitDocument = graphql`
  mutation FilesSectionsSubmitDocumentMutation($input: SubmitIdentityDocumentInput!) {
    submitIdentityDocument(input: $input) {
      __typename
      ... on SubmitIdentityDocumentPayload {
        user {
          ...ProfileEditor_user
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

/** The words for a failed upload: its reason when the server gave one, else "upload failed". */
function useUploadProblem() {
  const { t } = useTranslation(["profile", ERRORS_NAMESPACE]);
  return (error: unknown) =>
    error instanceof UploadError && knowsReason(error)
      ? errorText(t, error, t("common:upload.failed"))
      : t("common:upload.failed");
}

/** A file chooser checked before upload; its problem said beside it. */
function FileInput({
  id,
  purpose,
  label,
  problem,
  onChoose,
  disabled,
}: {
  id: string;
  purpose: UploadPurpose;
  label: string;
  problem: string | null;
  onChoose: (file: File | null) => void;
  disabled: boolean;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={uploadAccept(purpose)}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
      {problem ? (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function SectionFrame({
  id,
  title,
  open,
  onToggle,
  children,
}: {
  id: string;
  title: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const bodyId = `profile-section-${id}`;
  return (
    <section className="profile-section card" aria-labelledby={`${bodyId}-title`}>
      <h2 id={`${bodyId}-title`} className="profile-section__heading">
        <button
          type="button"
          className="profile-section__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          {title}
        </button>
      </h2>
      <div id={bodyId} hidden={!open}>
        {children}
      </div>
    </section>
  );
}

/** The worker's resume: upload, replace, remove. */
export function ResumeSection({
  resumeUrl,
  save,
  open,
  onToggle,
}: {
  resumeUrl: string | null | undefined;
  save: SaveProfile;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation(["profile", ERRORS_NAMESPACE]);
  const uploadProblem = useUploadProblem();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (chosen: File | null) => {
    setStatus(null);
    const reason = chosen ? checkUpload(chosen, "resume") : null;
    setProblem(reason ? t(reason, { ns: ERRORS_NAMESPACE }) : null);
    setFile(reason ? null : chosen);
  };

  const store = async (url: string | null) => {
    const result = await save({ resumeUrl: url });
    if (!result.ok) {
      setProblem(errorText(t, result.error?.fieldErrors[0] ?? result.error, ""));
    }
    setStatus(result.ok);
    if (result.ok) setFile(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await store((await uploadFile(file, "resume")).url);
    } catch (error) {
      setProblem(uploadProblem(error));
      setStatus(false);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    await store(null);
    setBusy(false);
  };

  return (
    <SectionFrame id="resume" title={t("sections.resume")} open={open} onToggle={onToggle}>
      <form noValidate onSubmit={submit} aria-busy={busy}>
        <p>{resumeUrl ? t("resume.added") : t("resume.none")}</p>
        <FileInput
          id={fieldId("resume_url")}
          purpose="resume"
          label={resumeUrl ? t("resume.replace") : t("resume.upload")}
          problem={problem}
          onChoose={choose}
          disabled={busy}
        />
        <div className="profile-entry__actions">
          <button type="submit" className="button button--primary" disabled={!file || busy}>
            {busy ? t("photo.uploading") : t("resume.save")}
          </button>
          {resumeUrl ? (
            <button type="button" className="button button--ghost" onClick={remove} disabled={busy}>
              {t("resume.remove")}
            </button>
          ) : null}
        </div>
        {status !== null ? (
          <p
            className={status ? "profile-section__status" : "alert"}
            role={status ? "status" : "alert"}
          >
            {status ? t("saved") : t("profileUpdateFailed", { ns: ERRORS_NAMESPACE })}
          </p>
        ) : null}
      </form>
    </SectionFrame>
  );
}

type IdentityDocument = {
  readonly id: string;
  readonly type: string;
  readonly status: string;
  readonly rejectionReason: string | null | undefined;
  readonly numberLast4: string;
  readonly submittedAt: string;
};

/** One document kind's upload: its number and its file (a photo or a PDF). */
function DocumentForm({
  types,
  inputId,
  current,
  gstNumber = null,
}: {
  types: readonly string[];
  inputId: string;
  /** The business profile's GST number, which a GSTIN certificate is for when none is typed. */
  gstNumber?: string | null;
  current: readonly IdentityDocument[];
}) {
  const { t } = useTranslation(["profile", ERRORS_NAMESPACE]);
  const id = useId();
  const uploadProblem = useUploadProblem();
  const [commit, submitting] =
    useMutationPromise<FilesSectionsSubmitDocumentMutation>(submitDocument);
  const [type, setType] = useState(types[0] ?? "");
  const [number, setNumber] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [numberProblem, setNumberProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<boolean | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const busy = uploading || submitting;
  const existing = current.find((document) => document.type === type);

  const choose = (chosen: File | null) => {
    setStatus(null);
    const reason = chosen ? checkUpload(chosen, "document") : null;
    setProblem(reason ? t(reason, { ns: ERRORS_NAMESPACE }) : null);
    setFile(reason ? null : chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setStatus(null);
    setNumberProblem(null);
    if (!file) {
      setProblem(t("documents.fileMissing"));
      document.getElementById(inputId)?.focus();
      return;
    }
    setUploading(true);
    let documentUrl: string;
    try {
      documentUrl = (await uploadFile(file, "document")).url;
    } catch (error) {
      setProblem(uploadProblem(error));
      return;
    } finally {
      setUploading(false);
    }
    try {
      const answer = (
        await commit({
          input: { type: type as never, documentUrl, number: number.trim() || null },
        })
      ).submitIdentityDocument;
      if (answer.__typename === "SubmitIdentityDocumentPayload") {
        setStatus(true);
        setFile(null);
        setNumber("");
        if (fileRef.current) fileRef.current.value = "";
        return;
      }
      const error = appErrorOf(answer);
      const numberError = error?.fieldErrors.find((field) => field.field === "number");
      if (numberError) {
        setNumberProblem(errorText(t, numberError, ""));
        document.getElementById(`${id}-number`)?.focus();
      } else setProblem(errorText(t, error?.fieldErrors[0] ?? error, ""));
      setStatus(false);
    } catch {
      setStatus(false);
    }
  };

  return (
    <form
      className="profile-document"
      noValidate
      onSubmit={submit}
      aria-busy={busy}
      {...enterMovesOn()}
    >
      {types.length > 1 ? (
        <div className="form-field">
          <label htmlFor={`${id}-type`}>{t("documents.type")}</label>
          <select id={`${id}-type`} value={type} onChange={(event) => setType(event.target.value)}>
            {types.map((option) => (
              <option key={option} value={option}>
                {t(`documentType.${option}`)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <h3>{t(`documentType.${type}`)}</h3>
      )}
      {existing ? (
        <p className={`profile-document__state profile-document__state--${existing.status}`}>
          {t(`documents.state.${existing.status}`, {
            last4: existing.numberLast4,
            date: formatDate(existing.submittedAt),
          })}
          {existing.status === "REJECTED" && existing.rejectionReason ? (
            <>
              {" "}
              {t("documents.rejectedBecause", {
                reason: withoutFinalStop(existing.rejectionReason),
              })}
            </>
          ) : null}
        </p>
      ) : null}
      <div className="form-field">
        <label htmlFor={`${id}-number`}>
          {t(type === "GSTIN" && gstNumber ? "documents.numberGstin" : "documents.number")}
        </label>
        <input
          id={`${id}-number`}
          type="text"
          autoCapitalize="characters"
          autoComplete="off"
          value={number}
          aria-invalid={numberProblem ? true : undefined}
          aria-describedby={numberProblem ? `${id}-number-error` : undefined}
          onChange={(event) => setNumber(event.target.value)}
        />
        {numberProblem ? (
          <p id={`${id}-number-error`} className="form-field__error">
            {numberProblem}
          </p>
        ) : null}
      </div>
      <FileInput
        id={inputId}
        purpose="document"
        label={t("documents.file")}
        problem={problem}
        onChoose={choose}
        disabled={busy}
      />
      <button type="submit" className="button button--primary" aria-disabled={busy}>
        {busy
          ? t("photo.uploading")
          : existing?.status === "REJECTED"
            ? t("documents.resubmit")
            : t("documents.submit")}
      </button>
      {status !== null ? (
        <p
          className={status ? "profile-section__status" : "alert"}
          role={status ? "status" : "alert"}
        >
          {status ? t("documents.submitted") : t("profileUpdateFailed", { ns: ERRORS_NAMESPACE })}
        </p>
      ) : null}
    </form>
  );
}

/**
 * Identity documents: a worker's one chosen kind (Aadhaar, PAN, …), an employer's PAN card and
 * GSTIN each on its own; each shows its state (pending, verified, rejected with the reason).
 */
export function DocumentsSection({
  employer,
  gstNumber = null,
  documents,
  open,
  onToggle,
}: {
  employer: boolean;
  gstNumber?: string | null;
  documents: readonly IdentityDocument[];
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation("profile");
  return (
    <SectionFrame id="documents" title={t("sections.documents")} open={open} onToggle={onToggle}>
      <p className="form-field__hint">{t("documents.hint")}</p>
      {employer ? (
        DOCUMENT_TYPES.employer.map((type) => (
          <DocumentForm
            key={type}
            types={[type]}
            inputId={fieldId(type === "GSTIN" ? "gstin_document" : "pan_card_document")}
            current={documents}
            gstNumber={gstNumber}
          />
        ))
      ) : (
        <DocumentForm
          types={DOCUMENT_TYPES.labour}
          inputId={fieldId("identity_document")}
          current={documents}
        />
      )}
    </SectionFrame>
  );
}
