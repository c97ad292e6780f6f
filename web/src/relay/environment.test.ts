import type { CacheConfig, RequestParameters } from "relay-runtime";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../config";
import {
  clearSession,
  getSession,
  SESSION_ENDED_PATH,
  setSessionExpiredHandler,
  startSession,
} from "../session/session";
import { browserFetch, GraphQLRequestError, getEnvironment, withBearer } from "./environment";

const fetchMock = vi.fn<typeof fetch>();
const expired = vi.fn<(path: string) => void>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const unauthenticated = () =>
  json({
    data: { viewer: null },
    errors: [{ message: "Unauthorized access", extensions: { code: "UNAUTHENTICATED" } }],
  });

const query = { name: "Q", operationKind: "query", text: "query Q { viewer { id } }" };
const mutation = { name: "M", operationKind: "mutation", text: "mutation M { signOut }" };
const run = (token: string | null, params: object, cacheConfig: CacheConfig = {}) =>
  Promise.resolve(
    browserFetch(token)(params as RequestParameters, {}, cacheConfig, null) as Promise<unknown>,
  );
const sentHeaders = (call: number) =>
  new Headers((fetchMock.mock.calls[call]?.[1] as RequestInit | undefined)?.headers);

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  expired.mockReset();
  setSessionExpiredHandler(expired);
  startSession({ token: "session-token", userType: "labour", user: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("a signed-in user's token turned down (401)", () => {
  it("outside the public pages clears the session and asks to sign in again", async () => {
    window.history.replaceState(null, "", "/labour/dashboard/profile");
    fetchMock.mockResolvedValueOnce(unauthenticated());
    await run("session-token", query);
    expect(getSession().status).toBe("anonymous");
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(expired).toHaveBeenCalledWith(SESSION_ENDED_PATH);
  });

  it.each(["/", "/jobs", "/jobs/Sm9iOjc", "/search", "/signin", "/register", "/about"])(
    "on the public page %s only signs out",
    async (path) => {
      window.history.replaceState(null, "", path);
      fetchMock.mockResolvedValueOnce(unauthenticated());
      await run("session-token", query);
      expect(getSession().status).toBe("anonymous");
      expect(expired).not.toHaveBeenCalled();
    },
  );

  it("as an HTTP 401 without a body, too", async () => {
    window.history.replaceState(null, "", "/employer/dashboard");
    fetchMock.mockResolvedValueOnce(new Response("", { status: 401 }));
    await expect(run("session-token", query)).rejects.toBeInstanceOf(GraphQLRequestError);
    expect(expired).toHaveBeenCalledWith(SESSION_ENDED_PATH);
  });

  it("leaves a newer session alone (an answer for the previous user's token)", async () => {
    window.history.replaceState(null, "", "/labour/dashboard");
    startSession({ token: "new-token", userType: "labour", user: null });
    fetchMock.mockResolvedValueOnce(unauthenticated());
    await run("session-token", query);
    expect(getSession().status).toBe("signedIn");
    expect(expired).not.toHaveBeenCalled();
  });

  it("does not count a registration token's refusal against the session", async () => {
    window.history.replaceState(null, "", "/register");
    clearSession();
    localStorage.setItem(
      STORAGE_KEYS.csrfToken,
      JSON.stringify({ value: "csrf", expiry: Date.now() + 3_600_000 }),
    );
    fetchMock.mockResolvedValueOnce(unauthenticated());
    await run(null, mutation, withBearer("registration-token"));
    expect(sentHeaders(0).get("Authorization")).toBe("Bearer registration-token");
    expect(expired).not.toHaveBeenCalled();
  });
});

describe("answers", () => {
  it("with data and the visitor's own error give the data (an ID that is no job)", async () => {
    fetchMock.mockResolvedValueOnce(
      json({
        data: { job: null },
        errors: [{ message: "Invalid request", extensions: { code: "BAD_REQUEST" } }],
      }),
    );
    await expect(run(null, query)).resolves.toMatchObject({ data: { job: null } });
  });

  it.each(["UNAVAILABLE", "INTERNAL_SERVER_ERROR"])(
    "with data nulled by the server's failure (%s) fail, never read as 'not found'",
    async (code) => {
      fetchMock.mockResolvedValueOnce(
        json({
          data: { job: null },
          errors: [{ message: "Server error occurred", extensions: { code } }],
        }),
      );
      await expect(run(null, query)).rejects.toMatchObject({ code });
    },
  );

  it("without data fail with the error's code, reason and params", async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        {
          errors: [
            {
              message: "Please wait 30 seconds before requesting another OTP.",
              extensions: { code: "RATE_LIMITED", reason: "otpResendWait", params: { count: 30 } },
            },
          ],
        },
        429,
      ),
    );
    await expect(run(null, query)).rejects.toMatchObject({
      code: "RATE_LIMITED",
      reason: "otpResendWait",
      params: { count: 30 },
      status: 429,
    });
  });
});

describe("requests", () => {
  it("carry the session's token; a new session gets a new store", () => {
    const first = getEnvironment();
    expect(getEnvironment()).toBe(first);
    clearSession();
    const visitor = getEnvironment();
    expect(visitor).not.toBe(first);
    startSession({ token: "other", userType: "employer", user: null });
    expect(getEnvironment()).not.toBe(visitor);
  });

  it("send the CSRF token with mutations only", async () => {
    const expiry = Math.floor(Date.now() / 1000) + 3600;
    fetchMock.mockImplementation(async (url) =>
      url === "/api/csrf-token"
        ? json({ csrf_token: `n.s:${expiry}` })
        : json({ data: { signOut: true } }),
    );
    await run("session-token", query);
    expect(sentHeaders(0).get("X-CSRF-Token")).toBeNull();
    expect(sentHeaders(0).get("Authorization")).toBe("Bearer session-token");
    await run("session-token", mutation);
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/csrf-token");
    expect(sentHeaders(2).get("X-CSRF-Token")).toBe(`n.s:${expiry}`);
  });

  it("retry once with a fresh CSRF token when the server turns the token down", async () => {
    localStorage.setItem(
      STORAGE_KEYS.csrfToken,
      JSON.stringify({ value: "stale", expiry: Date.now() + 3_600_000 }),
    );
    const expiry = Math.floor(Date.now() / 1000) + 3600;
    fetchMock
      .mockResolvedValueOnce(
        json(
          {
            errors: [
              {
                // Worded in Hindi: the reason, not the message, says what failed.
                message: "CSRF टोकन नहीं है या गलत है",
                extensions: { code: "FORBIDDEN", reason: "csrfInvalid", params: {} },
              },
            ],
          },
          403,
        ),
      )
      .mockResolvedValueOnce(json({ csrf_token: `fresh.s:${expiry}` }))
      .mockResolvedValueOnce(json({ data: { signOut: true } }));
    await expect(run("session-token", mutation)).resolves.toEqual({ data: { signOut: true } });
    expect(sentHeaders(0).get("X-CSRF-Token")).toBe("stale");
    expect(sentHeaders(2).get("X-CSRF-Token")).toBe(`fresh.s:${expiry}`);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
