import { ERROR_MESSAGES } from "@kaamsetu/shared/error-messages";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { OperationDescriptor } from "relay-runtime";
import { createMockEnvironment, type RelayMockEnvironment } from "relay-test-utils";
import { beforeAll, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../config";
import { i18n } from "../../i18n/i18n";
import english from "../../locales/en/auth.json";
import { getSession, getUserData } from "../../session/session";
import { noteUnsent, unsentNote } from "../../session/unsent-note";
import { labourViewer as viewer } from "../../session/viewer-fixture";
import { appErrorAnswer } from "../../test/app-error";
import { Component as SignInPage } from "./SignInPage";

beforeAll(() => i18n.loadNamespaces(["auth", "errors"]));

function renderSignIn(path = "/signin") {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [
      {
        path: "/signin",
        element: (
          <Suspense fallback={null}>
            <SignInPage />
          </Suspense>
        ),
      },
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

const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;

async function answer(environment: RelayMockEnvironment, name: string, data: unknown) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operationName(operation)).toBe(name);
  await act(async () => {
    environment.mock.resolve(operation, { data } as never);
  });
  return operation;
}

const sent = { __typename: "SendOtpPayload", expiresInSeconds: 300, resendAfterSeconds: 30 };

async function sendCode(environment: RelayMockEnvironment, phone = "+91 95123 45678") {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(english.phone.label), phone);
  await user.click(screen.getByRole("button", { name: english.phone.send }));
  const operation = await answer(environment, "OtpFlowSendOtpMutation", { sendOtp: sent });
  return { user, operation };
}

