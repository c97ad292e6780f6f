import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startBrowserSession } from "./browser-session";
import { clearSession, startSession, storeUserData } from "./session";
import type { UserData } from "./user-data";

describe("the session's life in the browser", () => {
  const router = { revalidate: vi.fn(async () => undefined) };
  let stop: () => void = () => undefined;

  beforeEach(() => {
    clearSession();
    router.revalidate.mockClear();
    // The idle work (CSRF token, profile refresh) is not this test's business.
    vi.stubGlobal("requestIdleCallback", () => 0);
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it("runs the route guards again when someone signs in or out, not on a profile refresh", () => {
    stop = startBrowserSession(router, async () => undefined);
    startSession({ token: "token", userType: "labour", user: null });
    expect(router.revalidate).toHaveBeenCalledTimes(1);
    storeUserData({ first_name: "Ravi", last_name: "Kumar" } as UserData);
    expect(router.revalidate).toHaveBeenCalledTimes(1);
    clearSession();
    expect(router.revalidate).toHaveBeenCalledTimes(2);
  });

  it("follows a sign-out in another tab", () => {
    startSession({ token: "token", userType: "labour", user: null });
    stop = startBrowserSession(router, async () => undefined);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage", { key: "authToken", newValue: null }));
    expect(router.revalidate).toHaveBeenCalledTimes(1);
  });
});
