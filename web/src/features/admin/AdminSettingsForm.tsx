import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { AdminSettingsForm_settings$key } from "../../__generated__/AdminSettingsForm_settings.graphql";
import type { AdminSettingsFormUpdateMutation } from "../../__generated__/AdminSettingsFormUpdateMutation.graphql";
import { errorText, fieldErrorsOf, type KeyedError } from "../../lib/error-text";
import { type AppError, appErrorOf } from "../../relay/app-error";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { AdminSettingField } from "./AdminSettingField";
import { changedValues, draftsOf } from "./settings-form";

// The settings as one form. Save sends only the values that changed, all at once; the server
// checks each and names the ones it refuses, shown beside their field. Its answer is every
// setting as it now is, which the store takes and the form starts again from.

const settingsFragment = graphql`
  fragment AdminSettingsForm_settings on PlatformSetting @relay(plural: true) {
    key
    kind
    value
    ...AdminSettingField_setting
  }
`;

const updateMutation = graphql`
  mutation AdminSettingsFormUpdateMutation($values: JSON!) {
    updateSettings(values: $values) {
      __typename
      ... on UpdateSettingsPayload {
        settings {
          ...AdminSettingsForm_settings
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

export function AdminSettingsForm({
  settings: key,
  editable,
  justSaved,
  onSaved,
}: {
  settings: AdminSettingsForm_settings$key;
  editable: boolean;
  /** The form starts again from what a save answered: it says so until the next change. */
  justSaved: boolean;
  onSaved: (settings: AdminSettingsForm_settings$key) => void;
}) {
  const { t } = useTranslation("admin");
  const settings = useFragment(settingsFragment, key);
  const [drafts, setDrafts] = useState(() => draftsOf(settings));
  const [failure, setFailure] = useState<AppError | KeyedError | null>(null);
  const [saved, setSaved] = useState(justSaved);
  const [save, saving] = useMutationPromise<AdminSettingsFormUpdateMutation>(updateMutation);
  const changes = changedValues(settings, drafts);
  const changed = Object.keys(changes).length > 0;

  // The server names each value it refuses; each is said beside its field.
  const refused = failure && "fieldErrors" in failure ? failure.fieldErrors : [];
  const { fields, other } = fieldErrorsOf(refused, new Set(settings.map((setting) => setting.key)));
  const alert = !failure
    ? null
    : refused.length > 0 && other.length === 0
      ? t("settings.fixFields")
      : errorText(t, other[0] ?? failure, t("settings.failed"));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!changed || saving) return;
    setFailure(null);
    setSaved(false);
    try {
      const { updateSettings: answer } = await save({ values: changes });
      const error = appErrorOf(answer);
      if (error) setFailure(error);
      else if (answer.__typename === "UpdateSettingsPayload") onSaved(answer.settings);
    } catch (error) {
      setFailure(error as KeyedError);
    }
  }

  return (
    <form className="admin-settings" onSubmit={submit} noValidate>
      {editable ? null : <p>{t("settings.readOnly")}</p>}
      <ul className="admin-settings__list">
        {settings.map((setting) => (
          <AdminSettingField
            key={setting.key}
            setting={setting}
            draft={drafts[setting.key]}
            error={
              fields[setting.key] ? errorText(t, fields[setting.key], t("settings.failed")) : null
            }
            editable={editable}
            onChange={(draft) => {
              setSaved(false);
              setDrafts((all) => ({ ...all, [setting.key]: draft }));
            }}
          />
        ))}
      </ul>
      {alert ? (
        <p role="alert" className="admin-page__notice">
          {alert}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="admin-page__notice">
          {t("settings.saved")}
        </p>
      ) : null}
      {editable ? (
        <button type="submit" className="button button--primary" disabled={!changed || saving}>
          {saving ? t("actions.working") : t("settings.save")}
        </button>
      ) : null}
    </form>
  );
}
