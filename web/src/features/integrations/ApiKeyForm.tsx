import { API_KEY_NAME_MAX_LENGTH } from "@kaamsetu/shared/constants";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type {
  ApiKeyFormMutation,
  ApiKeyFormMutation$data,
} from "../../__generated__/ApiKeyFormMutation.graphql";
import { FormField } from "../../components/FormField";
import { errorText } from "../../lib/error-text";
import { appErrorOf } from "../../relay/app-error";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { NewKeyNotice } from "./NewKeyNotice";
import { scopeKey } from "./scope-key";

// Making a key: a name and what it may do (the scopes the server offers this employer, in
// words). The answer's key is shown once (NewKeyNotice); the new key joins the list above it.

const createMutation = graphql`
  mutation ApiKeyFormMutation($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      __typename
      ... on CreateApiKeyPayload {
        secret
        apiKey {
          id
          ...ApiKeyRow_apiKey
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

/** The new key first in the page's list (Query.apiKeys), as the server orders it. */
function listFirst(store: RecordSourceSelectorProxy<ApiKeyFormMutation$data>) {
  const made = store.getRootField("createApiKey")?.getLinkedRecord("apiKey");
  if (!made) return;
  const root = store.getRoot();
  const keys = root.getLinkedRecords("apiKeys") ?? [];
  root.setLinkedRecords(
    [made, ...keys.filter((key) => key?.getDataID() !== made.getDataID())],
    "apiKeys",
  );
}

export function ApiKeyForm({ scopes }: { scopes: readonly string[] }) {
  const { t } = useTranslation("dashboard");
  const id = useId();
  const [create, creating] = useMutationPromise<ApiKeyFormMutation>(createMutation);
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string; form?: string }>({});
  const [secret, setSecret] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (creating) return;
    setErrors({});
    try {
      const { createApiKey: answer } = await create(
        { input: { name, scopes: chosen } },
        { updater: listFirst },
      );
      if (answer.__typename === "CreateApiKeyPayload") {
        setSecret(answer.secret);
        setName("");
        setChosen([]);
        return;
      }
      const error = answer.__typename === "AppError" ? appErrorOf(answer) : null;
      const found: typeof errors = {};
      for (const failure of error?.fieldErrors ?? []) {
        if (failure.field === "name" || failure.field === "scopes") {
          found[failure.field] ??= errorText(t, failure, "");
        }
      }
      if (!found.name && !found.scopes) {
        found.form = errorText(t, error, t("integrations.createFailed"));
      }
      setErrors(found);
    } catch {
      setErrors({ form: t("integrations.createFailed") });
    }
  }

  const toggle = (scope: string) =>
    setChosen((now) => (now.includes(scope) ? now.filter((s) => s !== scope) : [...now, scope]));

  return (
    <section className="card api-key-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("integrations.create")}</h2>
      {secret ? <NewKeyNotice secret={secret} onDone={() => setSecret(null)} /> : null}
      <form onSubmit={submit} noValidate>
        <FormField
          id={`${id}-name`}
          name="name"
          label={t("integrations.name")}
          hint={t("integrations.nameHint")}
          required
          error={errors.name}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={API_KEY_NAME_MAX_LENGTH}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </FormField>
        <fieldset
          className="api-key-form__scopes"
          aria-describedby={errors.scopes ? `${id}-scopes-error` : undefined}
        >
          <legend>{t("integrations.scopes")}</legend>
          {scopes.map((scope) => (
            <label key={scope} className="api-key-form__scope">
              <input
                type="checkbox"
                name="scopes"
                value={scope}
                checked={chosen.includes(scope)}
                onChange={() => toggle(scope)}
              />
              <span>
                {t(scopeKey(scope), { defaultValue: scope })} <code>{scope}</code>
              </span>
            </label>
          ))}
          {errors.scopes ? (
            <p id={`${id}-scopes-error`} className="form-field__error">
              {errors.scopes}
            </p>
          ) : null}
        </fieldset>
        {errors.form ? (
          <p role="alert" className="form-field__error">
            {errors.form}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" aria-busy={creating}>
          {creating ? t("integrations.creating") : t("integrations.createButton")}
        </button>
      </form>
    </section>
  );
}
