import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  getSession,
  getUserData,
  SESSION_ENDED_PATH,
  setSessionExpiredHandler,
  startSession,
} from "../session/session";
import { labourViewer } from "../session/viewer-fixture";
import { refreshViewer } from "./refresh";

const fetchMock = vi.fn<typeof fetch>();
const expired = vi.fn();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  expired.mockReset();
  setSessionExpiredHandler(expired);
  startSession({ token: "token", userType: "labour", user: null });
});
afterEach(() => vi.unstubAllGlobals());

describe("the background refresh of the cached profile", () => {
  it("stores the server's profile, which the bar then shows", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ data: { viewer: labourViewer } }));
    await refreshViewer();
    expect(getUserData()).toMatchObject({ first_name: "Ravi", city: "Patna", user_type: "labour" });
    expect(getSession()).toMatchObject({ status: "signedIn", name: "Ravi Kumar" });
  });

  it("ends the session when the server knows nobody by the token", async () => {
    window.history.replaceState(null, "", "/labour/dashboard");
    fetchMock.mockResolvedValueOnce(Response.json({ data: { viewer: null } }));
    await refreshViewer();
    expect(getSession().status).toBe("anonymous");
    expect(expired).toHaveBeenCalledWith(SESSION_ENDED_PATH);
    window.history.replaceState(null, "", "/");
  });

  it("on a public page, goes on as a visitor", async () => {
    window.history.replaceState(null, "", "/jobs");
    fetchMock.mockResolvedValueOnce(Response.json({ data: { viewer: null } }));
    await refreshViewer();
    expect(getSession().status).toBe("anonymous");
    expect(expired).not.toHaveBeenCalled();
    window.history.replaceState(null, "", "/");
  });

  it("keeps the cached profile when offline", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await refreshViewer();
    expect(getSession().status).toBe("signedIn");
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
