import { describe, expect, it, vi } from "vitest";
import { getSession, type Session } from "../../session/session";
import { landingLoader } from "./routes";

vi.mock("../../session/session", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../session/session")>()),
  getSession: vi.fn(),
}));

const showcase = {
  testimonials: [],
  partnerLogos: [
    { id: "1", kind: "CLIENT", name: "Vastu Buildcon", logoUrl: "/landing/x.svg", linkUrl: null },
  ],
};
vi.mock("./showcase", () => ({ loadShowcase: vi.fn(async () => showcase) }));

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
  ] as const)("sends a signed-in %s user to %s", async (userType, path) => {
    vi.mocked(getSession).mockReturnValue(signedIn(userType));
    const response = await landingLoader();
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get("Location")).toBe(path);
  });

  it("lets a visitor see the page, with its testimonials and logos", async () => {
    vi.mocked(getSession).mockReturnValue({ status: "anonymous" });
    expect(await landingLoader()).toEqual({ showcase });
  });
});
