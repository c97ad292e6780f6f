import { type ClipboardEvent, type FormEvent, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../components/FormField";
import { OTP_DIGITS } from "../../config";
import { FormAlert, type Problem } from "./FormAlert";
import { formatPhone, isCompleteOtp, otpDigits } from "./phone";
import { formatCountdown } from "./use-countdown";

/**
 * The code from the SMS: typed, pasted ("123 456" too) or filled in by the phone's SMS autofill
 * (autocomplete="one-time-code"); six digits submit on their own.
 */
export function OtpForm({
  phone,
  otp,
  onOtpChange,
  error,
  problem,
  notice,
  expiresInSeconds,
  verifying,
  resendSeconds,
  resending,
  onVerify,
  onResend,
  onChangeNumber,
}: {
  phone: string;
  otp: string;
  onOtpChange: (otp: string) => void;
  error: string | null;
  problem: Problem | null;
  notice: string | null;
  expiresInSeconds: number | null;
  verifying: boolean;
  /** Seconds until another code may be requested. */
  resendSeconds: number;
  resending: boolean;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onChangeNumber: () => void;
}) {
  const { t } = useTranslation("auth");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  // A failed try leaves the code selected, so the next one simply replaces it.
  useEffect(() => {
    if (error || problem) input.current?.select();
  }, [error, problem]);

  const enter = (value: string) => {
    const digits = otpDigits(value);
    onOtpChange(digits);
    if (isCompleteOtp(digits) && digits !== otp && !verifying) onVerify(digits);
  };
  // The field holds six characters; a pasted "123 456" has seven, so read the paste ourselves.
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    enter(event.clipboardData.getData("text"));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!verifying) onVerify(otp);
  };
  const invalid = Boolean(error || problem);

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <p className="auth-form__lead">
        {t("otp.sentTo", { phone: formatPhone(phone) })}{" "}
        {expiresInSeconds ? t("otp.validFor", { count: Math.round(expiresInSeconds / 60) }) : null}
      </p>
      <FormField id={`${id}-otp`} name="otp" label={t("otp.label")} required error={error} announce>
        {(control) => (
          <input
            {...control}
            // A refused code marks the field too, though the words are in the alert below.
            aria-invalid={invalid || undefined}
            ref={input}
            className="auth-otp"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={OTP_DIGITS}
            // biome-ignore lint/a11y/noAutofocus: the code is all this step asks for
            autoFocus
            value={otp}
            onChange={(event) => enter(event.target.value)}
            onPaste={paste}
          />
        )}
      </FormField>
      {problem ? <FormAlert problem={problem} /> : null}
      {notice ? (
        <p className="auth-notice" role="status">
          {notice}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        aria-disabled={verifying}
      >
        {verifying ? t("otp.verifying") : t("otp.verify")}
      </button>
      <div className="auth-form__links">
        <button
          type="button"
          className="auth-link"
          disabled={resendSeconds > 0 || resending}
          onClick={onResend}
        >
          {resendSeconds > 0
            ? t("otp.resendIn", { time: formatCountdown(resendSeconds) })
            : t("otp.resend")}
        </button>
        <button type="button" className="auth-link" onClick={onChangeNumber}>
          {t("otp.changeNumber")}
        </button>
      </div>
    </form>
  );
}
