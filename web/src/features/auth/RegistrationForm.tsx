import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { useNavigation } from "react-router";
import type {
  RegistrationFormRegisterEmployerMutation,
  RegistrationFormRegisterEmployerMutation$data,
} from "../../__generated__/RegistrationFormRegisterEmployerMutation.graphql";
import type {
  RegistrationFormRegisterLabourMutation,
  RegistrationFormRegisterLabourMutation$data,
} from "../../__generated__/RegistrationFormRegisterLabourMutation.graphql";
import { STRAY_TAP_MS } from "../../config";
import { enterMovesOn } from "../../lib/enter-key";
import {
  ERRORS_NAMESPACE,
  errorText,
  fieldErrorsOf,
  type KeyedError,
  knowsReason,
} from "../../lib/error-text";
import type { UserType } from "../../lib/user-type";
import { appErrorOf } from "../../relay/app-error";
import { GraphQLRequestError, withBearer } from "../../relay/environment";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { problemOf } from "./app-error";
import { FormAlert, type Problem } from "./FormAlert";
import { RegistrationFieldInput } from "./RegistrationFieldInput";
import {
  checkFields,
  EMPTY_VALUES,
  employerInput,
  type FieldErrors,
  firstError,
  labourInput,
  REGISTRATION_FIELDS,
  REGISTRATION_STEPS,
  type RegistrationField,
  type RegistrationValues,
} from "./registration-fields";

