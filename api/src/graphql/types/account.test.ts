import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AADHAAR,
  latestOtp,
  mutate,
  outboxCount,
  REGISTER_EMPLOYER,
  REGISTER_LABOUR,
  registrationToken,
  SEND_OTP,
  signedUpLabour,
  VERIFY_OTP,
} from "../../../test/accounts.js";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createEmployer, testPhone } from "../../../test/fixtures.js";
import { createSmsProvider } from "../../auth/sms.js";
import { messages } from "../../messages.js";

// Accounts through the real schema on real PostgreSQL: OTP rules and attacks, registration,
// sessions and the viewer.

const VIEWER = `{ viewer { id userType firstName lastName phoneNumber identityType identityNumberLast4
  labourProfile { skills } employerProfile { companyName referralCode address }
  profileCompletion { percentage isComplete missingFields } } }`;

let t: TestApp;
beforeAll(async () => {
  // Resends are allowed at once here; the cool-down has its own app below.
  t = await createTestApp({ OTP_RESEND_SECONDS: "0", OTP_MAX_PER_PHONE_PER_HOUR: "50" });
});
afterAll(() => t.close());

async function sendFor(phoneNumber: string, forRegistration = true) {
  return mutate(t, SEND_OTP, { phoneNumber, forRegistration });
}

async function verify(phoneNumber: string, otp: string | null) {
  return mutate(t, VERIFY_OTP, { phoneNumber, otp });
}

