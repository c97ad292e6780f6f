import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { contextFor, refusal, VALIDATION } from "../../../test/context.js";
import { createWorker, testPhone } from "../../../test/fixtures.js";
import { SmsDeliveryError, type SmsMessage, type SmsProvider } from "../../auth/sms.js";
import type { Config } from "../../config.js";
import { messages } from "../../messages.js";
import { sendOtp, verifyOtp } from "./otp.js";

// One-time passwords on the real database: a code works once and only while it is the phone's
// newest, until it expires and for a few tries; sends wait between codes and stop at the hourly
// cap; who may ask for one depends on whether the phone is registered.

const texts: SmsMessage[] = [];
let failDelivery = false;
const sms: SmsProvider = {
  name: "log",
  async send(message) {
    texts.push(message);
    if (failDelivery) throw new SmsDeliveryError("gateway down");
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { sms });
});
afterAll(() => t.close());
beforeEach(() => {
  failDelivery = false;
});

/** The app's OTP settings with some changed (the resend wait is off unless a test wants it). */
function ctx(otp: Partial<Config["otp"]> = {}) {
  const config = t.services.config;
  return contextFor(t, null, {
    config: { ...config, otp: { ...config.otp, resendSeconds: 0, ...otp } },
  });
}

/** The code of the newest text to `phone`. */
function lastCode(phone: string): string {
  const text = texts.filter((message) => message.to === phone).at(-1)?.text ?? "";
  return /\b(\d{6})\b/.exec(text)?.[1] ?? "";
}

const sent = (phone: string) => texts.filter((message) => message.to === phone).length;

async function codeFor(phone: string, forRegistration = true): Promise<string> {
  await sendOtp(ctx(), { phoneNumber: phone, forRegistration });
  return lastCode(phone);
}

