import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ContentPicturePurpose } from "../../config";
import { ERRORS_NAMESPACE, errorText, knowsReason } from "../../lib/error-text";
import { contentPicture } from "../../lib/picture";
import {
  CONTENT_PICTURE_UPLOAD_PATH,
  checkUpload,
  UploadError,
  uploadAccept,
  uploadFile,
} from "../../relay/upload";
import { adminToken } from "./admin-session";

/** How wide the editor previews each kind of picture, px. */
const PREVIEW_WIDTH: Record<ContentPicturePurpose, number> = {
  content_cover: 320,
  testimonial_photo: 96,
  partner_logo: 200,
};

/**
 * A content picture in an editor (a post's cover, a testimonial's photo, a partner's logo): taken
 * with the camera or chosen from the gallery, uploaded at once (the server re-encodes it for where
 * it is shown), previewed, and removable. The form field `name` carries its address, which the
 * entry's save then names; a typed path of this site still works (older entries, demo data).
 */
export function ContentPictureField({
  id,
  name,
  label,
  purpose,
  defaultValue,
  required = false,
}: {
  id: string;
  name: string;
  label: string;
  purpose: ContentPicturePurpose;
  defaultValue: string | null | undefined;
  required?: boolean;
}) {
  const { t } = useTranslation(["admin", ERRORS_NAMESPACE]);
  const problemId = `${useId()}-problem`;
  const [url, setUrl] = useState(defaultValue ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [local, setLocal] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(false);
  const busy = file !== null;

  useEffect(() => {
    if (!file) return setLocal(null);
    const objectUrl = URL.createObjectURL(file);
    setLocal(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  async function choose(chosen: File | null | undefined) {
    setUploaded(false);
    if (!chosen || busy) return;
    const reason = checkUpload(chosen, purpose);
    if (reason) {
      setProblem(t(reason, { ns: ERRORS_NAMESPACE }));
      return;
    }
    setProblem(null);
    setFile(chosen);
    try {
      const answer = await uploadFile(chosen, purpose, {
        path: CONTENT_PICTURE_UPLOAD_PATH,
        token: adminToken(),
      });
      setUrl(answer.url);
      setUploaded(true);
    } catch (error) {
      setProblem(
        error instanceof UploadError && knowsReason(error)
          ? errorText(t, error, t("content.picture.failed"))
          : t("content.picture.failed"),
      );
    } finally {
      setFile(null);
    }
  }

  const shown = url.trim();
  const preview = local
    ? { src: local, width: PREVIEW_WIDTH[purpose] }
    : shown
      ? contentPicture(shown, purpose, PREVIEW_WIDTH[purpose], `${PREVIEW_WIDTH[purpose]}px`)
      : null;
  return (
    <fieldset className="admin-picture" aria-busy={busy}>
      <legend>{label}</legend>
      {preview ? (
        <img
          className={`admin-picture__preview admin-picture__preview--${purpose}`}
          {...preview}
          alt={t("content.picture.preview")}
        />
      ) : null}
      <div className="admin-picture__actions">
        {/* On a phone: the camera straight away, or the gallery; a computer has the second. */}
        <label className="button button--ghost">
          {t("content.picture.take")}
          <input
            className="visually-hidden"
            type="file"
            accept="image/*"
            capture="environment"
            disabled={busy}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
        </label>
        <label className="button button--ghost">
          {t("content.picture.choose")}
          <input
            className="visually-hidden"
            type="file"
            accept={uploadAccept(purpose)}
            disabled={busy}
            aria-describedby={problem ? problemId : undefined}
            data-testid={`${id}-file`}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
        </label>
        {shown && !busy ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setUrl("");
              setUploaded(false);
            }}
          >
            {t("content.picture.remove")}
          </button>
        ) : null}
      </div>
      {busy ? <p role="status">{t("content.picture.uploading")}</p> : null}
      {uploaded ? <p role="status">{t("content.picture.uploaded")}</p> : null}
      {problem ? (
        <p id={problemId} className="form-field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <label htmlFor={id}>{t("content.picture.address")}</label>
      <input
        id={id}
        name={name}
        value={url}
        required={required}
        onChange={(event) => {
          setUrl(event.target.value);
          setUploaded(false);
        }}
      />
    </fieldset>
  );
}
