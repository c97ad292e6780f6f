import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useRelayEnvironment } from "react-relay";
import type { Environment } from "relay-runtime";
import type { OtpFlowSendOtpMutation } from "../../__generated__/OtpFlowSendOtpMutation.graphql";
import type {
  OtpFlowVerifyOtpMutation,
  OtpFlowVerifyOtpMutation$data,
} from "../../__generated__/OtpFlowVerifyOtpMutation.graphql";
import { translateServerMessage } from "../../lib/server-messages";
import { type AppError, appErrorOf } from "../../relay/app-error";
import { mutate } from "../../relay/mutate";
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
  const { t } = useTranslation("auth");
  const environment = useRelayEnvironment() as Environment;

  const [phoneInput, setPhoneInput] = useState("");
  /** The normalised number a code was sent to; set, the flow is at the code step. */
  const [phone, setPhone] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [nextSendAt, setNextSendAt] = useState<number | null>(null);
  const [expiresIn, setExpiresIn] = useState<number | null>(null);
  const [otp, setOtp] = useState("");
  const [otpError, setOtpError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const waitSeconds = useCountdown(nextSendAt);

  const failedToSend = (error: AppError | null) => {
    const fieldError = error?.fieldErrors?.find((field) => field.field === "phone_number");
    if (error?.retryAfterSeconds) setNextSendAt(Date.now() + error.retryAfterSeconds * 1000);
    if (fieldError && !phone) setPhoneError(translateServerMessage(t, fieldError.message));
    else setProblem(error ? problemOf(t, error) : { text: t("messages.otpSendFailed") });
  };

  const send = async (number: string, resend: boolean) => {
    setSending(true);
    setProblem(null);
    setNotice(null);
    try {
      const { sendOtp } = await mutate<OtpFlowSendOtpMutation>(environment, sendOtpMutation, {
        input: { phoneNumber: number, forRegistration },
      });
      if (sendOtp.__typename === "SendOtpPayload") {
        setPhone(number);
        setNextSendAt(Date.now() + sendOtp.resendAfterSeconds * 1000);
        setExpiresIn(sendOtp.expiresInSeconds);
        setOtpError(null);
        if (resend) {
          setOtp("");
          setNotice(t("otp.resent"));
        }
      } else {
        failedToSend(appErrorOf(sendOtp));
      }
    } catch {
      failedToSend(null);
    } finally {
      setSending(false);
    }
  };

  const submitPhone = () => {
    const number = normalisePhone(phoneInput);
    setPhoneError(number ? null : t("messages.phoneInvalid"));
    if (number) void send(number, false);
  };

  const verify = async (code: string) => {
    if (!phone) return;
    setProblem(null);
    setNotice(null);
    if (!isCompleteOtp(code)) {
      setOtpError(t("messages.otpInvalidFormat"));
      return;
    }
    setOtpError(null);
    setVerifying(true);
    try {
      const { verifyOtp } = await mutate<OtpFlowVerifyOtpMutation>(environment, verifyOtpMutation, {
        input: { phoneNumber: phone, otp: code, forRegistration },
      });
      if (verifyOtp.__typename === "VerifyOtpPayload") {
        onVerified({ ...verifyOtp, phone });
        return;
      }
      const error = appErrorOf(verifyOtp);
      setProblem(error ? problemOf(t, error) : { text: t("errors.verifyFailed") });
    } catch {
      setProblem({ text: t("errors.verifyFailed") });
    }
    setVerifying(false);
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
