import { createSchema, createYoga } from "graphql-yoga";
import { describe, expect, it } from "vitest";
import { issueCsrfToken, isValidCsrfToken } from "../auth/csrf.js";
import { messages } from "../messages.js";
import { csrfForMutations } from "./csrf.js";

// The CSRF rule for GraphQL: every mutation but the sign-in ones needs X-CSRF-Token. No mutation
// of this issue needs one yet, so a small schema with one of each shows the real plugin at work.

const SECRET = "csrf-test-secret-that-is-long-enough-000000";

const yoga = createYoga({
  schema: createSchema({
    typeDefs: `type Query { hello: String }
      type Mutation { ping: String sendOtp: String }`,
    resolvers: {
      Query: { hello: () => "hi" },
      Mutation: { ping: () => "pong", sendOtp: () => "sent" },
    },
  }),
  plugins: [csrfForMutations(SECRET)],
  logging: false,
});

async function run(query: string, token?: string) {
  const response = await yoga.fetch("http://localhost/graphql", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token === undefined ? {} : { "x-csrf-token": token }),
    },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string; reason?: string } }[];
  };
}

// The web app knows a CSRF refusal by its reason, whatever the message's language.
const refused = {
  errors: [
    { message: messages.csrfInvalid, extensions: { code: "FORBIDDEN", reason: "csrfInvalid" } },
  ],
};

describe("CSRF for GraphQL mutations", () => {
  it("refuses a mutation with no token, a forged one and an expired one", async () => {
    expect(await run("mutation { ping }")).toMatchObject(refused);
    const token = issueCsrfToken(SECRET, 60);
    const forged = token.replace(/\.(.)/, (_m, c: string) => `.${c === "A" ? "B" : "A"}`);
    expect(isValidCsrfToken(SECRET, forged)).toBe(false);
    expect(await run("mutation { ping }", forged)).toMatchObject(refused);
    const otherKey = issueCsrfToken("another-secret-that-is-long-enough-0000000", 60);
    expect(await run("mutation { ping }", otherKey)).toMatchObject(refused);
    const expired = issueCsrfToken(SECRET, 60, Date.now() - 61_000);
    expect(await run("mutation { ping }", expired)).toMatchObject(refused);
    expect(messages.csrfInvalid).toContain("CSRF token");
  });

  it("runs a mutation with a valid token", async () => {
    expect(await run("mutation { ping }", issueCsrfToken(SECRET, 60))).toEqual({
      data: { ping: "pong" },
    });
  });

  it("lets the sign-in mutations and queries through without one", async () => {
    expect(await run("mutation { sendOtp }")).toEqual({ data: { sendOtp: "sent" } });
    expect(await run("{ hello }")).toEqual({ data: { hello: "hi" } });
  });

  it("does not let a sign-in mutation carry another one past the check", async () => {
    expect(await run("mutation { sendOtp ping }")).toMatchObject(refused);
    expect(await run("mutation { ...F } fragment F on Mutation { ping }")).toMatchObject(refused);
  });
});
