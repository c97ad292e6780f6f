import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CSRF_EXPIRY_MARGIN_MS, STORAGE_KEYS } from "../config";
import { clearCsrfToken, csrfToken, heldCsrfToken, isCsrfRejection } from "./csrf";

const fetchMock = vi.fn<typeof fetch>();
const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe("the CSRF token", () => {
  it("is fetched once and kept with its expiry until then", async () => {
    const expiry = Math.floor(Date.now() / 1000) + 3600;
    fetchMock.mockResolvedValueOnce(answer({ csrf_token: `nonce.sig:${expiry}` }));
    expect(await csrfToken()).toBe(`nonce.sig:${expiry}`);
    expect(fetchMock).toHaveBeenCalledWith("/api/csrf-token", expect.anything());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.csrfToken) ?? "")).toEqual({
      value: `nonce.sig:${expiry}`,
      expiry: expiry * 1000,
    });
    expect(await csrfToken()).toBe(`nonce.sig:${expiry}`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("is fetched again when it is about to expire or was cleared", async () => {
    const soon = Date.now() + CSRF_EXPIRY_MARGIN_MS / 2;
    localStorage.setItem(STORAGE_KEYS.csrfToken, JSON.stringify({ value: "old", expiry: soon }));
    expect(heldCsrfToken()).toBeNull();
    const expiry = Math.floor(Date.now() / 1000) + 3600;
    fetchMock.mockResolvedValue(answer({ csrf_token: `new.sig:${expiry}` }));
    expect(await csrfToken()).toBe(`new.sig:${expiry}`);
    clearCsrfToken();
    expect(heldCsrfToken()).toBeNull();
  });

  it("only warns when it cannot be fetched", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(answer({ detail: "down" }, 503));
    expect(await csrfToken()).toBeNull();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await csrfToken()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it("is turned down by a failure whose reason is csrfInvalid, in any language", () => {
    expect(isCsrfRejection("csrfInvalid")).toBe(true);
    expect(isCsrfRejection("permissionDenied")).toBe(false);
    expect(isCsrfRejection(undefined)).toBe(false);
  });
});
