import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AADHAAR, latestOtp, outboxCount } from "../../test/accounts.js";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { testPhone } from "../../test/fixtures.js";
import { refused, refusedFields } from "../../test/rest.js";
import { messages } from "../messages.js";
import { REST_BASE } from "./gateway.js";

// The /auth/ and profile routes over HTTP, answer by answer against REST.md.

let t: TestApp;
let server: { baseUrl: string; close(): Promise<void> };

beforeAll(async () => {
  t = await createTestApp({ OTP_RESEND_SECONDS: "0" });
  server = await listen(t.app);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

async function call(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; headers: Headers; json: Record<string, unknown> | null }> {
  const response = await fetch(`${server.baseUrl}${REST_BASE}${path}`, {
    method,
    redirect: "manual",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : null,
  };
}

async function verifiedToken(phone: string, forRegistration: boolean) {
  await call("POST", "/auth/send-otp/", { phone_number: phone, for_registration: forRegistration });
  const otp = await latestOtp(t, phone);
  return call("POST", "/auth/verify-otp/", { phone_number: phone, otp, for_registration: false });
}

const labourPayload = (phone: string) => ({
  first_name: "Meena",
  last_name: "Kumari",
  phone_number: phone,
  identity_type: "aadhaar",
  identity_number: AADHAAR,
  email: "meena@example.com",
  state: "Bihar",
  city: "Patna",
  skills: "cooking, cleaning",
});

describe("POST /auth/send-otp/", () => {
  it("answers {message, error: false, user_exists}", async () => {
    const phone = testPhone();
    const answer = await call("POST", "/auth/send-otp/", {
      phone_number: phone,
      for_registration: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ message: messages.otpSent, error: false, user_exists: false });
  });

  it("answers failures with detail, message, error: true and user_exists", async () => {
    const unknown = await call("POST", "/auth/send-otp/", { phone_number: testPhone() });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({
      ...refused("phoneNotRegistered"),
      message: messages.phoneNotRegistered,
      error: true,
      user_exists: false,
    });
    const bad = await call("POST", "/auth/send-otp/", { phone_number: "12345" });
    expect(bad.status).toBe(422);
    expect(bad.json).toMatchObject({
      detail: messages.phoneInvalid,
      errors: { phone_number: messages.phoneInvalid },
      error: true,
    });
    const notJson = await fetch(`${server.baseUrl}${REST_BASE}/auth/send-otp/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(notJson.status).toBe(400);
    const notSaidJson = await fetch(`${server.baseUrl}${REST_BASE}/auth/send-otp/`, {
      method: "POST",
      body: '{"phone_number": "9876543210"}',
    });
    expect(notSaidJson.status).toBe(415);
  });

  it("answers 409 for a registered phone when registering", async () => {
    const phone = testPhone();
    const verified = await verifiedToken(phone, true);
    await call(
      "POST",
      "/auth/register/labour/",
      labourPayload(phone),
      String(verified.json?.access_token),
    );
    const again = await call("POST", "/auth/send-otp/", {
      phone_number: phone,
      for_registration: true,
    });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      detail: messages.phoneAlreadyRegistered,
      error: true,
      user_exists: true,
    });
  });

  it("answers 429 with Retry-After beyond the limit, and sends nothing", async () => {
    const phone = testPhone();
    for (let i = 0; i < 5; i += 1) {
      const sent = await call("POST", "/auth/send-otp/", {
        phone_number: phone,
        for_registration: true,
      });
      expect(sent.status).toBe(200);
    }
    const refused = await call("POST", "/auth/send-otp/", {
      phone_number: phone,
      for_registration: true,
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(refused.json).toMatchObject({ detail: messages.otpTooManyRequests, error: true });
    expect(await outboxCount(t, phone)).toBe(5);
  });

  it("redirects the path without its slash with 307", async () => {
    const answer = await call("POST", "/auth/send-otp", { phone_number: testPhone() });
    expect(answer.status).toBe(307);
    expect(answer.headers.get("location")).toBe(`${REST_BASE}/auth/send-otp/`);
  });
});

describe("verify, register, profile, logout", () => {
  it("walks a worker from OTP to profile to logout", async () => {
    const phone = testPhone();
    const verified = await verifiedToken(phone, true);
    expect(verified.status).toBe(200);
    expect(Object.keys(verified.json ?? {}).sort()).toEqual([
      "access_token",
      "is_new_user",
      "user_type",
    ]);
    expect(verified.json).toMatchObject({ user_type: null, is_new_user: true });

    const missingToken = await call("POST", "/auth/register/labour/", labourPayload(phone));
    expect(missingToken.status).toBe(401);
    expect(missingToken.json).toEqual(refused("registrationTokenInvalid"));

    const registered = await call(
      "POST",
      "/auth/register/labour/",
      labourPayload(phone),
      String(verified.json?.access_token),
    );
    expect(registered.status).toBe(201);
    expect(Object.keys(registered.json ?? {}).sort()).toEqual(["access_token", "user_type"]);
    expect(registered.json?.user_type).toBe("labour");
    const token = String(registered.json?.access_token);

    const profile = await call("GET", "/labour/profile/", undefined, token);
    expect(profile.status).toBe(200);
    expect(profile.json).toMatchObject({
      user_type: "labour",
      first_name: "Meena",
      last_name: "Kumari",
      phone_number: phone,
      email: "meena@example.com",
      profile_picture: null,
      state: "Bihar",
      city: "Patna",
      is_verified: false,
      identity_type: "aadhaar",
      identity_number_last4: "2346",
      skills: "cooking,cleaning",
      gender: null,
      date_of_birth: null,
      preferred_states: "",
      preferred_shift: null,
      experience_years: null,
      languages_known: "",
      current_salary: null,
      expected_salary: null,
      resume_url: null,
      willing_to_relocate: false,
      // required 40 + important 3/4 of 30 + optional email 1/10 of 30 = 65.5
      profile_completion: {
        percentage: 66,
        is_complete: false,
        missing_fields: ["profile_picture"],
      },
    });
    expect(JSON.stringify(profile.json)).not.toContain(AADHAAR);

    const asEmployer = await call("GET", "/employers/profile/", undefined, token);
    expect(asEmployer.status).toBe(403);
    expect(asEmployer.json).toEqual(refused("permissionDenied"));

    const loggedOut = await call("POST", "/auth/logout/", undefined, token);
    expect(loggedOut.status).toBe(204);
    const after = await call("GET", "/labour/profile/", undefined, token);
    expect(after.status).toBe(401);
    expect(after.json).toEqual(refused("sessionExpired"));
    const anonymous = await call("GET", "/labour/profile/");
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual(refused("unauthorized"));

    const again = await verifiedToken(phone, false);
    expect(again.json).toMatchObject({ user_type: "labour", is_new_user: false });
  });

  it("registers an employer and serves the business profile", async () => {
    const phone = testPhone();
    const verified = await verifiedToken(phone, true);
    const registered = await call(
      "POST",
      "/auth/register/employer/",
      {
        first_name: "Farah",
        last_name: "Khan",
        phone_number: `+91${phone}`,
        email: "farah@example.com",
        address: "22 Linking Road, Mumbai",
        identity_type: "driving_licence",
        identity_number: "MH14 20110062821",
        state: "Maharashtra",
        city: "Mumbai",
        company_name: "Khan Caterers",
        role: "Owner",
      },
      String(verified.json?.access_token),
    );
    expect(registered.status).toBe(201);
    expect(registered.json?.user_type).toBe("employer");
    const profile = await call(
      "GET",
      "/employers/profile/",
      undefined,
      String(registered.json?.access_token),
    );
    expect(profile.json).toMatchObject({
      user_type: "employer",
      first_name: "Farah",
      phone_number: phone,
      address: "22 Linking Road, Mumbai",
      company_name: "Khan Caterers",
      role: "Owner",
      gst_number: null,
      identity_type: "driving_licence",
      pan_card_document: null,
      gstin_document: null,
      // required 40 + important 3/4 of 30 (no picture) + optional role 1/6 of 30 = 67.5
      profile_completion: {
        percentage: 68,
        is_complete: false,
        missing_fields: ["profile_picture"],
      },
    });
    expect(String(profile.json?.referral_code)).toMatch(/^[A-Z2-9]{8}$/);
  });

  it("answers 422 with every field's message, and 409 for a second registration", async () => {
    const phone = testPhone();
    const verified = await verifiedToken(phone, true);
    const token = String(verified.json?.access_token);
    const invalid = await call(
      "POST",
      "/auth/register/labour/",
      { phone_number: phone, identity_type: "pan", identity_number: "12345", email: "x@" },
      token,
    );
    expect(invalid.status).toBe(422);
    expect(invalid.json).toEqual(
      refusedFields("required", {
        first_name: "required",
        last_name: "required",
        email: "emailInvalid",
        identity_number: "panInvalid",
      }),
    );
    const first = await call("POST", "/auth/register/labour/", labourPayload(phone), token);
    expect(first.status).toBe(201);
    const second = await call("POST", "/auth/register/labour/", labourPayload(phone), token);
    expect(second.status).toBe(409);
    expect(second.json).toEqual(refused("phoneAlreadyRegistered"));
  });

  it("answers check-user with {exists, user_type}", async () => {
    const phone = testPhone();
    expect((await call("POST", "/auth/check-user/", { phone_number: phone })).json).toEqual({
      exists: false,
      user_type: null,
    });
    const verified = await verifiedToken(phone, true);
    await call(
      "POST",
      "/auth/register/labour/",
      labourPayload(phone),
      String(verified.json?.access_token),
    );
    expect((await call("POST", "/auth/check-user/", { phone_number: phone })).json).toEqual({
      exists: true,
      user_type: "labour",
    });
  });

  it("answers a wrong OTP with 400 'Invalid OTP. Please try again.'", async () => {
    const phone = testPhone();
    await call("POST", "/auth/send-otp/", { phone_number: phone, for_registration: true });
    const code = String(await latestOtp(t, phone));
    const wrong = code === "000000" ? "111111" : "000000";
    const answer = await call("POST", "/auth/verify-otp/", { phone_number: phone, otp: wrong });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(refused("otpWrong"));
    const malformed = await call("POST", "/auth/verify-otp/", { phone_number: phone, otp: "12" });
    expect(malformed.status).toBe(422);
    expect(malformed.json).toEqual(refusedFields("otpInvalidFormat", { otp: "otpInvalidFormat" }));
  });
});
