import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay";
import type {
  AdminSettingsPage_settings$data,
  AdminSettingsPage_settings$key,
} from "../../__generated__/AdminSettingsPage_settings.graphql";
import type { AdminSettingsPageQuery } from "../../__generated__/AdminSettingsPageQuery.graphql";
import type { AdminSettingsPageUpdateMutation } from "../../__generated__/AdminSettingsPageUpdateMutation.graphql";
import { errorText, fieldErrorsOf, type KeyedError } from "../../lib/error-text";
import { formatDate, formatNumber } from "../../lib/format";
import { type AppError, appErrorOf } from "../../relay/app-error";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { useAdminMay } from "./admin-access";
import { changedValues, type Draft, draftsOf, isEditable } from "./settings-form";

// The settings section: every platform setting the server's catalogue
// has, each shown by its kind (settings-form.ts) with its description, default and when it last
// changed. Save sends only the values that changed, all at once; the server checks each and
// names the ones it refuses, shown beside their field. The controls are there for an admin the
// server lets change settings (SETTINGS_UPDATE); anyone else sees the values only.

const settingsFragment = graphql`
  fragment AdminSettingsPage_settings on PlatformSetting @relay(plural: true) {
    key
    description
    kind
    value
    defaultValue
    isDefault
    minimum
    maximum
    maxLength
    format
    updatedAt
  }
`;

const settingsQuery = graphql`
  query AdminSettingsPageQuery {
    adminSettings {
      ...AdminSettingsPage_settings
    }
  }
`;