describe("/signin", () => {
  it("says what a valid phone number is before asking the server", async () => {
    const user = userEvent.setup();
    const { environment } = renderSignIn();
    const phone = await screen.findByLabelText(english.phone.label);
    expect(phone.getAttribute("type")).toBe("tel");
    expect(phone.getAttribute("inputmode")).toBe("numeric");
    expect(phone.getAttribute("autocomplete")).toBe("tel-national");
    await user.type(phone, "12345");
    await user.click(screen.getByRole("button", { name: english.phone.send }));
    expect((await screen.findByRole("alert")).textContent).toBe(ERROR_MESSAGES.phoneInvalid);
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("sends the code to the normalised number and asks for it, with the resend countdown", async () => {
    const { environment } = renderSignIn();
    const { operation } = await sendCode(environment);
    expect(operation.request.variables).toEqual({
      input: { phoneNumber: "9512345678", forRegistration: false },
    });
    const otp = await screen.findByLabelText(english.otp.label);
    expect(otp.getAttribute("autocomplete")).toBe("one-time-code");
    expect(otp.getAttribute("inputmode")).toBe("numeric");
    expect(otp.getAttribute("maxlength")).toBe("6");
    screen.getByText(/\+91 95123 45678/);
    const resend = screen.getByRole("button", { name: /Resend OTP in 0:(30|29)/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's message for an unregistered phone with a way to register", async () => {
    const user = userEvent.setup();
    const { environment } = renderSignIn();
    await user.type(await screen.findByLabelText(english.phone.label), "9512345678");
    await user.click(screen.getByRole("button", { name: english.phone.send }));
    await answer(environment, "OtpFlowSendOtpMutation", {
      sendOtp: appErrorAnswer("NOT_FOUND", "phoneNotRegistered"),
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(ERROR_MESSAGES.phoneNotRegistered);
    expect(screen.getByRole("link", { name: english.errors.register }).getAttribute("href")).toBe(
      "/role-selection",
    );
  });

  it("says a failed send in the spec's words when the server cannot be reached", async () => {
    const user = userEvent.setup();
    const { environment } = renderSignIn();
    await user.type(await screen.findByLabelText(english.phone.label), "9512345678");
    await user.click(screen.getByRole("button", { name: english.phone.send }));
    await act(async () => environment.mock.rejectMostRecentOperation(new Error("offline")));
    expect((await screen.findByRole("alert")).textContent).toContain(ERROR_MESSAGES.otpSendFailed);
  });

  it("checks the code's format, then shows the server's message for a wrong code", async () => {
    const { environment } = renderSignIn();
    const { user } = await sendCode(environment);
    const otp = await screen.findByLabelText(english.otp.label);
    await user.type(otp, "123");
    await user.click(screen.getByRole("button", { name: english.otp.verify }));
    expect((await screen.findByRole("alert")).textContent).toBe(ERROR_MESSAGES.otpInvalidFormat);

    // Three more digits make six, which submit on their own.
    await user.type(otp, "456");
    const operation = await answer(environment, "OtpFlowVerifyOtpMutation", {
      verifyOtp: appErrorAnswer("BAD_REQUEST", "otpWrong"),
    });
    expect(operation.request.variables).toEqual({
      input: { phoneNumber: "9512345678", otp: "123456", forRegistration: false },
    });
    expect((await screen.findByRole("alert")).textContent).toContain(ERROR_MESSAGES.otpWrong);
    expect(getSession().status).toBe("anonymous");
  });

  it("takes a pasted code with spaces", async () => {
    const { environment } = renderSignIn();
    const { user } = await sendCode(environment);
    await user.click(await screen.findByLabelText(english.otp.label));
    await user.paste("654 321");
    const operation = environment.mock.getMostRecentOperation();
    expect(operationName(operation)).toBe("OtpFlowVerifyOtpMutation");
    expect(operation.request.variables.input.otp).toBe("654321");
  });

  it("signs in: stores the session and the profile, then opens the dashboard", async () => {
    const { environment, router } = renderSignIn();
    const { user } = await sendCode(environment);
    await user.type(await screen.findByLabelText(english.otp.label), "123456");
    await answer(environment, "OtpFlowVerifyOtpMutation", {
      verifyOtp: {
        __typename: "VerifyOtpPayload",
        accessToken: "session-token",
        isNewUser: false,
        userType: "LABOUR",
        viewer,
      },
    });
    await screen.findByRole("heading", { name: "labour dashboard" });
    expect(router.state.location.pathname).toBe("/labour/dashboard");
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe("session-token");
    expect(localStorage.getItem(STORAGE_KEYS.userType)).toBe("labour");
    expect(Number(localStorage.getItem(STORAGE_KEYS.lastActivity))).toBeGreaterThan(0);
    expect(getUserData()).toMatchObject({
      first_name: "Ravi",
      last_name: "Kumar",
      phone_number: "9512345678",
      identity_type: "aadhaar",
      skills: ["Masonry"],
      profile_completion: { percentage: 52, missing_fields: ["profile_picture"] },
    });
    expect(getSession()).toMatchObject({
      status: "signedIn",
      userType: "labour",
      name: "Ravi Kumar",
    });
  });

  it("goes back to the page that asked for sign-in, never to another site", async () => {
    const { environment, router } = renderSignIn("/signin?next=/jobs/Sm9iOjc");
    const { user } = await sendCode(environment);
    await user.type(await screen.findByLabelText(english.otp.label), "123456");
    await answer(environment, "OtpFlowVerifyOtpMutation", {
      verifyOtp: {
        __typename: "VerifyOtpPayload",
        accessToken: "session-token",
        isNewUser: false,
        userType: "LABOUR",
        viewer,
      },
    });
    await screen.findByRole("heading", { name: "the job" });
    expect(router.state.location.pathname).toBe("/jobs/Sm9iOjc");
  });

  it("says the session expired after an inactivity logout", async () => {
    renderSignIn("/signin?timeout=true");
    expect((await screen.findByRole("status")).textContent).toBe(ERROR_MESSAGES.sessionTimedOut);
  });

  it("says only that the session ended when the server turned it down, not that it idled", async () => {
    renderSignIn("/signin?ended=true");
    expect((await screen.findByRole("status")).textContent).toBe(english.signIn.sessionEnded);
    expect(screen.queryByText(ERROR_MESSAGES.sessionTimedOut)).toBeNull();
  });

  it("says how many saves made offline an idle sign-out dropped, until the next sign-in", async () => {
    const { environment } = renderSignIn("/signin?timeout=true");
    expect(await screen.findByText(ERROR_MESSAGES.sessionTimedOut)).toBeTruthy();
    expect(screen.queryByText(/made while offline/)).toBeNull();
    // The count arrives after the page is drawn (the phone's store is read, then emptied).
    act(() => noteUnsent(2));
    expect(
      await screen.findByText(
        "2 changes to your saved jobs, made while offline, were not sent before you were logged out. Please make them again.",
      ),
    ).toBeTruthy();

    const { user } = await sendCode(environment);
    await user.type(await screen.findByLabelText(english.otp.label), "123456");
    await answer(environment, "OtpFlowVerifyOtpMutation", {
      verifyOtp: {
        __typename: "VerifyOtpPayload",
        accessToken: "session-token",
        isNewUser: false,
        userType: "LABOUR",
        viewer,
      },
    });
    await screen.findByRole("heading", { name: "labour dashboard" });
    expect(unsentNote()).toBe(0);
  });
});
