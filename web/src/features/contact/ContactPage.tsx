import { enterMovesOn } from "../../lib/enter-key";
import "./contact.css";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { Link, useSearchParams } from "react-router";
import type {
  ContactPageMutation,
  ContactTopic,
} from "../../__generated__/ContactPageMutation.graphql";
import { FormField } from "../../components/FormField";
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_TOPICS,
  EMAIL_MAX_LENGTH,
} from "../../config";
import { currentLanguage } from "../../i18n/current";
import { ERRORS_NAMESPACE, errorText } from "../../lib/error-text";
import { usePageHead } from "../../lib/page-head";
import { useServerForm } from "../../lib/server-form";
import { appErrorOf } from "../../relay/app-error";
import { useMutationPromise } from "../../relay/use-mutation-promise";

// /contact: name, a mobile number or an e-mail address (at least one), a topic
// and a message. Without JavaScript the form posts to /contact and the server answers with this
// page again (its messages and what was typed: useServerForm) or with ?sent=1; with it, the same
// fields go through sendContactMessage and the page stays.

const sendMutation = graphql`
  mutation ContactPageMutation($input: SendContactMessageInput!) {
    sendContactMessage(input: $input) {
      __typename
      ... on SendContactMessagePayload {
        sent
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

const FIELDS = ["name", "phone_number", "email", "topic", "message"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { name: "", phone_number: "", email: "", topic: "", message: "" };

export function Component() {
  const { t } = useTranslation(["contact", ERRORS_NAMESPACE, "common"]);
  const id = useId();
  const server = useServerForm();
  const [params] = useSearchParams();
  const [values, setValues] = useState<Values>(() => ({
    ...EMPTY,
    ...Object.fromEntries(FIELDS.map((field) => [field, server?.values[field] ?? ""])),
  }));
  const [errors, setErrors] = useState<Partial<Record<Field | "form", string>>>(() => ({
    ...Object.fromEntries(
      Object.entries(server?.errors ?? {}).map(([field, failure]) => [
        field,
        errorText(t, failure, t("errors:validationError")),
      ]),
    ),
    ...(server?.error ? { form: errorText(t, server.error, t("errors:messageSendFailed")) } : {}),
  }));
  const [sent, setSent] = useState(params.get("sent") === "1");
  const [send, sending] = useMutationPromise<ContactPageMutation>(sendMutation);
  usePageHead({
    title: `${t("contact:title")} · ${t("common:appName")}`,
    description: t("contact:description"),
  });

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setErrors({});
    try {
      const { sendContactMessage: answer } = await send({
        input: {
          name: values.name,
          phoneNumber: values.phone_number || null,
          email: values.email || null,
          // Unchosen: the server names it (contactTopicInvalid), as it does without JavaScript.
          topic: (values.topic || null) as ContactTopic | null,
          message: values.message,
          language: currentLanguage(),
        },
      });
      if (answer.__typename === "SendContactMessagePayload") {
        setValues(EMPTY);
        setSent(true);
        return;
      }
      const error = appErrorOf(answer);
      const found: typeof errors = {};
      for (const failure of error?.fieldErrors ?? []) {
        const field = failure.field as Field;
        if (FIELDS.includes(field)) found[field] ??= errorText(t, failure, "");
      }
      if (Object.keys(found).length === 0) {
        found.form = errorText(t, error, t("errors:messageSendFailed"));
      }
      setErrors(found);
    } catch {
      setErrors({ form: t("errors:messageSendFailed") });
    }
  }

  if (sent) {
    return (
      <section className="contact-page container" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{t("contact:title")}</h1>
        <p className="contact-page__sent" role="status">
          {t("contact:sent")}
        </p>
        <p>
          <Link to="/contact" onClick={() => setSent(false)}>
            {t("contact:sendAnother")}
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section className="contact-page container" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t("contact:title")}</h1>
      <p>{t("contact:intro")}</p>
      <form
        method="post"
        action="/contact"
        noValidate
        onSubmit={submit}
        className="contact-form"
        {...enterMovesOn()}
      >
        {/* What refused the whole form (too many messages, the server), before the fields. */}
        {errors.form ? (
          <p className="form-field__error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <FormField
          id={`${id}-name`}
          name="name"
          label={t("contact:name")}
          required
          error={errors.name}
        >
          {(control) => (
            <input
              {...control}
              autoComplete="name"
              maxLength={CONTACT_NAME_MAX_LENGTH}
              value={values.name}
              onChange={change("name")}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-phone`}
          name="phone_number"
          label={t("contact:phone")}
          hint={t("contact:phoneHint")}
          error={errors.phone_number}
        >
          {(control) => (
            <input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={20}
              value={values.phone_number}
              onChange={change("phone_number")}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-email`}
          name="email"
          label={t("contact:email")}
          hint={t("contact:emailHint")}
          error={errors.email}
        >
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              value={values.email}
              onChange={change("email")}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-topic`}
          name="topic"
          label={t("contact:topic")}
          required
          error={errors.topic}
        >
          {(control) => (
            <select {...control} value={values.topic} onChange={change("topic")}>
              <option value="">{t("contact:chooseTopic")}</option>
              {CONTACT_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {t(`contact:topics.${topic}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={`${id}-message`}
          name="message"
          label={t("contact:message")}
          required
          hint={t("contact:messageHint", {
            min: CONTACT_MESSAGE_MIN_LENGTH,
            max: CONTACT_MESSAGE_MAX_LENGTH,
          })}
          error={errors.message}
        >
          {(control) => (
            <textarea
              {...control}
              rows={6}
              maxLength={CONTACT_MESSAGE_MAX_LENGTH}
              value={values.message}
              onChange={change("message")}
            />
          )}
        </FormField>
        <button type="submit" className="button button--primary" aria-disabled={sending}>
          {sending ? t("contact:sending") : t("contact:send")}
        </button>
      </form>
    </section>
  );
}
