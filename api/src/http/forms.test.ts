import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { csrfHeaders } from "../../test/sessions.js";
import { type App, createApp } from "../app.js";
import { rememberSocketAddress } from "../context.js";
import { unsubscribeLink } from "../services/contact/newsletter.js";

// The public forms posted without JavaScript (forms.ts): stored through the same services as
// their mutations, 303 to the page that says so, refused with the error's status and each field
// named, cross-site posts refused by origin. The page drawn again is the web build's (the
// browser test e2e/contact.spec.ts reads it); here the app has no build, so a refusal comes as
// REST words it.

let t: TestApp;
let app: App;
let addresses = 0;

beforeAll(async () => {
  t = await createTestApp();
  app = createApp({ ...t.services, config: { ...t.services.config, webDist: "/nonexistent" } });
});
afterAll(async () => {
  await t.close();
});

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://localhost",
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
  addresses += 1;
  rememberSocketAddress(request, `192.0.2.${addresses}`);
  return app.fetch(request);
}

const contact = (overrides: Record<string, string> = {}) => ({
  name: "Sunita Devi",
  phone_number: "98765 11111",
  email: "",
  topic: "REPORT_PROBLEM",
  message: "A job asked me to pay a deposit before starting.",
  ...overrides,
});

describe("the contact form without JavaScript", () => {
  it("stores the message and sends the browser to the page saying so", async () => {
    const response = await post("/contact", contact());
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact?sent=1");
    const row = await t.db.prisma.contactMessage.findFirst({
      where: { phoneNumber: "9876511111" },
    });
    expect(row).toMatchObject({ topic: "REPORT_PROBLEM", ipAddress: "192.0.2.1" });
  });

  it("refuses mistakes with 422 and every field's message", async () => {
    const response = await post("/contact", contact({ phone_number: "", name: "", topic: "x" }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors).toEqual({
      name: "This field is required",
      phone_number: "Please give a phone number or an email address so we can answer you",
      topic: "Please choose what your message is about",
    });
    const hindi = await post("/contact", contact({ phone_number: "123" }), {
      cookie: "lang=hi",
      "accept-language": "hi",
    });
    expect(((await hindi.json()) as { errors: Record<string, string> }).errors.phone_number).toBe(
      "सही 10 अंकों का भारतीय फ़ोन नंबर डालें",
    );
  });

  it("refuses a post from another site, and a body that is not a form", async () => {
    const before = await t.db.prisma.contactMessage.count();
    const forged = await post("/contact", contact({ phone_number: "9876522222" }), {
      origin: "https://evil.example",
    });
    expect(forged.status).toBe(403);
    const fetched = await post("/contact", contact({ phone_number: "9876522222" }), {
      "sec-fetch-site": "cross-site",
    });
    expect(fetched.status).toBe(403);
    const json = await post("/contact", {}, { "content-type": "application/json" });
    expect(json.status).toBe(415);
    const nul = await post("/contact", contact({ name: "a\u0000b" }));
    expect(nul.status).toBe(400);
    expect(await t.db.prisma.contactMessage.count()).toBe(before);
    // Any other method or address is as before.
    expect((await post("/jobs", {})).status).toBe(405);
  });
});

describe("the newsletter without JavaScript", () => {
  it("subscribes with consent, once, and unsubscribes by the signed link's token", async () => {
    const refused = await post("/newsletter", { email: "plain@example.in" });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors).toEqual({
      consent: "Please tick the box to agree to get our emails",
    });
    for (const email of ["plain@example.in", "PLAIN@example.in"]) {
      const done = await post("/newsletter", { email, consent: "yes" });
      expect(done.status).toBe(303);
      expect(done.headers.get("location")).toBe("/newsletter?subscribed=1");
    }
    const rows = await t.db.prisma.newsletterSubscription.findMany({
      where: { emailKey: "plain@example.in" },
    });
    expect(rows).toHaveLength(1);
    const link = new URL(unsubscribeLink(t.services, rows[0] as never), "http://localhost");
    expect(link.pathname).toBe("/newsletter/unsubscribe");
    const token = link.searchParams.get("token") ?? "";
    const tampered = await post("/newsletter/unsubscribe", { token: `${token}x` });
    expect(tampered.status).toBe(400);
    expect(((await tampered.json()) as { detail: string }).detail).toBe(
      "This unsubscribe link is not valid. Please use the link from our latest email.",
    );
    const left = await post("/newsletter/unsubscribe", { token });
    expect(left.status).toBe(303);
    expect(left.headers.get("location")).toBe("/newsletter/unsubscribe?done=1");
    const row = await t.db.prisma.newsletterSubscription.findUniqueOrThrow({
      where: { id: rows[0]?.id ?? 0 },
    });
    expect(row.unsubscribedAt).not.toBeNull();
  });
});

describe("the contact form over REST (beyond REST.md)", () => {
  const call = (body: unknown, csrf = true) =>
    t.app.fetch(
      new Request("http://localhost/api/v1/contact/", {
        method: "POST",
        headers: { "content-type": "application/json", ...(csrf ? csrfHeaders(t) : {}) },
        body: JSON.stringify(body),
      }),
    );

  it("answers 201 'Message sent', 422 with each field, 403 without the CSRF token", async () => {
    const sent = await call({
      name: "Api Caller",
      email: "api@example.in",
      topic: "employer_help",
      message: "How do I post a job for ten masons?",
    });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ message: "Message sent" });
    const row = await t.db.prisma.contactMessage.findFirst({ where: { name: "Api Caller" } });
    expect(row?.topic).toBe("EMPLOYER_HELP");
    const refused = await call({ name: "Api Caller", topic: "gossip", message: "Hello there!" });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors).toEqual({
      phone_number: "Please give a phone number or an email address so we can answer you",
      topic: "Please choose what your message is about",
    });
    expect((await call({ name: "x" }, false)).status).toBe(403);
  });
});
