import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createMockEnvironment } from "relay-test-utils";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "../../i18n/i18n";
import english from "../../locales/en/auth.json";
import { labourViewer as viewer } from "../../session/viewer-fixture";
import { Component as RegisterPage } from "./RegisterPage";
import { Component as RoleSelectionPage } from "./RoleSelectionPage";
import { Component as SignInPage } from "./SignInPage";

beforeAll(() => i18n.loadNamespaces(["auth", "errors"]));

const JOB = "/jobs/Sm9iOjc";

function renderAuth(path: string) {
  const environment = createMockEnvironment();
  const page = (element: React.ReactNode) => <Suspense fallback={null}>{element}</Suspense>;
  const router = createMemoryRouter(
    [
      { path: "/signin", element: page(<SignInPage />) },
      { path: "/role-selection", element: page(<RoleSelectionPage />) },
      { path: "/register", element: page(<RegisterPage />) },
      { path: "/labour/dashboard", element: <h1>labour dashboard</h1> },
      { path: "/jobs/:id", element: <h1>the job</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return { environment, router };
}

const where = (router: ReturnType<typeof renderAuth>["router"]) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** Types the phone and the code, the server answering with `verified` (VerifyOtpPayload). */
async function verifyPhone(
  user: ReturnType<typeof userEvent.setup>,
  environment: ReturnType<typeof renderAuth>["environment"],
  verified: Record<string, unknown>,
) {
  await user.type(await screen.findByLabelText(english.phone.label), "9512345678");
  await user.click(screen.getByRole("button", { name: english.phone.send }));
  await act(async () => {
    environment.mock.resolveMostRecentOperation({
      data: {
        sendOtp: { __typename: "SendOtpPayload", expiresInSeconds: 300, resendAfterSeconds: 30 },
      },
    } as never);
  });
  await user.type(await screen.findByLabelText(english.otp.label), "123456");
  await act(async () => {
    environment.mock.resolveMostRecentOperation({
      data: { verifyOtp: { __typename: "VerifyOtpPayload", ...verified } },
    } as never);
  });
}

/** What a phone nobody has registered verifies to. */
const NEW_PHONE = {
  accessToken: "registration-token",
  isNewUser: true,
  userType: null,
  viewer: null,
};

describe("registration keeps where the person started", () => {
  it("carries the job through sign-in, role selection and registration, and returns to it", async () => {
    const user = userEvent.setup();
    const { environment, router } = renderAuth(`/signin?next=${JOB}`);

    await user.click(await screen.findByRole("link", { name: english.signIn.register }));
    expect(where(router)).toBe(`/role-selection?next=${JOB}`);
    // Changing one's mind on the way keeps it too.
    expect(
      screen.getByRole("link", { name: english.roleSelection.signIn }).getAttribute("href"),
    ).toBe(`/signin?next=${JOB}`);

    await user.click(screen.getByRole("link", { name: new RegExp(english.roleSelection.labour) }));
    expect(where(router)).toBe(`/register?role=labour&next=${JOB}`);
    expect(
      screen.getByRole("link", { name: english.register.changeRole }).getAttribute("href"),
    ).toBe(`/role-selection?next=${JOB}`);

    // The phone's code; a phone registered meanwhile is signed in, and still goes back to the job.
    await verifyPhone(user, environment, {
      accessToken: "session-token",
      isNewUser: false,
      userType: "LABOUR",
      viewer,
    });
    await screen.findByRole("heading", { name: "the job" });
    expect(router.state.location.pathname).toBe(JOB);
  });

  it("sends a new phone from sign-in to role selection with the job", async () => {
    const user = userEvent.setup();
    const { environment, router } = renderAuth(`/signin?next=${JOB}`);
    await verifyPhone(user, environment, NEW_PHONE);
    await screen.findByRole("heading", { name: english.roleSelection.heading });
    expect(where(router)).toBe(`/role-selection?next=${JOB}`);
  });

  it("drops a next that leads off the site", async () => {
    renderAuth("/role-selection?next=//evil.example");
    const labour = await screen.findByRole("link", {
      name: new RegExp(english.roleSelection.labour),
    });
    expect(labour.getAttribute("href")).toBe("/register?role=labour");
  });
});

describe("a registration survives a reload", () => {
  it("keeps the verified phone for this tab and resumes at the profile steps", async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    const first = renderAuth("/register?role=labour");
    await verifyPhone(user, first.environment, NEW_PHONE);
    await screen.findByText(english.register.verifiedPhone);
    cleanup();

    // The reload: a new page in the same tab, no OTP sent, straight to the form.
    const again = renderAuth("/register?role=labour");
    expect(await screen.findByText(english.register.verifiedPhone)).toBeTruthy();
    expect(screen.queryByRole("button", { name: english.phone.send })).toBeNull();
    expect(again.environment.mock.getAllOperations()).toEqual([]);
    cleanup();

    // Not for the other role, and not once its time is up.
    renderAuth("/register?role=employer");
    expect(await screen.findByRole("button", { name: english.phone.send })).toBeTruthy();
    cleanup();
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 31 * 60 * 1000);
    renderAuth("/register?role=labour");
    expect(await screen.findByRole("button", { name: english.phone.send })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
