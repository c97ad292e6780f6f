import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../test/admins.js";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { csrfHeaders, signedInEmployer, signedInWorker } from "../../../test/sessions.js";
import { can } from "../../auth/policy/permissions.js";
import { ADMIN_ROLES, type AdminRole } from "../../auth/policy/roles.js";
import {
  CONTACT_MAX_PER_ADDRESS_PER_HOUR,
  CONTACT_MAX_PER_SENDER_PER_DAY,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  NEWSLETTER_MAX_PER_ADDRESS_PER_HOUR,
} from "../../constants.js";
import { unsubscribeToken } from "../../services/contact/newsletter.js";
import { encodeGlobalID, localId } from "../global-id.js";

// The contact form, its admin inbox and the newsletter through the real schema: each field's
// check with the catalogue's reason, the limits per client address and per phone or e-mail, one
// subscription per mailbox, the signed unsubscribe link (a tampered or another's token refused),
// who may read and move inbox messages (every admin role against the policy, users and
// visitors), and the audit row of each move.

let t: TestApp;
const tokens = {} as Record<AdminRole, string>;
let workerToken: string;
let employerToken: string;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  for (const role of ADMIN_ROLES) tokens[role] = (await signedInAdmin(t, role)).token;
  workerToken = (await signedInWorker(t)).token;
  employerToken = (await signedInEmployer(t)).token;
});
afterAll(async () => {
  await t.close();
});

