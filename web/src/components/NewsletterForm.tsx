import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { EMAIL_MAX_LENGTH } from "../config";
import { i18n } from "../i18n/i18n";
import { loadChunk } from "../lib/chunks";
import { errorText } from "../lib/error-text";
import type { ServerFormState } from "../lib/server-form";

// The newsletter's form: an e-mail address and a consent box. Without
// JavaScript it posts to /newsletter (api/src/http/forms.ts), which answers with /newsletter?subscribed=1
// or that page drawn again with the messages; with it, subscribeNewsletter through GraphQL.

export function NewsletterForm({
  server = null,
  headingLevel = "h2",
}: {
  /** A refused post drawn again by the server (the /newsletter page). */
  server?: ServerFormState | null;
  headingLevel?: "h1" | "h2";
}) {
  // The footer is on every page and outside the pages' Suspense: it asks for no namespace but
  // the bundled "common", or every page would wait for the server's messages before it works.
  // Those come with the code on the first submit; /newsletter's route loads them itself.
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState(server?.values.email ?? "");
  const [consent, setConsent] = useState(server?.values.consent === "yes");
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const worded = (failure: ServerFormState["error"]) =>
    failure ? errorText(t, failure, t("errors:newsletterFailed")) : undefined;
  const [errors, setErrors] = useState<{ email?: string; consent?: string; form?: string }>(() => ({
    email: worded(server?.errors.email),
    consent: worded(server?.errors.consent),
    form: worded(server?.error),
  }));
  const Heading = headingLevel;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setErrors({});
    try {
      // The errors' words come with the code: a page that is only read needs neither.
      const [{ subscribe }] = await Promise.all([
        loadChunk("subscribe", () => import("../relay/subscribe")),
        i18n.loadNamespaces("errors"),
      ]);
      const error = await subscribe(email, consent);
      if (!error) {
        setDone(true);
        return;
      }
      const field = (name: string) => error.fieldErrors?.find((f) => f.field === name);
      const found = {
        email: field("email") ? errorText(t, field("email"), "") : undefined,
        consent: field("consent") ? errorText(t, field("consent"), "") : undefined,
      };
      setErrors(
        found.email || found.consent
          ? found
          : { form: errorText(t, error, t("errors:newsletterFailed")) },
      );
    } catch {
      setErrors({ form: t("errors:newsletterFailed") });
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="newsletter">
      <Heading id={`${id}-title`} className={headingLevel === "h2" ? "footer__heading" : undefined}>
        {t("footer.newsletter.title")}
      </Heading>
      {done ? (
        <p role="status">{t("footer.newsletter.done")}</p>
      ) : (
        <form method="post" action="/newsletter" noValidate onSubmit={submit}>
          <p>{t("footer.newsletter.intro")}</p>
          <label htmlFor={`${id}-email`}>{t("footer.newsletter.email")}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
          />
          {errors.email ? (
            <p id={`${id}-email-error`} className="form-field__error">
              {errors.email}
            </p>
          ) : null}
          <label className="newsletter__consent">
            <input
              type="checkbox"
              name="consent"
              value="yes"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            />
            {t("footer.newsletter.consent")}
          </label>
          {errors.consent ? (
            <p id={`${id}-consent-error`} className="form-field__error">
              {errors.consent}
            </p>
          ) : null}
          {errors.form ? (
            <p className="form-field__error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" aria-disabled={sending}>
            {sending ? t("footer.newsletter.sending") : t("footer.newsletter.submit")}
          </button>
        </form>
      )}
    </section>
  );
}
