import { ERROR_MESSAGES } from "@kaamsetu/shared/error-messages";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RelayEnvironmentProvider } from "react-relay";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createMockEnvironment } from "relay-test-utils";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { STRAY_TAP_MS } from "../../config";
import { i18n } from "../../i18n/i18n";
import type { UserType } from "../../lib/user-type";
import english from "../../locales/en/auth.json";
import { BEARER_METADATA } from "../../relay/environment";
import { appErrorAnswer, fieldError } from "../../test/app-error";
import { RegistrationForm } from "./RegistrationForm";

beforeAll(() => i18n.loadNamespaces(["auth", "errors"]));

function renderForm(role: UserType) {
  const environment = createMockEnvironment();
  const onRegistered = vi.fn();
  const onVerifyAgain = vi.fn();
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <RegistrationForm
          role={role}
          phone="9512345678"
          registrationToken="registration-token"
          onRegistered={onRegistered}
          onVerifyAgain={onVerifyAgain}
        />
      ),
    },
  ]);
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return { environment, onRegistered, onVerifyAgain, user: userEvent.setup() };
}

const field = (name: keyof typeof english.fields) =>
  screen.getByLabelText(new RegExp(`^${english.fields[name]}`));
/** The error said beside a field (its hint is described by it too, but is not an error). */
const errorOf = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id.endsWith("-error"))
    .map((id) => document.getElementById(id)?.textContent);

