import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../config";
import { canRead, sectionOfPath } from "./admin-access";
import { adminFetch, adminToken, setAdminToken } from "./admin-session";
import { checkSetup, serverField } from "./first-admin";
import { Highlighted } from "./Highlighted";

describe("the admin's access, as the server tells it", () => {
  const access = new Map([
    ["jobs", "FULL"],
    ["users", "LIMITED"],
    ["dashboard", "READ_ONLY"],
    ["roles", "NONE"],
  ] as const);

  it("opens every section but those with no access", () => {
    expect(
      ["jobs", "users", "dashboard", "roles", "backup"].map((s) => canRead(access, s)),
    ).toEqual([true, true, true, false, false]);
  });
});

describe("the section of an admin address", () => {
  it("is the sidebar's section of its first part, the home's for none, null for others", () => {
    expect(
      [
        "/admin/dashboard",
        "/admin/dashboard/",
        "/admin/dashboard/users/12",
        "/admin/dashboard/database/console",
        "/admin/dashboard/audit-logs",
        "/admin/dashboard/nothing-here",
      ].map(sectionOfPath),
    ).toEqual(["dashboard", "dashboard", "users", "database", "auditLogs", null]);
  });
});

describe("the matched phrases in a job's text", () => {
  it("are marked in any case, the rest left as it was", () => {
    const { container } = render(
      <Highlighted
        text="Pay a Registration Fee of ₹2,000 (registration fee, once)."
        phrases={["registration fee", "₹2,000"]}
      />,
    );
    expect([...container.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([
      "Registration Fee",
      "₹2,000",
      "registration fee",
    ]);
    expect(container.textContent).toBe(
      "Pay a Registration Fee of ₹2,000 (registration fee, once).",
    );
  });
});

describe("the admin's requests", () => {
  const fetchMock = vi.fn<typeof fetch>();
  const assign = vi.fn();
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("location", { ...window.location, pathname: "/admin/dashboard", assign });
    fetchMock.mockReset();
    assign.mockReset();
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  const query = {
    operationKind: "query",
    name: "Q",
    id: "q",
    text: null,
    metadata: {},
    cacheID: "q",
  };

  it("carry admin_token, and a rejected token is forgotten and sends the admin to sign in", async () => {
    setAdminToken("admin-token");
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBe("admin-token");
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ errors: [{ message: "no", extensions: { code: "UNAUTHENTICATED" } }] }),
        { status: 401, headers: { "Content-Type": "application/json" } },
      ),
    );
    const send = adminFetch("admin-token");
    await expect(send(query as never, {}, {}) as Promise<unknown>).rejects.toThrow();
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer admin-token");
    expect(adminToken()).toBeNull();
    expect(assign).toHaveBeenCalledWith("/admin/login?expired=1");
  });

  it("keep the token through any other failure", async () => {
    setAdminToken("admin-token");
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ errors: [{ message: "denied", extensions: { code: "FORBIDDEN" } }] }),
        { status: 200, headers: { "Content-Type": "application/json" } },
      ),
    );
    await expect(
      adminFetch("admin-token")(query as never, {}, {}) as Promise<unknown>,
    ).rejects.toThrow("denied");
    expect(adminToken()).toBe("admin-token");
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("the first admin's form checks", () => {
  const good = {
    username: "ops.lead",
    email: "ops@example.in",
    fullName: "Asha Rao",
    password: "long enough",
    confirm: "long enough",
  };

  it("find every problem at once, in the server's reasons", () => {
    expect(
      checkSetup({ username: " ", email: "no-at", fullName: "A", password: "short", confirm: "x" }),
    ).toEqual({
      username: { reason: "required" },
      email: { reason: "emailInvalid" },
      password: { reason: "passwordTooShort" },
      confirm: { reason: "passwordsDoNotMatch" },
    });
    expect(checkSetup({ ...good, confirm: "" })).toEqual({ confirm: { reason: "required" } });
    expect(checkSetup(good)).toEqual({});
  });

  it("places the server's field errors on the form's fields", () => {
    expect(["full_name", "email", "role"].map(serverField)).toEqual(["fullName", "email", null]);
  });
});
