import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { useNavigation } from "react-router";
import type { OtpFlowSendOtpMutation } from "../../__generated__/OtpFlowSendOtpMutation.graphql";
import type {
  OtpFlowVerifyOtpMutation,
  OtpFlowVerifyOtpMutation$data,
} from "../../__generated__/OtpFlowVerifyOtpMutation.graphql";
import { adoptAccountLanguage } from "../../i18n/i18n";
import { ERRORS_NAMESPACE, errorText } from "../../lib/error-text";
import { type AppError, appErrorOf } from "../../relay/app-error";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { problemOf } from "./app-error";
import type { Problem } from "./FormAlert";
import { OtpForm } from "./OtpForm";
import { PhoneForm } from "./PhoneForm";
import { isCompleteOtp, normalisePhone } from "./phone";
import { useCountdown } from "./use-countdown";

const sendOtpMutation = graphql`
  mutation OtpFlowSendOtpMutation($input: SendOtpInput!) {
    sendOtp(input: $input) {
      __typename
      ... on SendOtpPayload {
        expiresInSeconds
        resendAfterSeconds
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

const verifyOtpMutation = graphql`
  mutation OtpFlowVerifyOtpMutation($input: VerifyOtpInput!) {
    verifyOtp(input: $input) {
      __typename
      ... on VerifyOtpPayload {
        accessToken
        isNewUser
        userType
        viewer {
          preferredLanguage
          ...userData_user
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

type VerifyResult = OtpFlowVerifyOtpMutation$data["verifyOtp"];
/** A verified phone: a session (a known user) or a registration token (a new one). */
export type VerifiedOtp = Extract<VerifyResult, { __typename: "VerifyOtpPayload" }> & {
  phone: string;
};

/**
 * Phone, then the code sent to it: send, resend with its countdown, change number, verify.
 * Hands the verified answer to `onVerified`, which signs in or goes on to registration.
 */
export function OtpFlow({
  forRegistration,
  onVerified,
}: {
  forRegistration: boolean;
  onVerified: (verified: VerifiedOtp) => void;
}) {
  const { t } = useTranslation(["auth", ERRORS_NAMESPACE]);

  const [phoneInput, setPhoneInput] = useState("");
  /** The normalised number a code was sent to; set, the flow is at the code step. */
  const [phone, setPhone] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sendOtp, sending] = useMutationPromise<OtpFlowSendOtpMutation>(sendOtpMutation);
  const [nextSendAt, setNextSendAt] = useState<number | null>(null);
  const [expiresIn, setExpiresIn] = useState<number | null>(null);
  const [otp, setOtp] = useState("");
  const [otpError, setOtpError] = useState<string | null>(null);
  const [verifyOtp, verifyingOtp] = useMutationPromise<OtpFlowVerifyOtpMutation>(verifyOtpMutation);
  // A verified phone signs in and moves on: the form stays busy until the next page opens.
  const navigating = useNavigation().state !== "idle";
  const verifying = verifyingOtp || navigating;
  const waitSeconds = useCountdown(nextSendAt);

  const failedToSend = (error: AppError | null) => {
    const fieldError = error?.fieldErrors?.find((field) => field.field === "phone_number");
    if (error?.retryAfterSeconds) setNextSendAt(Date.now() + error.retryAfterSeconds * 1000);
    const sendFailed = t("otpSendFailed", { ns: ERRORS_NAMESPACE });
    if (fieldError && !phone) setPhoneError(errorText(t, fieldError, sendFailed));
    else setProblem(error ? problemOf(t, error, sendFailed) : { text: sendFailed });
  };

  const send = async (number: string, resend: boolean) => {
    setProblem(null);
    setNotice(null);
    try {
      const { sendOtp: sent } = await sendOtp({
        input: { phoneNumber: number, forRegistration },
      });
      if (sent.__typename === "SendOtpPayload") {
        setPhone(number);
        setNextSendAt(Date.now() + sent.resendAfterSeconds * 1000);
        setExpiresIn(sent.expiresInSeconds);
        setOtpError(null);
        if (resend) {
          setOtp("");
          setNotice(t("otp.resent"));
        }
      } else {
        failedToSend(appErrorOf(sent));
      }
    } catch {
      failedToSend(null);
    }
  };

  const submitPhone = () => {
    const number = normalisePhone(phoneInput);
    setPhoneError(number ? null : t("phoneInvalid", { ns: ERRORS_NAMESPACE }));
    if (number) void send(number, false);
  };

  const verify = async (code: string) => {
    if (!phone) return;
    setProblem(null);
    setNotice(null);
    if (!isCompleteOtp(code)) {
      setOtpError(t("otpInvalidFormat", { ns: ERRORS_NAMESPACE }));
      return;
    }
    setOtpError(null);
    try {
      const { verifyOtp: verified } = await verifyOtp({
        input: { phoneNumber: phone, otp: code, forRegistration },
      });
      if (verified.__typename === "VerifyOtpPayload") {
        adoptAccountLanguage(verified.viewer?.preferredLanguage);
        onVerified({ ...verified, phone });
        return;
      }
      const error = appErrorOf(verified);
      const verifyFailed = t("errors.verifyFailed");
      setProblem(error ? problemOf(t, error, verifyFailed) : { text: verifyFailed });
    } catch {
      setProblem({ text: t("errors.verifyFailed") });
    }
  };

  if (!phone) {
    return (
      <PhoneForm
        phone={phoneInput}
        onPhoneChange={setPhoneInput}
        error={phoneError}
        problem={problem}
        sending={sending}
        waitSeconds={waitSeconds}
        onSubmit={submitPhone}
      />
    );
  }
  return (
    <OtpForm
      phone={phone}
      otp={otp}
      onOtpChange={(code) => {
        setOtp(code);
        setOtpError(null);
      }}
      error={otpError}
      problem={problem}
      notice={notice}
      expiresInSeconds={expiresIn}
      verifying={verifying}
      resendSeconds={waitSeconds}
      resending={sending}
      onVerify={(code) => void verify(code)}
      onResend={() => void send(phone, true)}
      onChangeNumber={() => {
        // The wait was for that number; another one may be sent to at once.
        setNextSendAt(null);
        setPhone(null);
        setOtp("");
        setOtpError(null);
        setProblem(null);
        setNotice(null);
      }}
    />
  );
}
