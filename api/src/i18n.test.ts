import fs from "node:fs/promises";
import { AVAILABLE_LANGUAGES, type Language } from "@kaamsetu/shared/constants";
import hi from "@kaamsetu/shared/locales/hi/errors.json" with { type: "json" };
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEND_OTP, signedUpLabour } from "../test/accounts.js";
import { createTestApp, listen, type TestApp } from "../test/app.js";
import { testPhone } from "../test/fixtures.js";
import { csrfHeaders } from "../test/sessions.js";
import { DEFAULT_SMS_TEMPLATES } from "./config.js";
import { acceptedLanguages, SERVER_CATALOGUES, wordReason } from "./i18n.js";
import { REST_BASE } from "./rest/gateway.js";

/** The available languages with texts of their own other than English and Hindi. */
const OTHER_LANGUAGES = AVAILABLE_LANGUAGES.filter(
  (language): language is Language => !["en", "hi", "bh"].includes(language),
);

// The server's messages in the reader's language (REST.md: Accept-Language or ?language=, bh is
// answered in Hindi): REST `detail` and field `errors`, GraphQL's `message`, the OTP SMS.

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

async function sendOtp(phone: unknown, headers: Record<string, string> = {}, query = "") {
  const response = await fetch(`${server.baseUrl}${REST_BASE}/auth/send-otp/${query}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ phone_number: phone, for_registration: true }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** The texts the log provider sent to a phone. */
async function textsTo(phone: string): Promise<string[]> {
  const { sms } = t.services.config;
  if (sms.provider !== "log") throw new Error("the test app must use the log SMS provider");
  const text = await fs.readFile(sms.outboxFile, "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((line) => line.to === phone)
    .map((line) => line.text);
}

describe("REST messages", () => {
  it("answer a validation error in Hindi for Accept-Language: hi", async () => {
    const answer = await sendOtp("12345", { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" });
    expect(answer.status).toBe(422);
    expect(answer.json.detail).toBe(hi.phoneInvalid);
    expect(answer.json.errors).toEqual({ phone_number: hi.phoneInvalid });
    expect(answer.json.message).toBe(hi.phoneInvalid);
  });

  it("answer in Hindi for ?language=bh, whatever the browser asks", async () => {
    const answer = await sendOtp("12345", { "accept-language": "en" }, "?language=bh");
    expect(answer.status).toBe(422);
    expect(answer.json.detail).toBe("सही 10 अंकों का भारतीय फ़ोन नंबर डालें");
  });

  /** The languages with their own texts beyond Hindi (bh is Hindi's): each tested alike. */
  for (const language of OTHER_LANGUAGES) {
    it(`answer a validation error in ${language} for Accept-Language: ${language}-IN`, async () => {
      const text = SERVER_CATALOGUES[language]?.phoneInvalid;
      expect(text).toBeTruthy();
      expect(text).not.toBe(hi.phoneInvalid);
      const answer = await sendOtp("12345", {
        "accept-language": `${language}-IN,${language};q=0.9,en;q=0.8`,
      });
      expect(answer.status).toBe(422);
      expect(answer.json.detail).toBe(text);
      expect(answer.json.errors).toEqual({ phone_number: text });
    });
  }

  it("stay English without a language, or for one without texts of its own yet", async () => {
    expect((await sendOtp("12345")).json.detail).toBe(
      "Please enter a valid 10-digit Indian phone number",
    );
    expect((await sendOtp("12345", { "accept-language": "fr-FR" })).json.detail).toBe(
      "Please enter a valid 10-digit Indian phone number",
    );
  });

  it("take the first language of Accept-Language that is one of ours", async () => {
    const answer = await sendOtp("12345", { "accept-language": "fr;q=0.9, hi;q=0.5, en;q=0.1" });
    expect(answer.json.detail).toBe(hi.phoneInvalid);
  });

  it("word the gateway's own failures too", async () => {
    const response = await fetch(`${server.baseUrl}${REST_BASE}/no-such-route/`, {
      headers: { "accept-language": "hi" },
    });
    expect(response.status).toBe(404);
    // The reason and its params stay the catalogue's, whatever the language.
    expect(await response.json()).toEqual({ detail: hi.notFound, reason: "notFound", params: {} });
  });
});

describe("GraphQL messages", () => {
  it("word an error result's message and field messages in Hindi", async () => {
    const { body } = await t.graphql<{ sendOtp: Record<string, unknown> }>(
      SEND_OTP,
      { input: { phoneNumber: "12345", forRegistration: true } },
      { headers: { "accept-language": "hi" } },
    );
    expect(body.data?.sendOtp).toMatchObject({
      __typename: "AppError",
      code: "VALIDATION",
      message: hi.phoneInvalid,
      fieldErrors: [{ field: "phone_number", message: hi.phoneInvalid }],
    });
  });

  it("word a thrown error's message in Hindi", async () => {
    const { body } = await t.graphql(
      'query { node(id: "not-an-id") { id } }',
      {},
      { headers: { "accept-language": "hi" } },
    );
    expect(body.errors?.[0]?.message).toBe(hi.invalidId);
  });
});

describe("the OTP SMS", () => {
  it("goes in Hindi to a Hindi user, within one Unicode segment", async () => {
    const phone = testPhone();
    await t.services.prisma.user.create({
      data: {
        phoneNumber: phone,
        userType: "LABOUR",
        firstName: "Sita",
        lastName: "Devi",
        preferredLanguage: "hi",
      },
    });
    // The account's language wins over the request's.
    const response = await fetch(`${server.baseUrl}${REST_BASE}/auth/send-otp/`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify({ phone_number: phone, for_registration: false }),
    });
    expect(response.status).toBe(200);
    const [text] = await textsTo(phone);
    expect(text).toMatch(/^\d{6} आपका KaamSetu OTP है। \d+ मिनट तक चलेगा। किसी को न बताएँ।$/);
    expect(text?.length).toBeLessThanOrEqual(70);
  });

  for (const language of OTHER_LANGUAGES) {
    it(`goes in ${language} to a ${language} user, within one Unicode segment`, async () => {
      const template = DEFAULT_SMS_TEMPLATES[language];
      expect(template).toContain("{code}");
      const phone = testPhone();
      await t.services.prisma.user.create({
        data: {
          phoneNumber: phone,
          userType: "LABOUR",
          firstName: "Asha",
          lastName: "Devi",
          preferredLanguage: language,
        },
      });
      const response = await fetch(`${server.baseUrl}${REST_BASE}/auth/send-otp/`, {
        method: "POST",
        headers: { "content-type": "application/json", "accept-language": "en" },
        body: JSON.stringify({ phone_number: phone, for_registration: false }),
      });
      expect(response.status).toBe(200);
      const [text] = await textsTo(phone);
      const pattern = (template ?? "")
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
        .replace("\\{code\\}", "\\d{6}")
        .replace("\\{minutes\\}", "\\d{1,2}");
      expect(text).toMatch(new RegExp(`^${pattern}$`));
      expect(text?.length).toBeLessThanOrEqual(70);
    });
  }

  it("goes in the request's language to a phone registering, Bhojpuri as Hindi", async () => {
    const phone = testPhone();
    const answer = await sendOtp(phone, { "accept-language": "bh" });
    expect(answer.status).toBe(200);
    const [text] = await textsTo(phone);
    expect(text).toContain("आपका KaamSetu OTP है");
  });

  it("goes in English to an English user", async () => {
    const phone = testPhone();
    await sendOtp(phone);
    const [text] = await textsTo(phone);
    expect(text).toMatch(/^\d{6} is your KaamSetu OTP\./);
    expect(DEFAULT_SMS_TEMPLATES.en).toContain("{code}");
  });
});

describe("the catalogues", () => {
  it("are every translation in shared/locales, each registered under its language", async () => {
    const folder = new URL("../../shared/locales/", import.meta.url);
    const languages = (await fs.readdir(folder)).sort();
    expect(Object.keys(SERVER_CATALOGUES).sort()).toEqual(languages);
    for (const language of languages) {
      const file = new URL(`${language}/errors.json`, folder);
      const texts = JSON.parse(await fs.readFile(file, "utf8")) as Record<string, string>;
      expect(SERVER_CATALOGUES[language as Language], language).toEqual(texts);
    }
  });
});

describe("wording", () => {
  it("fills params into the Hindi text and falls back through bh to hi", () => {
    expect(wordReason("minLength", { count: 8 }, "hi")).toBe("कम से कम 8 अक्षर चाहिए");
    expect(wordReason("minLength", { count: 8 }, "bh")).toBe("कम से कम 8 अक्षर चाहिए");
    expect(wordReason("minLength", { count: 8 }, "bn")).toBe("কমপক্ষে 8টি অক্ষর চাই");
  });

  for (const language of OTHER_LANGUAGES) {
    it(`fills params into the ${language} text`, () => {
      const text = wordReason("minLength", { count: 8 }, language);
      expect(text).toContain("8");
      expect(text).not.toMatch(/\{\{|Minimum/);
    });
  }

  it("reads Accept-Language by weight, then order", () => {
    expect(acceptedLanguages("en;q=0.2, hi-IN, ta;q=0.8, *;q=0.1, fr;q=0")).toEqual([
      "hi",
      "ta",
      "en",
    ]);
    expect(acceptedLanguages(null)).toEqual([]);
  });
});

describe("the account's language", () => {
  const SET_LANGUAGE = `mutation ($language: String!) {
    setLanguage(language: $language) {
      __typename
      ... on SetLanguagePayload { viewer { preferredLanguage } }
      ... on AppError { code reason message fieldErrors { field message } }
    }
  }`;

  it("is saved from the menu, and the next OTP SMS is in it", async () => {
    const { phoneNumber, token } = await signedUpLabour(t);
    const { body } = await t.graphql(
      SET_LANGUAGE,
      { language: "hi" },
      { token, headers: csrfHeaders(t) },
    );
    expect(body.data?.setLanguage).toEqual({
      __typename: "SetLanguagePayload",
      viewer: { preferredLanguage: "hi" },
    });
    const response = await fetch(`${server.baseUrl}${REST_BASE}/auth/send-otp/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone_number: phoneNumber, for_registration: false }),
    });
    expect(response.status).toBe(200);
    expect((await textsTo(phoneNumber)).at(-1)).toContain("आपका KaamSetu OTP है");
  });

  it("refuses a language that is not offered, in the request's language", async () => {
    const { token } = await signedUpLabour(t);
    const { body } = await t.graphql(
      SET_LANGUAGE,
      { language: "xx" },
      { token, headers: { ...csrfHeaders(t), "accept-language": "hi" } },
    );
    expect(body.data?.setLanguage).toMatchObject({
      __typename: "AppError",
      code: "VALIDATION",
      reason: "choiceInvalid",
      fieldErrors: [{ field: "language" }],
    });
    expect((body.data?.setLanguage as { message?: string } | undefined)?.message).toMatch(
      /^इनमें से एक चुनें: en, hi/,
    );
  });

  it("is the signed-in user's own: a visitor cannot set one", async () => {
    const { body } = await t.graphql(SET_LANGUAGE, { language: "hi" }, { headers: csrfHeaders(t) });
    const result = body.data?.setLanguage as { code?: string } | undefined;
    expect(result?.code ?? body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