/** A six-digit code that is not `code`. */
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("sendOtp", () => {
  it("texts a six-digit code valid for the configured time", async () => {
    const phone = testPhone();
    const result = await sendOtp(ctx(), { phoneNumber: phone, forRegistration: true });
    expect(result).toMatchObject({
      userExists: false,
      expiresInSeconds: t.services.config.otp.ttlSeconds,
    });
    expect(lastCode(phone)).toMatch(/^\d{6}$/);
  });

  it("sends sign-in codes to registered phones only, registration codes to new ones only", async () => {
    const user = await createWorker(t.db.prisma);
    expect(
      await refusal(sendOtp(ctx(), { phoneNumber: user.phoneNumber, forRegistration: true })),
    ).toMatchObject({ code: "CONFLICT" });
    expect(
      await refusal(sendOtp(ctx(), { phoneNumber: testPhone(), forRegistration: false })),
    ).toMatchObject({ code: "NOT_FOUND" });
    await t.db.prisma.user.update({ where: { id: user.id }, data: { accountState: "BLOCKED" } });
    expect(
      await refusal(sendOtp(ctx(), { phoneNumber: user.phoneNumber, forRegistration: false })),
    ).toMatchObject({ code: "FORBIDDEN" });
    expect(sent(user.phoneNumber)).toBe(0);
  });

  it("makes a phone wait between two codes, and sends nothing meanwhile", async () => {
    const phone = testPhone();
    const waiting = ctx({ resendSeconds: 30 });
    await sendOtp(waiting, { phoneNumber: phone, forRegistration: true });
    const again = sendOtp(waiting, { phoneNumber: phone, forRegistration: true });
    const error = await again.then(
      () => null,
      (error: unknown) => error as { code: string; retryAfterSeconds: number },
    );
    expect(error).toMatchObject({ code: "RATE_LIMITED" });
    expect(error?.retryAfterSeconds).toBeGreaterThan(0);
    expect(error?.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(sent(phone)).toBe(1);
  });

  it("stops at the hourly cap per phone", async () => {
    const phone = testPhone();
    const capped = ctx({ maxPerPhonePerHour: 3 });
    for (let i = 0; i < 3; i++) {
      await sendOtp(capped, { phoneNumber: phone, forRegistration: true });
    }
    const refused = await refusal(sendOtp(capped, { phoneNumber: phone, forRegistration: true }));
    expect(refused).toMatchObject({ code: "RATE_LIMITED", message: messages.otpTooManyRequests });
    expect(sent(phone)).toBe(3);
  });

  it("leaves no usable code when the text could not be delivered", async () => {
    const phone = testPhone();
    failDelivery = true;
    expect(
      await refusal(sendOtp(ctx(), { phoneNumber: phone, forRegistration: true })),
    ).toMatchObject({ code: "UNAVAILABLE" });
    const undelivered = lastCode(phone);
    failDelivery = false;
    expect(await refusal(verifyOtp(ctx(), { phoneNumber: phone, otp: undelivered }))).toMatchObject(
      { code: "BAD_REQUEST" },
    );
  });
});

describe("verifyOtp", () => {
  it("gives a new phone a registration token, a registered one a session", async () => {
    const phone = testPhone();
    const fresh = await verifyOtp(ctx(), { phoneNumber: phone, otp: await codeFor(phone) });
    expect(fresh).toMatchObject({ isNewUser: true, user: null });
    expect(fresh.accessToken).toEqual(expect.any(String));

    const user = await createWorker(t.db.prisma);
    const code = await codeFor(user.phoneNumber, false);
    const known = await verifyOtp(ctx(), { phoneNumber: user.phoneNumber, otp: code });
    expect(known).toMatchObject({ isNewUser: false, user: { id: user.id, userType: "LABOUR" } });
    const signedIn = await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(signedIn.lastLoginAt).not.toBeNull();
  });

  it("accepts a code once", async () => {
    const phone = testPhone();
    const code = await codeFor(phone);
    await verifyOtp(ctx(), { phoneNumber: phone, otp: code });
    expect(await refusal(verifyOtp(ctx(), { phoneNumber: phone, otp: code }))).toMatchObject({
      code: "BAD_REQUEST",
      message: messages.otpWrong,
    });
  });

  it("accepts only the phone's newest code", async () => {
    const phone = testPhone();
    const first = await codeFor(phone);
    const second = await codeFor(phone);
    // (Unless the second draw was the same code, one time in a million.)
    if (first !== second) {
      expect(await refusal(verifyOtp(ctx(), { phoneNumber: phone, otp: first }))).toMatchObject({
        code: "BAD_REQUEST",
      });
    }
    await expect(verifyOtp(ctx(), { phoneNumber: phone, otp: second })).resolves.toMatchObject({
      isNewUser: true,
    });
  });

  it("refuses a code once it has expired", async () => {
    const phone = testPhone();
    const code = await codeFor(phone);
    await t.db.prisma.otpChallenge.updateMany({
      where: { phoneNumber: phone },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await refusal(verifyOtp(ctx(), { phoneNumber: phone, otp: code }))).toMatchObject({
      code: "BAD_REQUEST",
      message: messages.otpExpired,
    });
  });

  it("dies after the configured number of wrong tries, even for the right code", async () => {
    const phone = testPhone();
    const code = await codeFor(phone);
    const tries = ctx({ maxAttempts: 3 });
    for (let i = 0; i < 3; i++) {
      expect(
        await refusal(verifyOtp(tries, { phoneNumber: phone, otp: other(code) })),
      ).toMatchObject({ code: "BAD_REQUEST", message: messages.otpWrong });
    }
    expect(await refusal(verifyOtp(tries, { phoneNumber: phone, otp: code }))).toMatchObject({
      code: "BAD_REQUEST",
      message: messages.otpAttemptsExceeded,
    });
  });

  it("counts wrong tries made at the same moment one by one", async () => {
    const phone = testPhone();
    const code = await codeFor(phone);
    const tries = ctx({ maxAttempts: 3 });
    await Promise.allSettled(
      Array.from({ length: 3 }, () => verifyOtp(tries, { phoneNumber: phone, otp: other(code) })),
    );
    expect(await refusal(verifyOtp(tries, { phoneNumber: phone, otp: code }))).toMatchObject({
      message: messages.otpAttemptsExceeded,
    });
  });

  it("names both fields when both are malformed, before looking anything up", async () => {
    const refused = await refusal(verifyOtp(ctx(), { phoneNumber: "12345", otp: "12ab" }));
    expect(refused.code).toBe(VALIDATION);
    expect(refused.fields).toHaveLength(2);
  });

  it("refuses a blocked account even with the right code", async () => {
    const user = await createWorker(t.db.prisma);
    const code = await codeFor(user.phoneNumber, false);
    await t.db.prisma.user.update({ where: { id: user.id }, data: { accountState: "BLOCKED" } });
    expect(
      await refusal(verifyOtp(ctx(), { phoneNumber: user.phoneNumber, otp: code })),
    ).toMatchObject({ code: "FORBIDDEN" });
  });
});