describe("the registration form", () => {
  it("shows the verified phone read-only and says which required fields are empty", async () => {
    const { user } = renderForm("labour");
    const phone = field("phone_number") as HTMLInputElement;
    expect(phone.readOnly).toBe(true);
    expect(phone.value).toBe("+91 95123 45678");
    // A tap that lands on Continue as the form appears (one meant for "Verify OTP") is ignored.
    await user.click(screen.getByRole("button", { name: english.register.continue }));
    expect(errorOf(field("first_name"))).toEqual([]);
    expect(screen.queryByText(english.errors.fixFields)).toBeNull();
    // A press a moment later is a person asking: the empty fields are named.
    const later = performance.now() + STRAY_TAP_MS;
    vi.spyOn(performance, "now").mockReturnValue(later);
    await user.click(screen.getByRole("button", { name: english.register.continue }));
    vi.restoreAllMocks();
    expect(errorOf(field("first_name"))).toContain(ERROR_MESSAGES.required);
    expect(errorOf(field("last_name"))).toContain(ERROR_MESSAGES.required);
    // Optional for a worker.
    expect(errorOf(field("email"))).toEqual([]);
    expect(document.activeElement).toBe(field("first_name"));
  });

  it("says beside the identity number why it is asked and how it is kept, linking /privacy", async () => {
    const { user } = renderForm("labour");
    await user.type(field("first_name"), "Ravi");
    await user.type(field("last_name"), "Kumar");
    await user.click(screen.getByRole("button", { name: english.register.continue }));
    field("identity_number");
    screen.getByText(new RegExp(english.register.privacy.slice(0, 40)));
    expect(
      screen.getByRole("link", { name: english.register.privacyLink }).getAttribute("href"),
    ).toBe("/privacy");
  });

  it("keeps what was typed when going back a step", async () => {
    const { user } = renderForm("labour");
    await user.type(field("first_name"), "Ravi");
    await user.type(field("last_name"), "Kumar");
    await user.selectOptions(field("state"), "Bihar");
    await user.click(screen.getByRole("button", { name: english.register.continue }));
    await user.selectOptions(field("identity_type"), "aadhaar");
    await user.type(field("identity_number"), "2345 6789 0124");
    await user.click(screen.getByRole("button", { name: english.register.back }));
    expect((field("first_name") as HTMLInputElement).value).toBe("Ravi");
    expect((field("state") as HTMLSelectElement).value).toBe("Bihar");
    await user.click(screen.getByRole("button", { name: english.register.continue }));
    expect((field("identity_number") as HTMLInputElement).value).toBe("2345 6789 0124");
  });

  it("puts the server's field errors beside their fields and focuses the first", async () => {
    const { environment, user, onRegistered } = renderForm("employer");
    await user.type(field("first_name"), "Asha");
    await user.type(field("last_name"), "Rao");
    await user.type(field("email"), "asha@example.in");
    await user.click(screen.getByRole("button", { name: english.register.continue }));
    await user.type(field("address"), "12 MG Road, Pune");
    await user.selectOptions(field("identity_type"), "pan");
    await user.type(field("identity_number"), "ABCDE1234Z");
    await user.click(screen.getByRole("button", { name: english.register.submit }));

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("RegistrationFormRegisterEmployerMutation");
    expect(operation.request.cacheConfig?.metadata?.[BEARER_METADATA]).toBe("registration-token");
    expect(operation.request.variables.input).toMatchObject({
      firstName: "Asha",
      lastName: "Rao",
      phoneNumber: "9512345678",
      email: "asha@example.in",
      address: "12 MG Road, Pune",
      identityType: "pan",
      identityNumber: "ABCDE1234Z",
      companyName: null,
    });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          registerEmployer: appErrorAnswer("VALIDATION", "validationError", {
            fieldErrors: [
              fieldError("identity_number", "panInvalid"),
              fieldError("email", "emailInvalid"),
            ],
          }),
        },
      } as never);
    });

    // The e-mail is on the first step: the form goes back there and focuses it.
    const email = await screen.findByLabelText(new RegExp(`^${english.fields.email}`));
    expect(errorOf(email)).toContain(ERROR_MESSAGES.emailInvalid);
    expect(document.activeElement).toBe(email);
    screen.getByRole("alert");
    expect(screen.getByRole("alert").textContent).toBe(english.errors.fixFields);

    // A field the server turned down keeps its message until it is changed.
    await user.click(screen.getByRole("button", { name: english.register.continue }));
    expect(errorOf(email)).toContain(ERROR_MESSAGES.emailInvalid);
    await user.clear(email);
    await user.type(email, "asha.rao@example.in");
    expect(errorOf(email)).toEqual([]);

    // On to the next step, where the other message waits beside its field.
    await user.click(screen.getByRole("button", { name: english.register.continue }));
    expect(errorOf(field("identity_number"))).toContain(ERROR_MESSAGES.panInvalid);
    expect(document.activeElement).toBe(field("identity_number"));
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it("words a field error from its reason and params, whatever English the server sent", async () => {
    const { environment, user } = renderForm("labour");
    await user.type(field("first_name"), "R");
    await user.type(field("last_name"), "Kumar");
    await user.click(screen.getByRole("button", { name: english.register.continue }));
    await user.selectOptions(field("identity_type"), "aadhaar");
    await user.type(field("identity_number"), "234567890124");
    await user.click(screen.getByRole("button", { name: english.register.submit }));
    await act(async () => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: {
          registerLabour: appErrorAnswer("VALIDATION", "validationError", {
            message: "not the words to show",
            fieldErrors: [
              { field: "first_name", reason: "minLength", params: { count: 2 }, message: "nope" },
            ],
          }),
        },
      } as never);
    });
    const firstName = await screen.findByLabelText(new RegExp(`^${english.fields.first_name}`));
    expect(errorOf(firstName)).toEqual(["Minimum 2 characters required"]);
    expect(document.activeElement).toBe(firstName);
  });

  it("offers to verify the phone again when the registration token has run out", async () => {
    const { environment, user, onVerifyAgain } = renderForm("labour");
    await user.type(field("first_name"), "Ravi");
    await user.type(field("last_name"), "Kumar");
    await user.click(screen.getByRole("button", { name: english.register.continue }));
    await user.selectOptions(field("identity_type"), "aadhaar");
    await user.type(field("identity_number"), "234567890124");
    await user.type(field("skills"), "Masonry, Tiling, masonry ,");
    await user.click(screen.getByRole("button", { name: english.register.submit }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input.skills).toEqual(["Masonry", "Tiling", "masonry"]);
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          registerLabour: appErrorAnswer("UNAUTHENTICATED", "registrationTokenInvalid"),
        },
      } as never);
    });
    expect((await screen.findByRole("alert")).textContent).toContain(
      ERROR_MESSAGES.registrationTokenInvalid,
    );
    await user.click(screen.getByRole("button", { name: english.errors.verifyAgain }));
    expect(onVerifyAgain).toHaveBeenCalled();
  });
});
