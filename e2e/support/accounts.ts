import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { SMS_OUTBOX } from "./server";
import { t } from "./texts";

// Accounts for the sign-in specs: fresh phone numbers, the codes the app "texts" them (its SMS
// log provider appends them to DATA_DIR/sms-outbox.jsonl, see global-setup.ts), and the sign-in
// form's parts.

const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join("");
const letters = (count: number) =>
  Array.from({ length: count }, () =>
    String.fromCharCode(65 + Math.floor(Math.random() * 26)),
  ).join("");

/**
 * A valid Indian mobile number nobody has: 95 and eight random digits. The demo data uses
 * 98001…, 97001…, 6… and 7… (api/src/db/seed/accounts.ts), and OTP limits count per phone.
 */
export function freshPhone(): string {
  return `95${digits(8)}`;
}

/** A well-formed voter ID (three letters, seven digits) and PAN (holder type P). */
export const freshVoterId = () => `${letters(3)}${digits(7)}`;
export const freshPan = () => `${letters(3)}P${letters(1)}${digits(4)}${letters(1)}`;

type OutboxEntry = { to: string; text: string; sent_at: string };

function outbox(): OutboxEntry[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) {
    throw new Error("E2E_DATA_DIR is not set: global-setup.ts sets it to the app's DATA_DIR");
  }
  const file = path.join(dataDir, SMS_OUTBOX);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry);
}

/** How many codes `phone` has been sent so far. */
export function codesSent(phone: string): number {
  return outbox().filter((entry) => entry.to === phone).length;
}

/** The code of the next SMS to `phone` after `before` earlier ones, once it is in the outbox. */
export async function nextCode(phone: string, before: number): Promise<string> {
  let code = "";
  await expect
    .poll(() => {
      const sent = outbox().filter((entry) => entry.to === phone);
      code = sent.length > before ? (/\b(\d{6})\b/.exec(sent.at(-1)?.text ?? "")?.[1] ?? "") : "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Types the phone, asks for a code and returns the code the app sent. */
export async function requestCode(page: Page, phone: string): Promise<string> {
  const before = codesSent(phone);
  await page.getByLabel(t("auth:phone.label")).fill(phone);
  await page.getByRole("button", { name: t("auth:phone.send") }).click();
  await expect(page.getByLabel(t("auth:otp.label"))).toBeVisible();
  return nextCode(phone, before);
}

/** Signs in through /signin (six digits submit on their own). */
export async function signIn(page: Page, phone: string): Promise<void> {
  await expect(page.getByRole("heading", { name: t("auth:signIn.heading") })).toBeVisible();
  const code = await requestCode(page, phone);
  await page.getByLabel(t("auth:otp.label")).fill(code);
}

/** A registration form field, by its label (optional ones carry "(optional)" after it). */
export function field(page: Page, name: string) {
  return page.getByLabel(new RegExp(`^${t(`auth:fields.${name}`)}`));
}

async function graphql(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<Record<string, Record<string, unknown>>> {
  const response = await request.post("/graphql", {
    data: { query, variables },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: Record<string, Record<string, unknown>> };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** A new worker registered through the API; returns their session token. */
export async function registerWorker(
  request: APIRequestContext,
  phone: string,
  name: { firstName: string; lastName: string },
): Promise<string> {
  const before = codesSent(phone);
  const sent = await graphql(
    request,
    "mutation ($input: SendOtpInput!) { sendOtp(input: $input) { __typename ... on AppError { message } } }",
    { input: { phoneNumber: phone, forRegistration: true } },
  );
  expect(sent.sendOtp?.__typename, JSON.stringify(sent)).toBe("SendOtpPayload");
  const otp = await nextCode(phone, before);
  const verified = await graphql(
    request,
    "mutation ($input: VerifyOtpInput!) { verifyOtp(input: $input) { ... on VerifyOtpPayload { accessToken } ... on AppError { message } } }",
    { input: { phoneNumber: phone, otp, forRegistration: true } },
  );
  const registrationToken = String(verified.verifyOtp?.accessToken);
  const registered = await graphql(
    request,
    "mutation ($input: RegisterLabourInput!) { registerLabour(input: $input) { ... on RegisterPayload { accessToken } ... on AppError { message } } }",
    {
      input: {
        ...name,
        phoneNumber: phone,
        identityType: "voter_id",
        identityNumber: freshVoterId(),
      },
    },
    registrationToken,
  );
  const token = registered.registerLabour?.accessToken;
  if (typeof token !== "string")
    throw new Error(`registration failed: ${JSON.stringify(registered)}`);
  return token;
}
