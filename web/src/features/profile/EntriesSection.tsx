import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { enterMovesOn } from "../../lib/enter-key";
import { ERRORS_NAMESPACE, errorText, fieldErrorsOf } from "../../lib/error-text";
import { type EntryKind, useEntryActions } from "./entry-save";
import { FieldControl } from "./FieldControl";
import { EDUCATION_FIELDS, EXPERIENCE_FIELDS, type FieldSpec } from "./profile-fields";
import type { SaveResult } from "./profile-save";
import { type FieldValue, inputFrom, type Values, valuesOf } from "./profile-values";

type Entry = { readonly id: string } & Record<string, unknown>;

const entryId = (kind: EntryKind, entry: string, field: string) =>
  `profile-${kind}-${entry}-${field}`;

/** One entry's form: a new one (id null) or an edit; its errors at its fields. */
function EntryForm({
  kind,
  entry,
  fields,
  save,
  busy,
  onDone,
  onCancel,
}: {
  kind: EntryKind;
  entry: Entry | null;
  fields: readonly FieldSpec[];
  save: (input: Record<string, unknown>) => Promise<SaveResult>;
  busy: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(["profile", ERRORS_NAMESPACE]);
  const [values, setValues] = useState<Values>(() => valuesOf(fields, entry ?? {}));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const key = entry?.id ?? "new";
  const idOf = (field: string) => entryId(kind, key, field);

  const change = (field: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailed(null);
    const input = inputFrom(fields, values);
    const local: Record<string, string> = {};
    for (const spec of fields) {
      if (Number.isNaN(input[spec.key])) {
        local[spec.name] = t("numberInvalid", { ns: ERRORS_NAMESPACE });
      }
    }
    let found = local;
    if (!Object.keys(local).length) {
      const result = await save(input);
      if (result.ok) return onDone();
      const shown = new Set(fields.map((spec) => spec.name));
      const { fields: byField, other } = fieldErrorsOf(result.error?.fieldErrors ?? [], shown);
      found = Object.fromEntries(
        Object.entries(byField).map(([field, error]) => [field, errorText(t, error, "")]),
      );
      setFailed(
        other[0] ? errorText(t, other[0], "") : t("profileUpdateFailed", { ns: ERRORS_NAMESPACE }),
      );
    }
    setErrors(found);
    const first = fields.find((spec) => found[spec.name]);
    if (first) document.getElementById(idOf(first.name))?.focus();
  };

  return (
    <form
      className="profile-entry__form"
      noValidate
      onSubmit={submit}
      aria-busy={busy}
      {...enterMovesOn()}
    >
      {fields.map((spec) => (
        <FieldControl
          key={spec.name}
          spec={spec}
          values={values}
          error={errors[spec.name]}
          onChange={change}
          idOf={idOf}
        />
      ))}
      {failed ? (
        <p className="alert" role="alert">
          {failed}
        </p>
      ) : null}
      <div className="profile-entry__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy}>
          {busy ? t("saving") : t("save")}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}

/** The entry in one line: what and where, and when. */
function summary(kind: EntryKind, entry: Entry, t: (key: string) => string): string {
  const years = [entry.startYear, entry.endYear].filter((year) => year != null).join("–");
  const what =
    kind === "education"
      ? [t(`educationType.${entry.type}`), entry.instituteName].filter(Boolean).join(", ")
      : [entry.positionTitle, entry.company].filter(Boolean).join(", ");
  return years ? `${what} (${years})` : what;
}

/** A worker's education or experience: listed in order, each edited, removed or moved. */
export function EntriesSection({
  kind,
  entries,
  open,
  onToggle,
}: {
  kind: EntryKind;
  entries: readonly Entry[];
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation(["profile", ERRORS_NAMESPACE]);
  const actions = useEntryActions(kind);
  const [editing, setEditing] = useState<string | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text?: string } | null>(null);
  const fields = kind === "education" ? EDUCATION_FIELDS : EXPERIENCE_FIELDS;

  const report = (result: SaveResult) =>
    setStatus(
      result.ok ? { ok: true } : { ok: false, text: errorText(t, result.error, "") || undefined },
    );

  const move = async (index: number, by: -1 | 1) => {
    const ids = entries.map((entry) => entry.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    report(await actions.reorder(ids));
  };

  const bodyId = `profile-section-${kind}`;
  const title = t(`sections.${kind}`);
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
        {entries.length === 0 ? <p>{t(`entries.none.${kind}`)}</p> : null}
        <ol className="profile-entries">
          {entries.map((entry, index) => (
            <li key={entry.id} className="profile-entry">
              {editing === entry.id ? (
                <EntryForm
                  kind={kind}
                  entry={entry}
                  fields={fields}
                  busy={actions.busy}
                  save={(input) => actions.save(entry.id, input)}
                  onDone={() => {
                    setEditing(null);
                    setStatus({ ok: true });
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <>
                  <p className="profile-entry__summary">{summary(kind, entry, t)}</p>
                  <div className="profile-entry__actions">
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => setEditing(entry.id)}
                    >
                      {t("entries.edit")}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={index === 0 || actions.busy}
                      onClick={() => move(index, -1)}
                    >
                      {t("entries.up")}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={index === entries.length - 1 || actions.busy}
                      onClick={() => move(index, 1)}
                    >
                      {t("entries.down")}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={actions.busy}
                      onClick={async () => report(await actions.remove(entry.id))}
                    >
                      {t("entries.remove")}
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ol>
        {editing === "new" ? (
          <EntryForm
            kind={kind}
            entry={null}
            fields={fields}
            busy={actions.busy}
            save={(input) => actions.save(null, input)}
            onDone={() => {
              setEditing(null);
              setStatus({ ok: true });
            }}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setStatus(null);
              setEditing("new");
            }}
          >
            {t(`entries.add.${kind}`)}
          </button>
        )}
        {status ? (
          <div
            className={status.ok ? "profile-section__status" : "alert"}
            role={status.ok ? "status" : "alert"}
          >
            <p>{status.ok ? t("saved") : t("profileUpdateFailed", { ns: ERRORS_NAMESPACE })}</p>
            {status.text ? <p>{status.text}</p> : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
