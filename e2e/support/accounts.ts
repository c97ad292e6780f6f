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

/** Random lower-case letters: a name or word no other test run has used. */
export const randomLetters = (count: number) =>
  Array.from({ length: count }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join("");

/**
 * A valid Indian mobile number nobody has: 95 and eight random digits. The demo data uses
 * 98001…, 97001…, 6… and 7… (seed/accounts.ts), and OTP limits count per phone.
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

/** POSTs to the REST gateway (GraphQL in production runs only the web app's persisted operations). */
export async function rest(
  request: APIRequestContext,
  path: string,
  data: Record<string, unknown>,
  token?: string,
): Promise<Record<string, unknown>> {
  const response = await request.post(`/api/v1${path}`, {
    data,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok())
    throw new Error(`${path} answered ${response.status()}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * A new worker registered through the API, with a profile filled (PUT /labour/profile/) past the
 * completion gate, so they may apply: skills, place and a few details (75 %, no photo needed).
 * Returns their session token.
 */
export async function registerWorker(
  request: APIRequestContext,
  phone: string,
  name: { firstName: string; lastName: string },
): Promise<string> {
  const before = codesSent(phone);
  await rest(request, "/auth/send-otp/", { phone_number: phone, for_registration: true });
  const otp = await nextCode(phone, before);
  const verified = await rest(request, "/auth/verify-otp/", { phone_number: phone, otp });
  const registered = await rest(
    request,
    "/auth/register/labour/",
    {
      first_name: name.firstName,
      last_name: name.lastName,
      phone_number: phone,
      identity_type: "voter_id",
      identity_number: freshVoterId(),
    },
    String(verified.access_token),
  );
  const token = registered.access_token;
  if (typeof token !== "string")
    throw new Error(`registration failed: ${JSON.stringify(registered)}`);
  const csrf = (await (await request.get("/api/csrf-token")).json()) as { csrf_token: string };
  const profile = await request.put("/api/v1/labour/profile/", {
    data: {
      skills: "Tiling, Wiring",
      state: "Maharashtra",
      city: "Pune",
      gender: "female",
      experience_years: 5,
      languages_known: "hi,mr",
      preferred_shift: "day",
    },
    headers: { Authorization: `Bearer ${token}`, "X-CSRF-Token": csrf.csrf_token },
  });
  if (!profile.ok())
    throw new Error(`profile answered ${profile.status()}: ${await profile.text()}`);
  return token;
}
