import fs from "node:fs/promises";
import type { TestApp } from "./app.js";
import { testPhone } from "./fixtures.js";

// Signing in the way a person does: send an OTP, read it from the log provider's outbox (as a
// developer would), verify, register.

/** The newest code texted to a phone, from the test app's SMS outbox; null when none was. */
export async function latestOtp(t: TestApp, phoneNumber: string): Promise<string | null> {
  const { sms } = t.services.config;
  if (sms.provider !== "log") throw new Error("the test app must use the log SMS provider");
  const text = await fs.readFile(sms.outboxFile, "utf8").catch(() => "");
  const lines = text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string });
  const last = lines.filter((line) => line.to === phoneNumber).at(-1);
  return last ? (/\b(\d{6})\b/.exec(last.text)?.[1] ?? null) : null;
}

export async function outboxCount(t: TestApp, phoneNumber: string): Promise<number> {
  const { sms } = t.services.config;
  if (sms.provider !== "log") return 0;
  const text = await fs.readFile(sms.outboxFile, "utf8").catch(() => "");
  return text.split("\n").filter((line) => line.includes(`"to":"${phoneNumber}"`)).length;
}

export const SEND_OTP = `mutation ($input: SendOtpInput!) {
  sendOtp(input: $input) {
    __typename
    ... on SendOtpPayload { message userExists expiresInSeconds resendAfterSeconds }
    ... on AppError { code message retryAfterSeconds fieldErrors { field message } }
  }
}`;

export const VERIFY_OTP = `mutation ($input: VerifyOtpInput!) {
  verifyOtp(input: $input) {
    __typename
    ... on VerifyOtpPayload { accessToken userType isNewUser viewer { id firstName } }
    ... on AppError { code message }
  }
}`;

export const REGISTER_LABOUR = `mutation ($input: RegisterLabourInput!) {
  registerLabour(input: $input) {
    __typename
    ... on RegisterPayload {
      accessToken userType
      viewer { id userType firstName phoneNumber profileCompletion { percentage isComplete missingFields } }
    }
    ... on AppError { code message fieldErrors { field message } }
  }
}`;

export const REGISTER_EMPLOYER = REGISTER_LABOUR.replace(
  "registerLabour(input: $input)",
  "registerEmployer(input: $input)",
).replace("RegisterLabourInput", "RegisterEmployerInput");

type Result = Record<string, unknown> & { __typename: string };

export async function mutate(
  t: TestApp,
  document: string,
  input: Record<string, unknown>,
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<Result> {
  const { body } = await t.graphql<Record<string, Result>>(document, { input }, options);
  if (body.errors?.length) throw new Error(`GraphQL error: ${body.errors[0]?.message}`);
  return Object.values(body.data ?? {})[0] as Result;
}

/** A valid Aadhaar number (Verhoeff checksum) for registrations. */
export const AADHAAR = "234123412346";

/** Sends and verifies an OTP for a new phone: its registration token. */
export async function registrationToken(t: TestApp, phoneNumber = testPhone()) {
  const sent = await mutate(t, SEND_OTP, { phoneNumber, forRegistration: true });
  if (sent.__typename !== "SendOtpPayload") throw new Error(`send failed: ${sent.message}`);
  const otp = await latestOtp(t, phoneNumber);
  const verified = await mutate(t, VERIFY_OTP, { phoneNumber, otp });
  if (verified.__typename !== "VerifyOtpPayload") throw new Error(`verify: ${verified.message}`);
  return { phoneNumber, token: verified.accessToken as string };
}

/** A registered, signed-in worker: their phone and session token. */
export async function signedUpLabour(t: TestApp, extra: Record<string, unknown> = {}) {
  const { phoneNumber, token } = await registrationToken(t);
  const result = await mutate(
    t,
    REGISTER_LABOUR,
    {
      firstName: "Ramesh",
      lastName: "Kumar",
      phoneNumber,
      identityType: "aadhaar",
      identityNumber: AADHAAR,
      ...extra,
    },
    { token },
  );
  if (result.__typename !== "RegisterPayload") throw new Error(`register: ${result.message}`);
  return { phoneNumber, token: result.accessToken as string };
}