describe("sending an OTP", () => {
  it("texts a 6-digit code and stores only its keyed hash", async () => {
    const phone = testPhone();
    const sent = await sendFor(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    expect(sent).toMatchObject({
      __typename: "SendOtpPayload",
      message: messages.otpSent,
      userExists: false,
      expiresInSeconds: 300,
    });
    const code = await latestOtp(t, phone);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.db.prisma.otpChallenge.findMany({ where: { phoneNumber: phone } });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.codeHash).not.toContain(code);
  });

  it("refuses sign-in for an unknown phone and registration for a registered one", async () => {
    const employer = await createEmployer(t.db.prisma);
    expect(await sendFor(testPhone(), false)).toMatchObject({
      code: "NOT_FOUND",
      message: messages.phoneNotRegistered,
    });
    expect(await sendFor(employer.phoneNumber, true)).toMatchObject({
      code: "CONFLICT",
      message: messages.phoneAlreadyRegistered,
    });
    expect(await sendFor(employer.phoneNumber, false)).toMatchObject({ userExists: true });
  });

  it("rejects a phone that is not a 10-digit Indian mobile with the spec's message", async () => {
    for (const phoneNumber of ["12345", "5876543210", "98765432101", "abc"]) {
      expect(await sendFor(phoneNumber)).toMatchObject({
        code: "VALIDATION",
        message: messages.phoneInvalid,
        fieldErrors: [{ field: "phone_number", message: messages.phoneInvalid }],
      });
    }
  });

  it("answers 'Failed to send OTP' when delivery fails and leaves no usable challenge", async () => {
    const gateway = http.createServer((_request, response) => {
      response.writeHead(500).end();
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    const { port } = gateway.address() as AddressInfo;
    const failing = await createTestApp(
      {},
      {
        sms: createSmsProvider({
          provider: "http",
          url: `http://127.0.0.1:${port}/send`,
          apiKey: "k",
          sender: "KAAMST",
          templates: { en: "{code}" },
          timeoutMs: 500,
        }),
      },
    );
    try {
      const phone = testPhone();
      const sent = await mutate(failing, SEND_OTP, { phoneNumber: phone, forRegistration: true });
      expect(sent).toMatchObject({ code: "UNAVAILABLE", message: messages.otpSendFailed });
      const open = await failing.db.prisma.otpChallenge.count({
        where: { phoneNumber: phone, consumedAt: null },
      });
      expect(open).toBe(0);
    } finally {
      await failing.close();
      gateway.close();
    }
  });
});

describe("verifying an OTP", () => {
  it("gives a new phone a registration token that cannot act as a session", async () => {
    const phone = testPhone();
    await sendFor(phone);
    const verified = await verify(phone, await latestOtp(t, phone));
    expect(verified).toMatchObject({ isNewUser: true, userType: null, viewer: null });
    const { body } = await t.graphql(VIEWER, {}, { token: String(verified.accessToken) });
    expect(body.data).toEqual({ viewer: null });
  });

  it("accepts a code once only", async () => {
    const phone = testPhone();
    await sendFor(phone);
    const code = await latestOtp(t, phone);
    expect(await verify(phone, code)).toMatchObject({ __typename: "VerifyOtpPayload" });
    expect(await verify(phone, code)).toMatchObject({
      code: "BAD_REQUEST",
      message: messages.otpWrong,
    });
  });

  it("kills a challenge after 5 wrong tries, even for the right code", async () => {
    const phone = testPhone();
    await sendFor(phone);
    const code = String(await latestOtp(t, phone));
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i += 1) {
      expect(await verify(phone, wrong)).toMatchObject({ message: messages.otpWrong });
    }
    expect(await verify(phone, code)).toMatchObject({
      code: "BAD_REQUEST",
      message: messages.otpAttemptsExceeded,
    });
  });

  it("counts simultaneous wrong guesses one by one", async () => {
    const phone = testPhone();
    await sendFor(phone);
    const code = String(await latestOtp(t, phone));
    const wrong = code === "000000" ? "111111" : "000000";
    await Promise.all(Array.from({ length: 8 }, () => verify(phone, wrong)));
    expect(await verify(phone, code)).toMatchObject({ message: messages.otpAttemptsExceeded });
  });

  it("refuses an expired code", async () => {
    const phone = testPhone();
    await sendFor(phone);
    const code = await latestOtp(t, phone);
    await t.db.pool.query(
      "UPDATE otp_challenges SET expires_at = now() - interval '1 second' WHERE phone_number = $1",
      [phone],
    );
    expect(await verify(phone, code)).toMatchObject({ message: messages.otpExpired });
  });

  it("accepts only the newest code", async () => {
    const phone = testPhone();
    await sendFor(phone);
    const first = await latestOtp(t, phone);
    await sendFor(phone);
    const second = await latestOtp(t, phone);
    if (first !== second) {
      expect(await verify(phone, first)).toMatchObject({ message: messages.otpWrong });
    }
    expect(await verify(phone, second)).toMatchObject({ __typename: "VerifyOtpPayload" });
  });

  it("checks the format of both fields at once", async () => {
    const result = await verify("123", "12ab");
    expect(result).toMatchObject({ code: "VALIDATION" });
    const { body } = await t.graphql<{ verifyOtp: { fieldErrors: unknown } }>(
      `mutation { verifyOtp(input: { phoneNumber: "123", otp: "12ab" }) {
        ... on AppError { fieldErrors { field message } } } }`,
    );
    expect(body.data?.verifyOtp.fieldErrors).toEqual([
      { field: "phone_number", message: messages.phoneInvalid },
      { field: "otp", message: messages.otpInvalidFormat },
    ]);
  });
});

describe("OTP send limits", () => {
  it("holds a phone to one code per 30 s, with Retry-After, and sends nothing meanwhile", async () => {
    const strict = await createTestApp();
    try {
      const phone = testPhone();
      await mutate(strict, SEND_OTP, { phoneNumber: phone, forRegistration: true });
      const again = await mutate(strict, SEND_OTP, { phoneNumber: phone, forRegistration: true });
      expect(again).toMatchObject({ code: "RATE_LIMITED" });
      expect(again.retryAfterSeconds).toBeGreaterThan(25);
      expect(again.retryAfterSeconds).toBeLessThanOrEqual(30);
      expect(again.message).toBe(
        messages.otpResendWait({ count: Number(again.retryAfterSeconds) }),
      );
      expect(await outboxCount(strict, phone)).toBe(1);
    } finally {
      await strict.close();
    }
  });

  it("allows 5 codes per phone per hour", async () => {
    const app = await createTestApp({ OTP_RESEND_SECONDS: "0" });
    try {
      const phone = testPhone();
      for (let i = 0; i < 5; i += 1) {
        const sent = await mutate(app, SEND_OTP, { phoneNumber: phone, forRegistration: true });
        expect(sent.__typename).toBe("SendOtpPayload");
      }
      const sixth = await mutate(app, SEND_OTP, { phoneNumber: phone, forRegistration: true });
      expect(sixth).toMatchObject({ code: "RATE_LIMITED", message: messages.otpTooManyRequests });
      expect(sixth.retryAfterSeconds).toBeGreaterThan(3500);
      expect(await outboxCount(app, phone)).toBe(5);
    } finally {
      await app.close();
    }
  });

  it("allows 20 codes per client address per hour, behind a trusted proxy", async () => {
    const app = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const from = (address: string) => ({ headers: { "x-forwarded-for": address } });
      const phones = Array.from({ length: 21 }, () => testPhone());
      for (const phone of phones.slice(0, 20)) {
        const sent = await mutate(
          app,
          SEND_OTP,
          { phoneNumber: phone, forRegistration: true },
          from("203.0.113.7"),
        );
        expect(sent.__typename).toBe("SendOtpPayload");
      }
      const last = String(phones[20]);
      const refused = await mutate(
        app,
        SEND_OTP,
        { phoneNumber: last, forRegistration: true },
        from("203.0.113.7"),
      );
      expect(refused).toMatchObject({ code: "RATE_LIMITED" });
      expect(await outboxCount(app, last)).toBe(0);
      // Another address is not held back, and a forged first entry does not help.
      const other = await mutate(
        app,
        SEND_OTP,
        { phoneNumber: last, forRegistration: true },
        from("198.51.100.1, 203.0.113.8"),
      );
      expect(other.__typename).toBe("SendOtpPayload");
    } finally {
      await app.close();
    }
  });
});

