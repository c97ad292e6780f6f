import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../../components/Avatar";
import { ERRORS_NAMESPACE, errorText, knowsReason } from "../../lib/error-text";
import { checkUpload, UploadError, uploadFile } from "../../relay/upload";
import { fieldId } from "./profile-fields";
import type { SaveProfile } from "./profile-save";

/**
 * The profile picture (an employer's logo): taken with the camera or chosen from the gallery,
 * and saved to the profile as soon as it is chosen, shown meanwhile (a picture chosen and then
 * left waiting for a second button was, to most people, a picture saved). Without one, the
 * name's initials show. A failed upload keeps the picture and offers to try again.
 */
export function PhotoField({
  name,
  src,
  logo,
  save,
}: {
  name: string;
  src: string | null | undefined;
  logo: boolean;
  save: SaveProfile;
}) {
  const { t } = useTranslation(["profile", ERRORS_NAMESPACE]);
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<"saved" | null>(null);
  const [busy, setBusy] = useState(false);
  // User.profilePicture is a signed link: an <img> loads it without the session's token.
  const stored = src ?? null;

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null | undefined) => {
    setStatus(null);
    if (!chosen) return;
    const reason = checkUpload(chosen, "profile_picture");
    setProblem(reason ? t(reason, { ns: ERRORS_NAMESPACE }) : null);
    setFile(reason ? null : chosen);
    if (!reason) void upload(chosen);
  };

  const store = async (profilePicture: string | null) => {
    const result = await save({ profilePicture });
    if (result.ok) {
      setStatus("saved");
      setFile(null);
      return;
    }
    const error = result.error?.fieldErrors[0] ?? result.error;
    setProblem(errorText(t, error, t("profileUpdateFailed", { ns: ERRORS_NAMESPACE })));
  };

  const upload = async (chosen: File | null = file) => {
    if (!chosen || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const { url } = await uploadFile(chosen, "profile_picture");
      await store(url);
    } catch (error) {
      setProblem(
        error instanceof UploadError && knowsReason(error)
          ? errorText(t, error, t("common:upload.failed"))
          : t("common:upload.failed"),
      );
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setProblem(null);
    await store(null);
    setBusy(false);
  };

  const inputId = fieldId("profile_picture");
  const problemId = `${id}-problem`;
  const label = logo ? t("photo.logo") : t("photo.label");
  return (
    <fieldset className="profile-photo" aria-busy={busy}>
      <legend>{label}</legend>
      <div className="profile-photo__row">
        {preview ? (
          <img
            className="profile-photo__preview"
            src={preview}
            alt={t("photo.preview")}
            width={96}
            height={96}
          />
        ) : (
          <Avatar key={stored ?? "none"} name={name} src={stored} size={96} />
        )}
        <div className="profile-photo__actions">
          {/* On a phone: the camera straight away, or the gallery; a computer has the second. */}
          <label className="button button--ghost profile-photo__camera">
            {t("photo.take")}
            <input
              className="visually-hidden"
              type="file"
              accept="image/*"
              capture="user"
              disabled={busy}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </label>
          <label className="button button--ghost" htmlFor={inputId}>
            {t("photo.choose")}
          </label>
          <input
            id={inputId}
            name="profile_picture"
            className="visually-hidden"
            type="file"
            accept="image/*"
            disabled={busy}
            aria-label={t("photo.choose")}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          {file ? (
            // Saving already (busy), or a try again after a failed upload.
            <button
              type="button"
              className="button button--primary"
              onClick={() => void upload()}
              disabled={busy}
            >
              {busy ? t("photo.uploading") : t("photo.save")}
            </button>
          ) : src ? (
            <button type="button" className="button button--ghost" onClick={remove} disabled={busy}>
              {t("photo.remove")}
            </button>
          ) : null}
        </div>
      </div>
      {problem ? (
        <p id={problemId} className="form-field__error" role="alert">
          {problem}
        </p>
      ) : null}
      {status ? (
        <p className="profile-section__status" role="status">
          {t("saved")}
        </p>
      ) : null}
    </fieldset>
  );
}
