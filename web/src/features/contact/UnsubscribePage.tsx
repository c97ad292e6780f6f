import "./contact.css";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { Link, useSearchParams } from "react-router";
import type { UnsubscribePageMutation } from "../../__generated__/UnsubscribePageMutation.graphql";
import { ERRORS_NAMESPACE, errorText } from "../../lib/error-text";
import { usePageHead } from "../../lib/page-head";
import { useServerForm } from "../../lib/server-form";
import { appErrorOf } from "../../relay/app-error";
import { useMutationPromise } from "../../relay/use-mutation-promise";

// /newsletter/unsubscribe?token=... (the signed link every newsletter mail carries): a button,
// not the link itself, ends the subscription, so a mail scanner opening links unsubscribes no
// one. Without JavaScript the button posts the token (api/src/http/forms.ts); with it, through
// unsubscribeNewsletter. No sign-in either way.

const unsubscribeMutation = graphql`
  mutation UnsubscribePageMutation($token: String!) {
    unsubscribeNewsletter(token: $token) {
      __typename
      ... on NewsletterPayload {
        done
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

export function Component() {
  const { t } = useTranslation(["contact", ERRORS_NAMESPACE, "common"]);
  const server = useServerForm();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState(params.get("done") === "1");
  const [error, setError] = useState(() =>
    server?.error ? errorText(t, server.error, t("errors:newsletterFailed")) : null,
  );
  const [unsubscribe, sending] = useMutationPromise<UnsubscribePageMutation>(unsubscribeMutation);
  usePageHead({ title: `${t("contact:unsubscribe.title")} · ${t("common:appName")}` });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setError(null);
    try {
      const { unsubscribeNewsletter: answer } = await unsubscribe({ token });
      if (answer.__typename === "NewsletterPayload") setDone(true);
      else setError(errorText(t, appErrorOf(answer), t("errors:newsletterFailed")));
    } catch {
      setError(t("errors:newsletterFailed"));
    }
  }

  return (
    <section className="contact-page container">
      <h1>{t("contact:unsubscribe.title")}</h1>
      {done ? (
        <p role="status">{t("contact:unsubscribe.done")}</p>
      ) : (
        <form method="post" action="/newsletter/unsubscribe" onSubmit={submit}>
          <input type="hidden" name="token" value={token} />
          <p>{t("contact:unsubscribe.intro")}</p>
          {error ? (
            <p className="form-field__error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" aria-disabled={sending}>
            {t("contact:unsubscribe.submit")}
          </button>
        </form>
      )}
      <p>
        <Link to="/">{t("contact:home")}</Link>
      </p>
    </section>
  );
}
