import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import type { AdminFirstAdminFormCreateMutation } from "../../__generated__/AdminFirstAdminFormCreateMutation.graphql";
import { errorText, type KeyedError } from "../../lib/error-text";
import { appErrorOf } from "../../relay/app-error";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { checkSetup, SETUP_FIELDS, type SetupField, serverField } from "./first-admin";
import { formValue } from "./form-value";

// Setting up the first admin (a superuser), only while no admin exists: every problem is said at
// once, beside its field. Once the server has made it, the store learns an admin exists (the
// mutation's updater), and the page offers signing in.

const createMutation = graphql`
  mutation AdminFirstAdminFormCreateMutation($input: AdminFieldsInput!) {
    createFirstAdmin(input: $input) {
      __typename
      ... on AdminPayload {
        admin {
          id
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

/** The first admin: a superuser, created only while no admin exists. */
export function AdminFirstAdminForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation("admin");
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<SetupField, KeyedError>>>({});
  const [create, creating] = useMutationPromise<AdminFirstAdminFormCreateMutation>(createMutation);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      SETUP_FIELDS.map((field) => [field, formValue(form, field)]),
    ) as Record<SetupField, string>;
    const problems = checkSetup(values);
    setFieldErrors(problems);
    if (Object.keys(problems).length > 0) {
      setError(t("setup.fixFields"));
      return;
    }
    setError(null);
    try {
      const { createFirstAdmin: result } = await create(
        {
          input: {
            username: values.username.trim(),
            email: values.email.trim(),
            fullName: values.fullName.trim(),
            password: values.password,
          },
        },
        {
          updater: (store) => {
            const answer = store.getRootField("createFirstAdmin");
            if (answer?.getType() === "AdminPayload") store.getRoot().setValue(true, "adminExists");
          },
        },
      );
      const failure = appErrorOf(result);
      if (failure) {
        // Every field the server refuses is said beside it, all at once.
        const byField: Partial<Record<SetupField, KeyedError>> = {};
        const other: KeyedError[] = [];
        for (const refused of failure.fieldErrors ?? []) {
          const field = serverField(refused.field);
          if (field) {
            byField[field] ??= refused;
          } else other.push(refused);
        }
        setFieldErrors(byField);
        setError(
          Object.keys(byField).length > 0 && other.length === 0
            ? t("setup.fixFields")
            : errorText(t, other[0] ?? failure, t("setup.failed")),
        );
        return;
      }
      onCreated();
    } catch (failure) {
      setError(errorText(t, failure as Error, t("setup.failed")));
    }
  }

  const field = (
    name: SetupField,
    label: string,
    props: { type?: string; autoComplete: string },
  ) => {
    const id = `admin-setup-${name}`;
    const problem = fieldErrors[name];
    return (
      <>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          required
          {...props}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        {problem ? (
          <p id={`${id}-error`} className="admin-auth__field-error">
            {errorText(t, problem, t("setup.failed"))}
          </p>
        ) : null}
      </>
    );
  };

  return (
    <form className="admin-auth__form" onSubmit={submit} noValidate>
      <h1>{t("setup.title")}</h1>
      <p>{t("setup.intro")}</p>
      {field("username", t("fields.username"), { autoComplete: "username" })}
      {field("email", t("fields.email"), { type: "email", autoComplete: "email" })}
      {field("fullName", t("fields.fullName"), { autoComplete: "name" })}
      {field("password", t("fields.password"), { type: "password", autoComplete: "new-password" })}
      {field("confirm", t("fields.confirmPassword"), {
        type: "password",
        autoComplete: "new-password",
      })}
      {error ? (
        <p className="admin-auth__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={creating}>
        {t("setup.submit")}
      </button>
    </form>
  );
}
