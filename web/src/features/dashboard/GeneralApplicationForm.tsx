import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useRelayEnvironment } from "react-relay";
import { ConnectionHandler, type Environment, type RecordSourceSelectorProxy } from "relay-runtime";
import type { GeneralApplicationFormMutation } from "../../__generated__/GeneralApplicationFormMutation.graphql";
import { ChipInput } from "../../components/ChipInput";
import { FormField } from "../../components/FormField";
import {
  type ProfileGate,
  ProfileGateNotice,
  profileGateOf,
} from "../../components/ProfileGateNotice";
import { COVER_NOTE_MAX_LENGTH, PREFERRED_ITEMS_MAX, SKILL_MAX_LENGTH } from "../../config";
import { type Check, ERRORS_NAMESPACE, errorText, fieldErrorsOf } from "../../lib/error-text";
import { dashboardPath } from "../../lib/user-type";
import { appErrorOf } from "../../relay/app-error";
import { savedJobsChanged } from "../../relay/saved-jobs-store";
import { checkUpload, UploadError, uploadAccept, uploadFile } from "../../relay/upload";
import { useMutationPromise } from "../../relay/use-mutation-promise";

const applyGeneralMutation = graphql`
  mutation GeneralApplicationFormMutation($input: GeneralApplicationInput!) {
    applyGeneral(input: $input) {
      __typename
      ... on ApplyGeneralPayload {
        application {
          id
          ...GeneralApplicationCard_application
          # What the home's list of applications shows of each.
          status
          statusChangedAt
          preferredRoles
          job {
            id
          }
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

/** The form's fields by the names the server's field errors use. */
const FIELDS = new Set(["preferred_roles", "preferred_locations", "cover_note", "resume_url"]);
type Field = "preferred_roles" | "preferred_locations" | "cover_note" | "resume_url";

/** The history list on the home, whose new first line this application is. */
const HISTORY_CONNECTION = "ApplicationHistory_applications";

/** The list's own checks, keyed as the server keys them (the same words either way). */
function checkList(items: readonly string[]): Check | null {
  if (items.length > PREFERRED_ITEMS_MAX)
    return { reason: "itemsTooMany", params: { count: PREFERRED_ITEMS_MAX } };
  if (items.some((item) => [...item].length > SKILL_MAX_LENGTH))
    return { reason: "maxLength", params: { count: SKILL_MAX_LENGTH } };
  return null;
}

/**
 * The worker's in-progress general application is now this one: the card shows it, and the
 * home's list of applications starts with it (its count one more).
 */
function showMade(store: RecordSourceSelectorProxy, viewerId: string) {
  const application = store.getRootField("applyGeneral")?.getLinkedRecord("application");
  const viewer = store.get(viewerId);
  if (!application || !viewer) return;
  viewer.setLinkedRecord(application, "generalApplication");
  const connection = ConnectionHandler.getConnection(viewer, HISTORY_CONNECTION);
  if (!connection) return;
  const edge = ConnectionHandler.createEdge(
    store,
    connection,
    application,
    "UserApplicationsConnectionEdge",
  );
  ConnectionHandler.insertEdgeBefore(connection, edge);
  const total = connection.getValue("totalCount");
  if (typeof total === "number") connection.setValue(total + 1, "totalCount");
}

/**
 * A general application: the work and places the worker wants, a few words and an optional
 * resume (else the profile's is sent). Enter in a list adds a chip and never sends; the
 * server's refusals are said beside their fields in the same words as the form's own checks.
 */
export function GeneralApplicationForm({
  viewerId,
  onMade,
}: {
  viewerId: string;
  onMade: () => void;
}) {
  const { t } = useTranslation(["dashboard", ERRORS_NAMESPACE]);
  const environment = useRelayEnvironment() as Environment;
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [roles, setRoles] = useState<readonly string[]>([]);
  const [places, setPlaces] = useState<readonly string[]>([]);
  const [note, setNote] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [gate, setGate] = useState<ProfileGate | null>(null);
  const [uploading, setUploading] = useState(false);
  const [applyGeneral, submitting] =
    useMutationPromise<GeneralApplicationFormMutation>(applyGeneralMutation);
  const busy = uploading || submitting;
  // Opened by a tap on the card's button, which is gone now: the first field takes the focus.
  useEffect(() => {
    document.getElementById(`${id}-preferred_roles`)?.focus();
  }, [id]);

  const focusFirst = (found: Partial<Record<Field, string>>) => {
    const first = (["preferred_roles", "preferred_locations", "cover_note", "resume_url"] as const)
      .filter((field) => found[field])
      .at(0);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const choose = (chosen: File | null) => {
    const problem = chosen ? checkUpload(chosen, "resume") : null;
    setErrors((current) => ({
      ...current,
      resume_url: problem ? t(problem, { ns: ERRORS_NAMESPACE }) : undefined,
    }));
    setFile(problem ? null : chosen);
    if (problem && fileRef.current) fileRef.current.value = "";
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setGate(null);
    const rolesCheck = checkList(roles);
    const placesCheck = checkList(places);
    const found: Partial<Record<Field, string>> = {
      preferred_roles: rolesCheck ? errorText(t, rolesCheck, "") : undefined,
      preferred_locations: placesCheck ? errorText(t, placesCheck, "") : undefined,
      resume_url: errors.resume_url,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      focusFirst(found);
      return;
    }
    let resumeUrl: string | null = null;
    if (file) {
      setUploading(true);
      try {
        resumeUrl = (await uploadFile(file, "resume")).url;
      } catch (error) {
        const text =
          error instanceof UploadError ? errorText(t, error, t("common:upload.failed")) : null;
        const found = { resume_url: text ?? t("common:upload.failed") };
        setErrors(found);
        focusFirst(found);
        return;
      } finally {
        setUploading(false);
      }
    }
    try {
      const { applyGeneral: answer } = await applyGeneral(
        {
          input: {
            preferredRoles: roles,
            preferredLocations: places,
            coverNote: note.trim() || null,
            resumeUrl,
          },
        },
        { updater: (store) => showMade(store, viewerId) },
      );
      if (answer.__typename === "ApplyGeneralPayload") {
        // "My applications" fetches again on its next visit.
        savedJobsChanged(environment);
        onMade();
        return;
      }
      const error = appErrorOf(answer);
      const refused = error ? profileGateOf(error) : null;
      if (refused) {
        setGate(refused);
        return;
      }
      const { fields, other } = fieldErrorsOf(error?.fieldErrors ?? [], FIELDS);
      const worded = Object.fromEntries(
        Object.entries(fields).map(([field, found]) => [field, errorText(t, found, "")]),
      ) as Partial<Record<Field, string>>;
      setErrors(worded);
      focusFirst(worded);
      const unplaced = other[0] ?? (Object.keys(worded).length ? null : error);
      setFailure(unplaced ? errorText(t, unplaced, t("general.failed")) : null);
    } catch {
      setFailure(t("general.failed"));
    }
  };

  const field = (name: Field, label: string) => ({
    id: `${id}-${name}`,
    name,
    label,
    error: errors[name],
  });

  return (
    <form className="general-form" noValidate onSubmit={submit} aria-busy={busy}>
      <FormField
        {...field("preferred_roles", t("general.roles"))}
        hint={t("general.rolesHint", { max: PREFERRED_ITEMS_MAX })}
      >
        {(control) => (
          <ChipInput
            id={control.id}
            control={control}
            value={roles}
            onChange={(value) => {
              setRoles(value);
              setErrors((current) => ({ ...current, preferred_roles: undefined }));
            }}
          />
        )}
      </FormField>
      <FormField
        {...field("preferred_locations", t("general.places"))}
        hint={t("general.placesHint", { max: PREFERRED_ITEMS_MAX })}
      >
        {(control) => (
          <ChipInput
            id={control.id}
            control={control}
            value={places}
            onChange={(value) => {
              setPlaces(value);
              setErrors((current) => ({ ...current, preferred_locations: undefined }));
            }}
          />
        )}
      </FormField>
      <FormField {...field("cover_note", t("general.note"))} hint={t("general.noteHint")}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={COVER_NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setErrors((current) => ({ ...current, cover_note: undefined }));
            }}
          />
        )}
      </FormField>
      <FormField {...field("resume_url", t("general.resume"))} hint={t("general.resumeHint")}>
        {(control) => (
          <input
            {...control}
            ref={fileRef}
            type="file"
            className="general-form__file"
            accept={uploadAccept("resume")}
            disabled={busy}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
      {failure ? (
        <p className="alert general-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      {gate ? <ProfileGateNotice back={dashboardPath("labour")} gate={gate} /> : null}
      <button
        type="submit"
        className="button button--primary general-form__submit"
        aria-disabled={busy}
      >
        {uploading ? t("general.uploading") : submitting ? t("general.sending") : t("general.send")}
      </button>
    </form>
  );
}