describe("phone lookups", () => {
  it("share one hourly budget per address between send-otp and check-user", async () => {
    const app = await createTestApp({ TRUST_PROXY: "true", CHECK_USER_MAX_PER_IP_PER_HOUR: "3" });
    try {
      const from = { headers: { "x-forwarded-for": "203.0.113.50" } };
      const lookup = `query ($p: String!) { phoneRegistration(phoneNumber: $p) { exists } }`;
      expect((await app.graphql(lookup, { p: testPhone() }, from)).body.data).toBeDefined();
      for (let i = 0; i < 2; i += 1) {
        const refused = await mutate(
          app,
          SEND_OTP,
          { phoneNumber: testPhone(), forRegistration: false },
          from,
        );
        expect(refused).toMatchObject({ code: "NOT_FOUND" });
      }
      const walked = await mutate(
        app,
        SEND_OTP,
        { phoneNumber: testPhone(), forRegistration: false },
        from,
      );
      expect(walked).toMatchObject({ code: "RATE_LIMITED", message: messages.tooManyRequests });
      const { body } = await app.graphql(lookup, { p: testPhone() }, from);
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: "RATE_LIMITED" });
    } finally {
      await app.close();
    }
  });
});

describe("registration", () => {
  it("creates a worker with profile and identity document, signed in at once", async () => {
    const { phoneNumber, token } = await registrationToken(t);
    const result = await mutate(
      t,
      REGISTER_LABOUR,
      {
        firstName: "  Sita ",
        lastName: "Devi",
        phoneNumber,
        identityType: "AADHAAR",
        identityNumber: "2341 2341 2346",
        state: "maharashtra",
        city: "Pune",
        skills: ["Masonry", "Tiling"],
      },
      { token },
    );
    expect(result).toMatchObject({
      __typename: "RegisterPayload",
      userType: "LABOUR",
      viewer: {
        userType: "LABOUR",
        firstName: "Sita",
        phoneNumber,
        // required 40 + important 3 of 4 (skills, state, city) x 30 = 62.5
        profileCompletion: {
          percentage: 63,
          isComplete: false,
          missingFields: ["profile_picture"],
        },
      },
    });
    const { body } = await t.graphql<{ viewer: Record<string, unknown> }>(
      VIEWER,
      {},
      { token: String(result.accessToken) },
    );
    expect(body.data?.viewer).toMatchObject({
      identityType: "AADHAAR",
      identityNumberLast4: "2346",
      labourProfile: { skills: ["Masonry", "Tiling"] },
      employerProfile: null,
    });
    const document = await t.db.prisma.identityDocument.findFirstOrThrow({
      where: { user: { phoneNumber } },
    });
    expect(document.numberHash).not.toContain(AADHAAR);
    expect(document.status).toBe("PENDING");
  });

  it("creates an employer with a referral code", async () => {
    const { phoneNumber, token } = await registrationToken(t);
    const result = await mutate(
      t,
      REGISTER_EMPLOYER,
      {
        firstName: "Anil",
        lastName: "Shah",
        phoneNumber,
        email: "anil@example.com",
        address: "4 MG Road, Indore",
        identityType: "pan",
        identityNumber: "abcpe1234f",
        companyName: "Shah Traders",
        gstNumber: "27AAPFU0939F1ZV",
      },
      { token },
    );
    expect(result).toMatchObject({ userType: "EMPLOYER" });
    const { body } = await t.graphql<{ viewer: Record<string, unknown> }>(
      VIEWER,
      {},
      { token: String(result.accessToken) },
    );
    expect(body.data?.viewer).toMatchObject({
      identityType: "PAN",
      employerProfile: { companyName: "Shah Traders", address: "4 MG Road, Indore" },
      // required 5/5 = 40, important company_name 1/4 = 7.5, optional gst_number 1/6 = 5
      profileCompletion: {
        percentage: 53,
        missingFields: ["profile_picture", "state", "city"],
      },
    });
    const viewer = body.data?.viewer as { employerProfile: { referralCode: string } };
    expect(viewer.employerProfile.referralCode).toMatch(/^[A-Z2-9]{8}$/);
  });

  it("names every bad field with the spec's messages and creates nothing", async () => {
    const { phoneNumber, token } = await registrationToken(t);
    const result = await mutate(
      t,
      REGISTER_EMPLOYER,
      {
        firstName: " ",
        phoneNumber,
        email: "not-an-email",
        identityType: "aadhaar",
        identityNumber: "123412341234",
      },
      { token },
    );
    expect(result).toMatchObject({ code: "VALIDATION" });
    const fields = Object.fromEntries(
      (result.fieldErrors as { field: string; message: string }[]).map((f) => [f.field, f.message]),
    );
    expect(fields).toMatchObject({
      first_name: messages.required,
      last_name: messages.required,
      email: messages.emailInvalid,
      address: messages.required,
      identity_number: messages.aadhaarInvalid,
    });
    expect(await t.db.prisma.user.count({ where: { phoneNumber } })).toBe(0);
  });

  it("registers only the verified phone, with a registration token only", async () => {
    const { token } = await registrationToken(t);
    const other = await mutate(
      t,
      REGISTER_LABOUR,
      {
        firstName: "A",
        lastName: "B",
        phoneNumber: testPhone(),
        identityType: "aadhaar",
        identityNumber: AADHAAR,
      },
      { token },
    );
    expect(other).toMatchObject({ code: "FORBIDDEN", message: messages.phoneNotVerified });
    const signedIn = await signedUpLabour(t);
    const withSession = await mutate(
      t,
      REGISTER_LABOUR,
      {
        firstName: "A",
        lastName: "B",
        phoneNumber: signedIn.phoneNumber,
        identityType: "aadhaar",
        identityNumber: AADHAAR,
      },
      { token: signedIn.token },
    );
    expect(withSession).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("lets one of two simultaneous registrations of a phone win; the other gets 409", async () => {
    const { phoneNumber, token } = await registrationToken(t);
    // A second device verified the same phone too.
    await sendFor(phoneNumber);
    const second = await mutate(t, VERIFY_OTP, {
      phoneNumber,
      otp: await latestOtp(t, phoneNumber),
    });
    const input = {
      firstName: "Ravi",
      lastName: "Verma",
      phoneNumber,
      identityType: "aadhaar",
      identityNumber: AADHAAR,
    };
    const results = await Promise.all([
      mutate(t, REGISTER_LABOUR, input, { token }),
      mutate(t, REGISTER_LABOUR, input, { token }),
      mutate(t, REGISTER_LABOUR, input, { token: String(second.accessToken) }),
    ]);
    const names = results.map((r) => r.__typename).sort();
    expect(names).toEqual(["AppError", "AppError", "RegisterPayload"]);
    for (const failure of results.filter((r) => r.__typename === "AppError")) {
      expect(failure).toMatchObject({ code: "CONFLICT", message: messages.phoneAlreadyRegistered });
    }
    expect(await t.db.prisma.user.count({ where: { phoneNumber } })).toBe(1);
    expect(await t.db.prisma.identityDocument.count({ where: { user: { phoneNumber } } })).toBe(1);
  });
});

describe("sessions", () => {
  const PROFILE = "{ viewerAsLabour { id firstName } }";

  it("signs an existing user in with a session, and sign-out kills it at once", async () => {
    const { phoneNumber } = await signedUpLabour(t);
    await sendFor(phoneNumber, false);
    const verified = await verify(phoneNumber, await latestOtp(t, phoneNumber));
    expect(verified).toMatchObject({
      isNewUser: false,
      userType: "LABOUR",
      viewer: { firstName: "Ramesh" },
    });
    const token = String(verified.accessToken);
    expect((await t.graphql(PROFILE, {}, { token })).body.data).toMatchObject({
      viewerAsLabour: { firstName: "Ramesh" },
    });
    const out = await t.graphql("mutation { signOut }", {}, { token });
    expect(out.body.data).toEqual({ signOut: true });
    const after = await t.graphql(PROFILE, {}, { token });
    expect(after.body.errors?.[0]).toMatchObject({
      message: messages.sessionExpired,
      extensions: { code: "UNAUTHENTICATED" },
    });
    expect((await t.graphql(VIEWER, {}, { token })).body.data).toEqual({ viewer: null });
    // signOut is public: a dead token or none is told there was nothing to end, not refused.
    const again = await t.graphql("mutation { signOut }", {}, { token });
    expect(again.body).toEqual({ data: { signOut: false } });
    const visitor = await t.graphql("mutation { signOut }", {});
    expect(visitor.body).toEqual({ data: { signOut: false } });
  });

  it("ends a session after 2 hours without a request, and after 30 days in any case", async () => {
    const idle = await signedUpLabour(t);
    await t.db.pool.query(
      "UPDATE sessions SET last_seen_at = now() - interval '2 hours 1 second' WHERE user_id = (SELECT id FROM users WHERE phone_number = $1)",
      [idle.phoneNumber],
    );
    expect(
      (await t.graphql(PROFILE, {}, { token: idle.token })).body.errors?.[0]?.extensions,
    ).toMatchObject({ code: "UNAUTHENTICATED" });

    const old = await signedUpLabour(t);
    await t.db.pool.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE phone_number = $1)",
      [old.phoneNumber],
    );
    expect(
      (await t.graphql(PROFILE, {}, { token: old.token })).body.errors?.[0]?.extensions,
    ).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("stores only a hash of the token", async () => {
    const { token } = await signedUpLabour(t);
    const rows = await t.db.pool.query("SELECT token_hash FROM sessions");
    expect(rows.rows.every((row) => row.token_hash !== token)).toBe(true);
    expect(JSON.stringify(rows.rows)).not.toContain(token);
  });

  it("tells a visitor 'Unauthorized access' and the other user type 'Permission denied'", async () => {
    const anonymous = await t.graphql(PROFILE);
    expect(anonymous.body.errors?.[0]).toMatchObject({
      message: messages.unauthorized,
      extensions: { code: "UNAUTHENTICATED" },
    });
    const { token } = await signedUpLabour(t);
    const employerView = await t.graphql("{ viewerAsEmployer { id } }", {}, { token });
    expect(employerView.body.errors?.[0]).toMatchObject({
      message: messages.permissionDenied,
      extensions: { code: "FORBIDDEN" },
    });
  });

  it("never lets one user read another's account through node()", async () => {
    const a = await signedUpLabour(t);
    const b = await signedUpLabour(t);
    const { body } = await t.graphql<{ viewer: { id: string } }>(VIEWER, {}, { token: a.token });
    const id = body.data?.viewer.id;
    const other = await t.graphql(
      `query ($id: ID!) { node(id: $id) { ... on User { phoneNumber } } }`,
      { id },
      { token: b.token },
    );
    expect(JSON.stringify(other.body)).not.toContain(a.phoneNumber);
  });
});
