import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { useNavigate, useSearchParams } from "react-router";
import { fetchQuery } from "relay-runtime";
import type { AdminSignInFormMutation } from "../../__generated__/AdminSignInFormMutation.graphql";
import type { AdminSignInFormViewerQuery } from "../../__generated__/AdminSignInFormViewerQuery.graphql";
import { errorText } from "../../lib/error-text";
import { appErrorOf } from "../../relay/app-error";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { ADMIN_HOME_PATH, adminEnvironment, EXPIRED_PARAM, setAdminToken } from "./admin-session";
import { formValue } from "./form-value";

// Signing an admin in: the token is checked by fetching the admin's profile before it is kept;
// the messages are SPEC section 8's, in that order.

const loginMutation = graphql`
  mutation AdminSignInFormMutation($username: String!, $password: String!) {
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

const viewerQuery = graphql`
  query AdminSignInFormViewerQuery {
    adminViewer {
      id
    }
  }
`;

export function AdminSignInForm() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(
    params.has(EXPIRED_PARAM) ? t("adminSessionExpired", { ns: "errors" }) : null,
  );
  const [login, signingIn] = useMutationPromise<AdminSignInFormMutation>(loginMutation);
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    try {
      const { adminLogin: result } = await login({
        username: formValue(form, "username").trim(),
        password: formValue(form, "password"),
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
      const profile = await fetchQuery<AdminSignInFormViewerQuery>(
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
