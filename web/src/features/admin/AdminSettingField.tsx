import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type {
  AdminSettingField_setting$data,
  AdminSettingField_setting$key,
} from "../../__generated__/AdminSettingField_setting.graphql";
import { formatDate, formatNumber } from "../../lib/format";
import { type Draft, isEditable } from "./settings-form";

// One platform setting: its name in words (the key beside it for operators), its description,
// range and unit, default and last change, and the control its kind takes (settings-form.ts).

const settingFragment = graphql`
  fragment AdminSettingField_setting on PlatformSetting {
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

type Setting = AdminSettingField_setting$data;

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

export function AdminSettingField({
  setting: settingKey,
  draft,
  onChange,
  error,
  editable,
}: {
  setting: AdminSettingField_setting$key;
  draft: Draft | undefined;
  onChange: (draft: Draft) => void;
  error: string | null;
  editable: boolean;
}) {
  const { t } = useTranslation("admin");
  const setting = useFragment(settingFragment, settingKey);
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