let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${addresses % 250}`;
};
/** Each call from its own client address unless one is given. */
const from = (address = nextAddress(), token?: string) => ({
  ...(token ? { token } : {}),
  headers: { ...csrfHeaders(t), "x-forwarded-for": address },
});

const SEND = `mutation Send($input: SendContactMessageInput!) {
  sendContactMessage(input: $input) {
    __typename
    ... on SendContactMessagePayload { sent }
    ... on AppError { code reason params retryAfterSeconds fieldErrors { field reason params } }
  }
}`;
type Answer = {
  __typename: string;
  code?: string;
  reason?: string;
  retryAfterSeconds?: number | null;
  fieldErrors?: { field: string; reason: string; params: Record<string, unknown> }[];
};

let phones = 0;
/** A valid message from a new sender each time. */
const message = (overrides: Record<string, unknown> = {}) => ({
  name: "Ramesh Kumar",
  phoneNumber: `98${String(10_000_000 + ++phones).slice(-8)}`,
  email: null,
  topic: "WORKER_HELP",
  message: "The employer did not pay me for two days of work.",
  ...overrides,
});

async function send(input: Record<string, unknown>, options = from()) {
  const { body } = await t.graphql<{ sendContactMessage: Answer }>(SEND, { input }, options);
  expect(body.errors).toBeUndefined();
  return body.data?.sendContactMessage as Answer;
}

const failures = (answer: Answer) =>
  (answer.fieldErrors ?? []).map((f) => `${f.field}:${f.reason}`).sort();

describe("the contact form", () => {
  it("stores a message with the phone as ten digits and the page's language", async () => {
    const answer = await send(
      message({ phoneNumber: "+91 98765 00001", email: "Asha@Example.IN", language: "hi" }),
    );
    expect(answer).toEqual({ __typename: "SendContactMessagePayload", sent: true });
    const row = await t.db.prisma.contactMessage.findFirst({
      where: { phoneNumber: "9876500001" },
    });
    expect(row).toMatchObject({
      name: "Ramesh Kumar",
      email: "Asha@example.in",
      topic: "WORKER_HELP",
      status: "NEW",
      language: "hi",
    });
    expect(row?.ipAddress).toMatch(/^198\.51\./);
  });

  it("takes an e-mail address alone, or a phone alone", async () => {
    expect((await send(message({ phoneNumber: null, email: "only@example.in" })))?.__typename).toBe(
      "SendContactMessagePayload",
    );
    expect((await send(message({ email: "" })))?.__typename).toBe("SendContactMessagePayload");
  });

  it("names every bad field at once, with the spec's messages", async () => {
    const answer = await send({
      name: " ",
      phoneNumber: "12345",
      email: "not-an-address",
      topic: null,
      message: "short",
    });
    expect(answer.code).toBe("VALIDATION");
    expect(failures(answer)).toEqual([
      "email:emailInvalid",
      "message:minLength",
      "name:required",
      "phone_number:phoneInvalid",
      "topic:contactTopicInvalid",
    ]);
    const short = answer.fieldErrors?.find((f) => f.field === "message");
    expect(short?.params).toEqual({ count: CONTACT_MESSAGE_MIN_LENGTH });
  });

  it("asks for a phone or an e-mail address when neither is given", async () => {
    const answer = await send(message({ phoneNumber: "", email: "  " }));
    expect(failures(answer)).toEqual(["phone_number:contactReachRequired"]);
  });

  it("refuses a name and a message over their limits", async () => {
    const answer = await send(
      message({
        name: "n".repeat(CONTACT_NAME_MAX_LENGTH + 1),
        message: "m".repeat(CONTACT_MESSAGE_MAX_LENGTH + 1),
      }),
    );
    expect(failures(answer)).toEqual(["message:maxLength", "name:maxLength"]);
    const ok = await send(
      message({
        name: "n".repeat(CONTACT_NAME_MAX_LENGTH),
        message: "m".repeat(CONTACT_MESSAGE_MAX_LENGTH),
      }),
    );
    expect(ok.__typename).toBe("SendContactMessagePayload");
  });

  it("limits messages per client address, then answers 429's reason with a wait", async () => {
    const address = "203.0.113.50";
    for (let n = 0; n < CONTACT_MAX_PER_ADDRESS_PER_HOUR; n++) {
      expect((await send(message(), from(address))).__typename).toBe("SendContactMessagePayload");
    }
    const refused = await send(message(), from(address));
    expect(refused).toMatchObject({ code: "RATE_LIMITED", reason: "tooManyRequests" });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    // A refused message is not stored, and another address is not held back.
    expect((await send(message())).__typename).toBe("SendContactMessagePayload");
  });

  it("limits messages per phone and per e-mail address, from any address", async () => {
    const phone = "9000000001";
    for (let n = 0; n < CONTACT_MAX_PER_SENDER_PER_DAY; n++) {
      expect((await send(message({ phoneNumber: phone }))).__typename).toBe(
        "SendContactMessagePayload",
      );
    }
    expect((await send(message({ phoneNumber: `+91 ${phone}` }))).code).toBe("RATE_LIMITED");
    const email = "busy@example.in";
    for (let n = 0; n < CONTACT_MAX_PER_SENDER_PER_DAY; n++) {
      await send(message({ phoneNumber: null, email }));
    }
    const refused = await send(message({ phoneNumber: null, email: "BUSY@example.in" }));
    expect(refused.code).toBe("RATE_LIMITED");
    expect(await t.db.prisma.contactMessage.count({ where: { phoneNumber: phone } })).toBe(
      CONTACT_MAX_PER_SENDER_PER_DAY,
    );
  });

  it("needs the CSRF token like every other mutation", async () => {
    const { body } = await t.graphql(SEND, { input: message() }, {});
    expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("the inbox", () => {
  const LIST = `query($status: ContactMessageStatus) {
    adminContactMessages(first: 50, status: $status) {
      totalCount
      edges { node { id name status adminNotes } }
    }
  }`;
  const ONE = "query($id: ID!) { adminContactMessage(id: $id) { id message } }";
  const UPDATE = `mutation($id: ID!, $status: ContactMessageStatus!, $notes: String) {
    updateContactMessage(id: $id, status: $status, notes: $notes) {
      __typename
      ... on UpdateContactMessagePayload { contactMessage { id status adminNotes } }
      ... on AppError { code reason }
    }
  }`;
  let id: string;

  beforeAll(async () => {
    await send(message({ name: "Inbox Person", topic: "PARTNERSHIP" }));
    const row = await t.db.prisma.contactMessage.findFirstOrThrow({
      where: { name: "Inbox Person" },
    });
    id = encodeGlobalID("ContactMessage", row.id);
  });

  it("lists messages newest first, by status, to the admins who may read accounts", async () => {
    for (const role of ADMIN_ROLES) {
      const viewer = { kind: "admin" as const, id: 1, role };
      const { body } = await t.graphql<{
        adminContactMessages: { edges: { node: { id: string; name: string } }[] };
      }>(LIST, {}, from(undefined, tokens[role]));
      const one = await t.graphql<{ adminContactMessage: { id: string } | null }>(
        ONE,
        { id },
        from(undefined, tokens[role]),
      );
      if (can(viewer, "contactMessage.read")) {
        const ids = body.data?.adminContactMessages.edges.map((edge) => edge.node.id) ?? [];
        expect(ids, role).toContain(id);
        const numbers = ids.map((gid) => localId(gid, "ContactMessage"));
        expect(numbers, role).toEqual([...numbers].sort((a, b) => b - a));
        expect(one.body.data?.adminContactMessage?.id, role).toBe(id);
      } else {
        expect(body.errors?.[0]?.extensions?.code, role).toBe("FORBIDDEN");
        expect(one.body.errors?.[0]?.extensions?.code, role).toBe("FORBIDDEN");
      }
    }
    for (const [token, code] of [
      [workerToken, "FORBIDDEN"],
      [employerToken, "FORBIDDEN"],
      [undefined, "UNAUTHENTICATED"],
    ] as const) {
      const { body } = await t.graphql(LIST, {}, from(undefined, token));
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe(code);
      const node = await t.graphql(`{ node(id: "${id}") { id } }`, {}, from(undefined, token));
      expect((node.body.data as { node: unknown } | undefined)?.node ?? null).toBeNull();
    }
  });

  it("lets the admins who may act on accounts move a message, audited; no one else", async () => {
    let status = "READ";
    for (const role of ADMIN_ROLES) {
      const viewer = { kind: "admin" as const, id: 1, role };
      status = status === "READ" ? "REPLIED" : "READ";
      const { body } = await t.graphql<{
        updateContactMessage: { __typename: string; contactMessage?: { status: string } };
      }>(UPDATE, { id, status, notes: `by ${role}` }, from(undefined, tokens[role]));
      if (can(viewer, "contactMessage.update")) {
        expect(body.data?.updateContactMessage.contactMessage?.status, role).toBe(status);
      } else {
        expect(body.data?.updateContactMessage ?? null, role).toBeNull();
        expect(body.errors?.[0]?.extensions?.code, role).toBe("FORBIDDEN");
      }
    }
    for (const token of [workerToken, employerToken, undefined]) {
      const { body } = await t.graphql(UPDATE, { id, status: "CLOSED" }, from(undefined, token));
      expect(body.data?.updateContactMessage ?? null).toBeNull();
      expect(["FORBIDDEN", "UNAUTHENTICATED"]).toContain(body.errors?.[0]?.extensions?.code);
    }
    const local = localId(id, "ContactMessage");
    const rows = await t.db.prisma.adminAuditLog.findMany({
      where: { targetType: "contact_message", targetId: String(local) },
      orderBy: { id: "asc" },
    });
    const movers = ADMIN_ROLES.filter((role) =>
      can({ kind: "admin", id: 1, role }, "contactMessage.update"),
    );
    expect(rows).toHaveLength(movers.length);
    expect(rows[0]?.action).toMatch(/^contact_message\.(read|replied)$/);
    expect(rows[0]?.details).toMatchObject({ before: { status: "NEW" } });
    // What the message said and who sent it stay out of the audit log.
    expect(JSON.stringify(rows)).not.toContain("Inbox Person");
  });

  it("filters by status, keeps notes until changed, and says when a message is not there", async () => {
    await t.graphql(
      UPDATE,
      { id, status: "CLOSED", notes: "Called back." },
      from(undefined, tokens.SUPERUSER),
    );
    await t.graphql(UPDATE, { id, status: "CLOSED" }, from(undefined, tokens.SUPERUSER));
    const { body } = await t.graphql<{
      adminContactMessages: { edges: { node: { id: string; adminNotes: string | null } }[] };
    }>(LIST, { status: "CLOSED" }, from(undefined, tokens.SUPERUSER));
    const closed = body.data?.adminContactMessages.edges.map((edge) => edge.node) ?? [];
    expect(closed).toEqual([
      { id, name: "Inbox Person", status: "CLOSED", adminNotes: "Called back." },
    ]);
    const { body: fresh } = await t.graphql<{ adminContactMessages: { totalCount: number } }>(
      LIST,
      { status: "NEW" },
      from(undefined, tokens.SUPERUSER),
    );
    expect(fresh.data?.adminContactMessages.totalCount).toBeGreaterThan(0);
    const missing = await t.graphql<{ updateContactMessage: { code: string } }>(
      UPDATE,
      { id: encodeGlobalID("ContactMessage", 999_999), status: "READ" },
      from(undefined, tokens.SUPERUSER),
    );
    expect(missing.body.data?.updateContactMessage.code).toBe("NOT_FOUND");
  });
});

describe("the newsletter", () => {
  const SUBSCRIBE = `mutation($input: SubscribeNewsletterInput!) {
    subscribeNewsletter(input: $input) {
      __typename
      ... on AppError { code reason fieldErrors { field reason } }
    }
  }`;
  const UNSUBSCRIBE = `mutation($token: String!) {
    unsubscribeNewsletter(token: $token) { __typename ... on AppError { code reason } }
  }`;
  const subscribe = async (input: Record<string, unknown>, options = from()) => {
    const { body } = await t.graphql<{ subscribeNewsletter: Answer }>(
      SUBSCRIBE,
      { input },
      options,
    );
    return body.data?.subscribeNewsletter as Answer;
  };
  const unsubscribe = async (token: string) => {
    const { body } = await t.graphql<{ unsubscribeNewsletter: Answer }>(
      UNSUBSCRIBE,
      { token },
      from(),
    );
    return body.data?.unsubscribeNewsletter as Answer;
  };

  it("subscribes an address once, whatever its case", async () => {
    const first = await subscribe({ email: "Reader@Example.in", consent: true, language: "ta" });
    expect(first.__typename).toBe("NewsletterPayload");
    const again = await subscribe({ email: "reader@EXAMPLE.IN", consent: true });
    expect(again.__typename).toBe("NewsletterPayload");
    const rows = await t.db.prisma.newsletterSubscription.findMany({
      where: { emailKey: "reader@example.in" },
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "Reader@example.in",
      language: "ta",
      unsubscribedAt: null,
    });
  });

  it("needs a valid address and the person's consent", async () => {
    const refused = await subscribe({ email: "nope", consent: false });
    expect(failures(refused)).toEqual(["consent:newsletterConsentRequired", "email:emailInvalid"]);
    expect(failures(await subscribe({ email: "", consent: true }))).toEqual(["email:required"]);
  });

  it("limits subscriptions per client address", async () => {
    const address = "203.0.113.77";
    for (let n = 0; n < NEWSLETTER_MAX_PER_ADDRESS_PER_HOUR; n++) {
      await subscribe({ email: `many${n}@example.in`, consent: true }, from(address));
    }
    const refused = await subscribe({ email: "one-more@example.in", consent: true }, from(address));
    expect(refused).toMatchObject({ code: "RATE_LIMITED", reason: "tooManyRequests" });
  });

  it("unsubscribes by the signed link, and refuses a tampered one or another's", async () => {
    await subscribe({ email: "leaving@example.in", consent: true });
    await subscribe({ email: "staying@example.in", consent: true });
    const leaving = await t.db.prisma.newsletterSubscription.findUniqueOrThrow({
      where: { emailKey: "leaving@example.in" },
    });
    const staying = await t.db.prisma.newsletterSubscription.findUniqueOrThrow({
      where: { emailKey: "staying@example.in" },
    });
    const token = unsubscribeToken(t.services, leaving);
    const [, signature = ""] = token.split(".");
    const tampered = [
      `${staying.id}.${signature}`,
      `${leaving.id}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
      unsubscribeToken({ secretKey: "another-secret-key-that-is-long-enough-000" }, leaving),
      "",
      "1",
      `99999999999.${signature}`,
    ];
    for (const bad of tampered) {
      expect(await unsubscribe(bad), bad).toMatchObject({
        code: "BAD_REQUEST",
        reason: "unsubscribeLinkInvalid",
      });
    }
    expect(
      (await t.db.prisma.newsletterSubscription.findUniqueOrThrow({ where: { id: staying.id } }))
        .unsubscribedAt,
    ).toBeNull();
    expect((await unsubscribe(token)).__typename).toBe("NewsletterPayload");
    expect((await unsubscribe(token)).__typename).toBe("NewsletterPayload");
    const left = await t.db.prisma.newsletterSubscription.findUniqueOrThrow({
      where: { id: leaving.id },
    });
    expect(left.unsubscribedAt).not.toBeNull();
    // Subscribing again brings the same row back, with a new consent.
    await subscribe({ email: "leaving@example.in", consent: true });
    const back = await t.db.prisma.newsletterSubscription.findUniqueOrThrow({
      where: { id: leaving.id },
    });
    expect(back.unsubscribedAt).toBeNull();
    expect(back.consentedAt.getTime()).toBeGreaterThan(left.consentedAt.getTime());
  });
});
