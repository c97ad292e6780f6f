import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { testPhone } from "../../test/fixtures.js";
import { revokeSession, startRegistrationSession, startUserSession } from "../auth/session.js";
import { messages } from "../messages.js";
import { PERSISTED_DOCUMENT_FILES, persistedDocumentStore } from "./persisted.js";

// In production a visitor runs only the web client's persisted operations (relay-compiler's
// map); a signed-in caller may send any document, and only a live session counts as signed in.

let t: TestApp;
let documents: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({
    NODE_ENV: "production",
    SMS_PROVIDER: "log",
    SMS_LOG_IN_PRODUCTION: "true",
  });
  documents = JSON.parse(await fs.readFile(PERSISTED_DOCUMENT_FILES.generated, "utf8"));
});
afterAll(() => t.close());

async function post(body: unknown, token?: string) {
  const response = await t.app.yoga.fetch("http://localhost/graphql", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as {
    data?: Record<string, unknown>;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

const persisted = (id: string, variables: Record<string, unknown> = {}) => ({
  extensions: { persistedQuery: { version: 1, sha256Hash: id } },
  variables,
});

describe("persisted operations in production", () => {
  it("runs the web client's operations by id for a visitor", async () => {
    const id = Object.entries(documents).find(([, text]) =>
      text.startsWith("query JobsPageQuery"),
    )?.[0];
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    const answer = await post(persisted(String(id), { first: 2, filter: {} }));
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toHaveProperty("jobs");
  });

  it("refuses a visitor's own document, and an unknown id", async () => {
    expect(await post({ query: "{ viewer { id } }" })).toMatchObject({
      errors: [{ message: messages.persistedOperationRequired, extensions: { code: "FORBIDDEN" } }],
    });
    expect(await post(persisted("0".repeat(64)))).toMatchObject({
      errors: [{ message: messages.persistedOperationUnknown }],
    });
  });

  it("lets a signed-in caller send a document of its own", async () => {
    const user = await t.db.prisma.user.create({
      data: { phoneNumber: testPhone(), userType: "LABOUR", firstName: "Ramesh", lastName: "K" },
    });
    const token = await startUserSession(t.db.prisma, t.services, user.id, {
      userAgent: null,
      ipAddress: null,
    });
    const answer = await post({ query: "{ viewer { firstName } }" }, token);
    expect(answer).toEqual({ data: { viewer: { firstName: "Ramesh" } } });
  });
});

describe("a bearer token that is no live session", () => {
  const ownDocument = { query: "{ __schema { queryType { name } } }" };
  const refused = {
    errors: [{ message: messages.persistedOperationRequired, extensions: { code: "FORBIDDEN" } }],
  };

  it("is a visitor: a made-up token runs neither its own document nor introspection", async () => {
    expect(await post(ownDocument, "A".repeat(20))).toMatchObject(refused);
    expect(
      await post({ query: "{ jobs(first: 1) { totalCount } }" }, "A".repeat(43)),
    ).toMatchObject(refused);
  });

  it("is a visitor once signed out, and a registration token never signs anyone in", async () => {
    const user = await t.db.prisma.user.create({
      data: { phoneNumber: testPhone(), userType: "EMPLOYER", firstName: "Suresh", lastName: "P" },
    });
    const origin = { userAgent: null, ipAddress: null };
    const token = await startUserSession(t.db.prisma, t.services, user.id, origin);
    expect(await post(ownDocument, token)).toMatchObject({
      data: { __schema: { queryType: { name: "Query" } } },
    });
    const session = await t.db.prisma.session.findFirstOrThrow({ where: { userId: user.id } });
    await revokeSession(t.db.prisma, session.id);
    expect(await post(ownDocument, token)).toMatchObject(refused);
    const registration = await startRegistrationSession(
      t.db.prisma,
      t.services,
      testPhone(),
      origin,
    );
    expect(await post(ownDocument, registration)).toMatchObject(refused);
  });
});

describe("the persisted document store", () => {
  it("reads the first map that exists and picks up a rewritten one", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "kaamsetu-persisted-"));
    try {
      const file = path.join(dir, "map.json");
      await fs.writeFile(file, JSON.stringify({ a: "query A { __typename }" }));
      const store = persistedDocumentStore([path.join(dir, "missing.json"), file]);
      expect(store.get("a")).toBe("query A { __typename }");
      expect(store.get("b")).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await fs.writeFile(file, JSON.stringify({ b: "query B { __typename }" }));
      expect(store.get("b")).toBe("query B { __typename }");
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