const registerLabourMutation = graphql`
  mutation RegistrationFormRegisterLabourMutation($input: RegisterLabourInput!) {
    registerLabour(input: $input) {
      __typename
      ... on RegisterPayload {
        accessToken
        userType
        viewer {
          ...userData_user
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

const registerEmployerMutation = graphql`
  mutation RegistrationFormRegisterEmployerMutation($input: RegisterEmployerInput!) {
    registerEmployer(input: $input) {
      __typename
      ... on RegisterPayload {
        accessToken
        userType
        viewer {
          ...userData_user
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

type RegisterResult =
  | RegistrationFormRegisterLabourMutation$data["registerLabour"]
  | RegistrationFormRegisterEmployerMutation$data["registerEmployer"];
export type Registered = Extract<RegisterResult, { __typename: "RegisterPayload" }>;

/** The server no longer takes the registration token: the phone must be verified again. */
const VERIFY_AGAIN = new Set(["registrationTokenInvalid", "phoneNotVerified"]);

/**
 * The profile steps of registration (SPEC section 3's payloads) for a verified phone: about
 * you, then identity (and the business). Back keeps what was typed; the server's field errors
 * appear beside their fields and the first one takes the focus.
 */
export function RegistrationForm({
  role,
  phone,
  registrationToken,
  onRegistered,
  onVerifyAgain,
}: {
  role: UserType;
  phone: string;
  registrationToken: string;
  onRegistered: (answer: Registered) => void;
  onVerifyAgain: () => void;
}) {
  const { t } = useTranslation(["auth", ERRORS_NAMESPACE]);
  const id = useId();
  const steps = REGISTRATION_STEPS[role];
  const [values, setValues] = useState<RegistrationValues>({
    ...EMPTY_VALUES,
    phone_number: phone,
  });
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<(Problem & { verifyAgain?: boolean }) | null>(null);
  const [registerLabour, registeringLabour] =
    useMutationPromise<RegistrationFormRegisterLabourMutation>(registerLabourMutation);
  const [registerEmployer, registeringEmployer] =
    useMutationPromise<RegistrationFormRegisterEmployerMutation>(registerEmployerMutation);
  // Registered, the user goes on to their dashboard: busy until it opens.
  const navigating = useNavigation().state !== "idle";
  const submitting = registeringLabour || registeringEmployer || navigating;
  const [focus, setFocus] = useState<RegistrationField | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownAt = useRef(performance.now());
  const touched = useRef(false);
  const fieldId = (field: RegistrationField) => `${id}-${field}`;

  // Focus follows the first error, once its step is on screen.
  useEffect(() => {
    if (!focus) return;
    document.getElementById(fieldId(focus))?.focus();
    setFocus(null);
  });

  const change = (field: RegistrationField, value: string) => {
    touched.current = true;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  /** Shows `found` beside their fields, on the step of the first one, and focuses it. */
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = firstError(role, found);
    if (first) {
      setStep(first.step);
      setFocus(first.field);
    }
    return first !== null;
  };

  const clientErrors = (fields: readonly RegistrationField[]): FieldErrors => {
    const checks = checkFields(role, fields, values);
    return Object.fromEntries(
      Object.entries(checks).map(([field, check]) => [field, t(check, { ns: ERRORS_NAMESPACE })]),
    );
  };

  const failed = (error: KeyedError) =>
    setProblem({
      ...problemOf(t, error, t("errors.registerFailed")),
      verifyAgain: VERIFY_AGAIN.has(error.reason ?? ""),
    });

  const submit = async () => {
    const bearer = { cacheConfig: withBearer(registrationToken) };
    try {
      const result: RegisterResult =
        role === "labour"
          ? (await registerLabour({ input: labourInput(values) }, bearer)).registerLabour
          : (await registerEmployer({ input: employerInput(values) }, bearer)).registerEmployer;
      if (result.__typename === "RegisterPayload") {
        onRegistered(result);
        return;
      }
      const error = appErrorOf(result);
      if (!error) throw new Error(result.__typename);
      const { fields, other } = fieldErrorsOf(error.fieldErrors, REGISTRATION_FIELDS);
      const worded: FieldErrors = Object.fromEntries(
        Object.entries(fields).map(([field, found]) => [
          field,
          errorText(t, found, t("errors.registerFailed")),
        ]),
      );
      if (showErrors(worded)) {
        setProblem(other[0] ? { text: errorText(t, other[0], t("errors.registerFailed")) } : null);
      } else {
        failed(error);
      }
    } catch (error) {
      // A refusal outside the answer (the registration token, a rate limit) says its reason; a
      // server that could not answer, the form's own words.
      if (
        error instanceof GraphQLRequestError &&
        error.code !== "UNAVAILABLE" &&
        knowsReason(error)
      ) {
        failed(error);
      } else {
        setProblem({ text: t("errors.registerFailed") });
      }
    }
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    // The code verifies itself on its sixth digit, so a tap meant for "Verify OTP" can land on
    // Continue, drawn where that button was: on a form nobody has touched yet, just after it
    // appeared, it is that tap, not a request to check empty fields.
    if (!touched.current && performance.now() - shownAt.current < STRAY_TAP_MS) return;
    setProblem(null);
    const last = step === steps.length - 1;
    // The last step checks every field: the server's errors may have sent the user back. A
    // field the server turned down keeps its message until it is changed.
    const fields = last ? steps.flatMap((s) => s.fields) : (steps[step]?.fields ?? []);
    if (showErrors({ ...errors, ...clientErrors(fields) })) return;
    if (!last) {
      setStep(step + 1);
      headingRef.current?.focus();
      return;
    }
    void submit();
  };

  const back = () => {
    setStep(step - 1);
    setProblem(null);
  };

  const current = steps[step];
  if (!current) return null;
  const invalid = Object.values(errors).some(Boolean);
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={next}
      aria-labelledby={`${id}-step`}
      {...enterMovesOn(step === steps.length - 1)}
    >
      <p className="auth-steps">{t("register.step", { step: step + 1, count: steps.length })}</p>
      <h2 id={`${id}-step`} ref={headingRef} tabIndex={-1}>
        {t(`register.steps.${current.name}`)}
      </h2>
      {invalid ? (
        <p className="alert" role="alert">
          {t("errors.fixFields")}
        </p>
      ) : null}
      {current.fields.map((field) => (
        <RegistrationFieldInput
          key={field}
          id={fieldId(field)}
          role={role}
          field={field}
          values={values}
          error={errors[field] ?? null}
          onChange={change}
        />
      ))}
      {problem ? (
        <div className="auth-form__problem">
          <FormAlert problem={problem} />
          {problem.verifyAgain ? (
            <button type="button" className="button button--ghost" onClick={onVerifyAgain}>
              {t("errors.verifyAgain")}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="auth-form__actions">
        {step > 0 ? (
          <button type="button" className="button button--ghost" onClick={back}>
            {t("register.back")}
          </button>
        ) : null}
        <button type="submit" className="button button--primary" aria-disabled={submitting}>
          {step < steps.length - 1
            ? t("register.continue")
            : submitting
              ? t("register.submitting")
              : t("register.submit")}
        </button>
      </div>
    </form>
  );
}