const updateMutation = graphql`
  mutation AdminSettingsPageUpdateMutation($values: JSON!) {
    updateSettings(values: $values) {
      __typename
      ... on UpdateSettingsPayload {
        settings {
          ...AdminSettingsPage_settings
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

type Setting = AdminSettingsPage_settings$data[number];

/** A setting's value in words: a number, yes or no, a text or "not set". */
function useValueText() {
  const { t } = useTranslation("admin");
  return (kind: string, value: unknown): string => {
    if (value === null || value === undefined || value === "") return t("settings.notSet");
    if (kind === "BOOLEAN" && typeof value === "boolean") {
      return value ? t("settings.yes") : t("settings.no");
    }
    if (typeof value === "number") return formatNumber(value);
    return typeof value === "string" ? value : JSON.stringify(value);
  };
}

/** The text input's own limits once the catalogue gives them (the TEXT kind's fields). */
function textLimits(setting: Setting): { maxLength?: number; type: string } {
  const maxLength = setting.maxLength ?? undefined;
  const type = setting.format === "PHONE" ? "tel" : setting.format === "URL" ? "url" : "text";
  return { maxLength, type };
}

function Field({
  setting,
  draft,
  onChange,
  error,
  editable,
}: {
  setting: Setting;
  draft: Draft | undefined;
  onChange: (draft: Draft) => void;
  error: string | null;
  editable: boolean;
}) {
  const { t } = useTranslation("admin");
  const valueText = useValueText();
  const id = `setting-${setting.key}`;
  const kind: string = setting.kind;
  const description = t(`settings.descriptions.${setting.key}`, {
    defaultValue: setting.description,
  });
  const unit = t(`settings.units.${setting.key}`, { defaultValue: "" });
  // The name in words; the key stays beside it, small, for operators who read logs and SQL.
  // A setting newer than this screen's words is named by its key alone.
  const words = t(`settings.labels.${setting.key}`, { defaultValue: "" });
  const label = words ? (
    <>
      {words}
      {unit ? ` (${unit})` : ""}
    </>
  ) : (
    <code>{setting.key}</code>
  );
  const range =
    kind === "INTEGER" && setting.minimum != null && setting.maximum != null
      ? { min: formatNumber(setting.minimum), max: formatNumber(setting.maximum) }
      : null;
  const hint = range
    ? unit
      ? t("settings.rangeUnit", { ...range, unit })
      : t("settings.range", range)
    : null;
  const describedBy = [`${id}-about`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const common = {
    id,
    name: setting.key,
    disabled: !editable,
    "aria-describedby": describedBy,
    "aria-invalid": error ? true : undefined,
  } as const;

  let control: ReactNode;
  if (kind === "BOOLEAN") {
    control = (
      <input
        {...common}
        type="checkbox"
        checked={draft === true}
        onChange={(event) => onChange(event.target.checked)}
      />
    );
  } else if (kind === "INTEGER") {
    control = (
      <input
        {...common}
        type="number"
        inputMode="numeric"
        step={1}
        min={setting.minimum ?? undefined}
        max={setting.maximum ?? undefined}
        value={typeof draft === "string" ? draft : ""}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  } else if (kind === "TEXT") {
    const limits = textLimits(setting);
    control = (
      <input
        {...common}
        type={limits.type}
        maxLength={limits.maxLength}
        value={typeof draft === "string" ? draft : ""}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  } else {
    control = (
      <p id={id} className="admin-setting__value">
        {valueText(kind, setting.value)}
      </p>
    );
  }

  return (
    <li className="admin-setting">
      <div className="admin-setting__head">
        {isEditable(kind) ? (
          <label htmlFor={id} className="admin-setting__label">
            {label}
          </label>
        ) : (
          <span className="admin-setting__label">{label}</span>
        )}
        {words ? (
          <code className="admin-setting__key" title={t("settings.keyLabel")}>
            {setting.key}
          </code>
        ) : null}
        {setting.isDefault ? (
          <span className="admin-setting__badge">{t("settings.defaultBadge")}</span>
        ) : null}
      </div>
      <div id={`${id}-about`} className="admin-setting__about">
        <p>{description}</p>
        {hint ? <p>{hint}</p> : null}
        <p>
          {t("settings.default", { value: valueText(kind, setting.defaultValue) })}
          {setting.updatedAt
            ? ` · ${t("settings.updated", { date: formatDate(String(setting.updatedAt)) })}`
            : ""}
        </p>
        {isEditable(kind) ? null : <p>{t("settings.readOnlyKind")}</p>}
      </div>
      {control}
      {error ? (
        <p id={`${id}-error`} className="admin-setting__error">
          {error}
        </p>
      ) : null}
    </li>
  );
}

function Settings({
  settings: key,
  editable,
  justSaved,
  onSaved,
}: {
  settings: AdminSettingsPage_settings$key;
  editable: boolean;
  /** The form starts again from what a save answered: it says so until the next change. */
  justSaved: boolean;
  onSaved: (settings: AdminSettingsPage_settings$key) => void;
}) {
  const { t } = useTranslation("admin");
  const settings = useFragment(settingsFragment, key);
  const [drafts, setDrafts] = useState(() => draftsOf(settings));
  const [failure, setFailure] = useState<AppError | KeyedError | null>(null);
  const [saved, setSaved] = useState(justSaved);
  const [save, saving] = useMutationPromise<AdminSettingsPageUpdateMutation>(updateMutation);
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
          <Field
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

function SettingsSection({ editable }: { editable: boolean }) {
  const { adminSettings } = useLazyLoadQuery<AdminSettingsPageQuery>(
    settingsQuery,
    {},
    // The form starts from these values: the server's now, not a copy kept from an earlier visit.
    { fetchPolicy: "network-only" },
  );
  // After a save, the settings as the server then answered; a new form starts from them.
  const [saved, setSaved] = useState<{ settings: AdminSettingsPage_settings$key; n: number }>();
  return (
    <Settings
      key={saved?.n ?? 0}
      settings={saved?.settings ?? adminSettings}
      editable={editable}
      justSaved={saved !== undefined}
      onSaved={(settings) => setSaved((last) => ({ settings, n: (last?.n ?? 0) + 1 }))}
    />
  );
}

export function Component() {
  const { t } = useTranslation("admin");
  const may = useAdminMay();
  return (
    <section className="admin-page">
      <h1>{t("settings.title")}</h1>
      {may("SETTINGS_READ") ? (
        <SettingsSection editable={may("SETTINGS_UPDATE")} />
      ) : (
        <p role="alert">{t("permissionDenied", { ns: "errors" })}</p>
      )}
    </section>
  );
}
