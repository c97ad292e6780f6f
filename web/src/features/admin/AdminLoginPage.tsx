import "./admin.css";
import { type FormEvent, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from "react-relay";
import { useNavigate, useSearchParams } from "react-router";
import { fetchQuery } from "relay-runtime";
import type { AdminLoginPageCreateMutation } from "../../__generated__/AdminLoginPageCreateMutation.graphql";
import type { AdminLoginPageExistsQuery } from "../../__generated__/AdminLoginPageExistsQuery.graphql";
import type { AdminLoginPageMutation } from "../../__generated__/AdminLoginPageMutation.graphql";
import type { AdminLoginPageViewerQuery } from "../../__generated__/AdminLoginPageViewerQuery.graphql";
import { PageSpinner } from "../../components/Spinner";
import { errorText, type KeyedError } from "../../lib/error-text";
import { appErrorOf } from "../../relay/app-error";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { AdminLanguage } from "./AdminLanguage";
import { ADMIN_HOME_PATH, adminEnvironment, EXPIRED_PARAM, setAdminToken } from "./admin-session";
import { checkSetup, SETUP_FIELDS, type SetupField, serverField } from "./first-admin";

// /admin/login (SPEC sections 2, 7 and 8): signs an admin in, or, while no admin exists, sets up
// the first one (a superuser). The token is checked by fetching the admin's profile before it is
// kept; the messages are section 8's, in that order.

const existsQuery = graphql`
  query AdminLoginPageExistsQuery {
    adminExists
  }
`;

const loginMutation = graphql`
  mutation AdminLoginPageMutation($username: String!, $password: String!) {
    adminLogin(username: $username, password: $password) {
      __typename
      ... on AdminLoginPayload {
        accessToken
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

const createMutation = graphql`
  mutation AdminLoginPageCreateMutation($input: AdminFieldsInput!) {
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

const viewerQuery = graphql`
  query AdminLoginPageViewerQuery {
    adminViewer {
      id
    }
  }
`;

function value(form: FormData, name: string): string {
  const field = form.get(name);
  return typeof field === "string" ? field : "";
}

function SignInForm() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(
    params.has(EXPIRED_PARAM) ? t("adminSessionExpired", { ns: "errors" }) : null,
  );
  const [login, signingIn] = useMutationPromise<AdminLoginPageMutation>(loginMutation);
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    try {
      const { adminLogin: result } = await login({
        username: value(form, "username").trim(),
        password: value(form, "password"),
      });
      const failure = appErrorOf(result);
      if (failure) {
        setError(
          failure.reason === "adminLoginInvalid"
            ? t("adminLoginInvalid", { ns: "errors" })
            : errorText(t, failure, t("login.failed")),
        );
        return;
      }
      const token = result.__typename === "AdminLoginPayload" ? result.accessToken : "";
      if (!token) {
        setError(t("login.noToken"));
        return;
      }
      setChecking(true);
      const profile = await fetchQuery<AdminLoginPageViewerQuery>(
        adminEnvironment(token),
        viewerQuery,
        {},
      )
        .toPromise()
        .catch(() => null);
      setChecking(false);
      if (!profile?.adminViewer) {
        setError(t("login.noProfile"));
        return;
      }
      setAdminToken(token);
      navigate(ADMIN_HOME_PATH, { replace: true });
    } catch (failure) {
      setChecking(false);
      setError(errorText(t, failure as Error, t("login.failed")));
    }
  }

  const busy = signingIn || checking;
  return (
    <form className="admin-auth__form" onSubmit={submit} noValidate>
      <h1>{t("login.title")}</h1>
      <label htmlFor="admin-username">{t("fields.username")}</label>
      <input id="admin-username" name="username" autoComplete="username" required />
      <label htmlFor="admin-password">{t("fields.password")}</label>
      <input
        id="admin-password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      {error ? (
        <p className="admin-auth__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t("login.signingIn") : t("login.submit")}
      </button>
    </form>
  );
}

/** The first admin: a superuser, created only while no admin exists. */
function FirstAdminForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation("admin");
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<SetupField, KeyedError>>>({});
  const [create, creating] = useMutationPromise<AdminLoginPageCreateMutation>(createMutation);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      SETUP_FIELDS.map((field) => [field, value(form, field)]),
    ) as Record<SetupField, string>;
    const problems = checkSetup(values);
    setFieldErrors(problems);
    if (Object.keys(problems).length > 0) {
      setError(t("setup.fixFields"));
      return;
    }
    setError(null);
    try {
      const { createFirstAdmin: result } = await create({
        input: {
          username: values.username.trim(),
          email: values.email.trim(),
          fullName: values.fullName.trim(),
          password: values.password,
        },
      });
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

function LoginOrSetup() {
  const [fetchKey, setFetchKey] = useState(0);
  const { adminExists } = useLazyLoadQuery<AdminLoginPageExistsQuery>(
    existsQuery,
    {},
    { fetchPolicy: "network-only", fetchKey },
  );
  const { t } = useTranslation("admin");
  const [created, setCreated] = useState(false);
  useEffect(() => {
    if (adminExists) setCreated((was) => was);
  }, [adminExists]);
  if (adminExists) {
    return (
      <>
        {created ? <p className="admin-auth__notice">{t("setup.done")}</p> : null}
        <SignInForm />
      </>
    );
  }
  return (
    <FirstAdminForm
      onCreated={() => {
        setCreated(true);
        setFetchKey((key) => key + 1);
      }}
    />
  );
}

export function Component() {
  const { t } = useTranslation("admin");
  return (
    <RelayEnvironmentProvider environment={adminEnvironment(null)}>
      {/* The back office's own bar (no public header here): its name and the language. */}
      <header className="admin__bar">
        <span className="admin__brand">{t("brand")}</span>
        <AdminLanguage />
      </header>
      <div className="admin-auth">
        <Suspense fallback={<PageSpinner />}>
          <LoginOrSetup />
        </Suspense>
      </div>
    </RelayEnvironmentProvider>
  );
}
