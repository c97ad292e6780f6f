import { describe, expect, it, vi } from "vitest";
import { getSession, type Session } from "../../session/session";
import { landingLoader } from "./routes";

vi.mock("../../session/session", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../session/session")>()),
  getSession: vi.fn(),
}));

const signedIn = (userType: "employer" | "labour"): Session => ({
  status: "signedIn",
  userType,
  token: "token",
  name: "Asha Verma",
  picture: null,
});

describe("the landing route's loader", () => {
  it.each([
    ["employer", "/employer/dashboard"],
    ["labour", "/labour/dashboard"],
  ] as const)("sends a signed-in %s user to %s", (userType, path) => {
    vi.mocked(getSession).mockReturnValue(signedIn(userType));
    const response = landingLoader();
    expect(response).toBeInstanceOf(Response);
    expect(response?.status).toBe(302);
    expect(response?.headers.get("Location")).toBe(path);
  });

  it("lets a visitor see the page", () => {
    vi.mocked(getSession).mockReturnValue({ status: "anonymous" });
    expect(landingLoader()).toBeNull();
  });
});
