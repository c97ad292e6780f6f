import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../components/FormField";
import { FormAlert, type Problem } from "./FormAlert";
import { formatCountdown } from "./use-countdown";

/** The mobile number, with the +91 the user need not type, and the button that sends a code. */
export function PhoneForm({
  phone,
  onPhoneChange,
  error,
  problem,
  sending,
  waitSeconds,
  onSubmit,
}: {
  phone: string;
  onPhoneChange: (phone: string) => void;
  error: string | null;
  problem: Problem | null;
  sending: boolean;
  /** Seconds until the server takes another request for this phone. */
  waitSeconds: number;
  onSubmit: () => void;
}) {
  const { t } = useTranslation("auth");
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending && waitSeconds === 0) onSubmit();
  };
  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <FormField
        id={`${id}-phone`}
        name="phone"
        label={t("phone.label")}
        required
        hint={t("phone.hint")}
        error={error}
        announce
      >
        {(control) => (
          <div className="auth-phone">
            <span className="auth-phone__code" aria-hidden="true">
              {t("phone.countryCode")}
            </span>
            <input
              {...control}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              // biome-ignore lint/a11y/noAutofocus: the number is all this form asks for
              autoFocus
              value={phone}
              onChange={(event) => onPhoneChange(event.target.value)}
            />
          </div>
        )}
      </FormField>
      {problem ? <FormAlert problem={problem} /> : null}
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        aria-disabled={sending || waitSeconds > 0}
      >
        {sending
          ? t("phone.sending")
          : waitSeconds > 0
            ? t("phone.sendIn", { time: formatCountdown(waitSeconds) })
            : t("phone.send")}
      </button>
    </form>
  );
}
