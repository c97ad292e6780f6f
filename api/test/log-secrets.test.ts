import { describe, expect, it } from "vitest";
import { leaksIn, type RunSecrets } from "../../e2e/support/log-secrets.js";
import { issueCsrfToken } from "../src/auth/csrf.js";
import { hashToken, newToken } from "../src/auth/session.js";

// The search the browser run's teardown and test:scale make in the server's log
// (e2e/support/log-secrets.ts): it must find each kind of secret wherever a line holds it, and
// not take the ids, times and figures of ordinary lines for one.

const token = newToken();
const secrets: RunSecrets = {
  tokenHashes: new Set([hashToken(token)]),
  phones: new Set(["9876543210"]),
  codes: new Set(["482913"]),
};

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({ level: "info", time: "2026-12-07T19:53:44.760Z", ...fields });

describe("leaksIn", () => {
  it("finds a session token by its hash, a phone number, a code and a CSRF token", () => {
    const log = [
      line({ msg: "request", route: "/graphql" }),
      line({ msg: `Bearer ${token} refused` }),
      line({ msg: "SMS (log provider, not sent) to 9876543210: 482913 is your KaamSetu OTP." }),
      line({ msg: "bad header", value: issueCsrfToken("x".repeat(32), 600) }),
    ].join("\n");
    expect(leaksIn(log, secrets, "server.log")).toEqual([
      "server.log line 2: a session token",
      "server.log line 3: phone number 98******10",
      "server.log line 3: a one-time password",
      "server.log line 4: a CSRF token",
    ]);
  });

  it("passes ordinary lines: ids, times, durations and other numbers", () => {
    const log = [
      line({
        requestId: "48291312-4829-1348-2913-982913482913",
        msg: "request",
        method: "GET",
        route: "/api/v1/jobs/{id}/",
        status: 200,
        durationMs: 482.913,
        sqlMs: 9876543.21,
        userId: 98765432101,
      }),
      // Another token, another phone number and another code: not this run's.
      line({ msg: `token ${newToken()}, phone 9123456789, code 123456` }),
      line({ msg: "job 1482913 and 48291300" }),
    ].join("\n");
    expect(leaksIn(log, secrets)).toEqual([]);
  });
});
