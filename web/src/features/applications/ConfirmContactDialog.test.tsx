import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "../../i18n/i18n";
import { ConfirmContactDialog } from "./ConfirmContactDialog";
import { checkConfirmContact, confirmContactInput, EMPTY_CONFIRM_CONTACT } from "./confirm-contact";

beforeAll(() => i18n.loadNamespaces(["applications", "errors"]));

function renderDialog() {
  const onSubmit = vi.fn();
  render(
    <ConfirmContactDialog
      open
      submitting={false}
      failure={null}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe("the confirm contact dialog", () => {
  it("asks one question and takes 'yes' in one tap", async () => {
    const { onSubmit, user } = renderDialog();
    expect(screen.getByRole("dialog", { name: "Did the employer contact you?" })).toBeTruthy();
    // The details wait behind "Add details".
    expect(screen.queryByRole("checkbox", { name: "Phone number" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Yes" }));
    expect(onSubmit).toHaveBeenCalledWith({ ...EMPTY_CONFIRM_CONTACT, contacted: true });
  });

  it("takes 'no' in one tap", async () => {
    const { onSubmit, user } = renderDialog();
    await user.click(screen.getByRole("button", { name: "No" }));
    expect(onSubmit).toHaveBeenCalledWith({ ...EMPTY_CONFIRM_CONTACT, contacted: false });
  });

  it("sends the optional details, checked by SPEC section 5's message", async () => {
    const { onSubmit, user } = renderDialog();
    const more = screen.getByRole("button", { name: "Add details (optional)" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    await user.click(more);
    expect(screen.getByRole("button", { name: "Hide details" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
    await user.click(screen.getByRole("button", { name: "Yes" }));
    expect(screen.getByText("Please verify at least one contact method")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "Phone number" }));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole("checkbox", { name: "Phone number" }));
    expect(screen.queryByText("Please verify at least one contact method")).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: /is who they say/ }));
    await user.type(screen.getByLabelText("Notes (optional)"), "Called me twice");
    await user.click(screen.getByRole("button", { name: "Yes" }));
    expect(onSubmit).toHaveBeenCalledWith({
      contacted: true,
      withDetails: true,
      verifiedMethods: ["PHONE"],
      identityConfirmed: true,
      notes: "Called me twice",
    });
  });
});

describe("the confirm contact checks", () => {
  it("match SPEC section 5 for what is sent", () => {
    expect(checkConfirmContact(EMPTY_CONFIRM_CONTACT)).toEqual({ contacted: "contactedRequired" });
    expect(checkConfirmContact({ ...EMPTY_CONFIRM_CONTACT, contacted: true })).toEqual({});
    expect(
      checkConfirmContact({ ...EMPTY_CONFIRM_CONTACT, contacted: true, withDetails: true }),
    ).toEqual({ verifiedMethods: "contactMethodRequired" });
    expect(checkConfirmContact({ ...EMPTY_CONFIRM_CONTACT, contacted: false })).toEqual({});
  });

  it("sends no verification for a 'no'", () => {
    expect(
      confirmContactInput({
        contacted: false,
        withDetails: true,
        verifiedMethods: ["PHONE"],
        identityConfirmed: true,
        notes: "  ",
      }),
    ).toEqual({ contacted: false, verifiedMethods: [], identityConfirmed: false, notes: null });
  });

  it("lets a one-tap 'yes' stand for the channel the employer used", () => {
    const yes = { ...EMPTY_CONFIRM_CONTACT, contacted: true, notes: "hidden" };
    expect(confirmContactInput(yes, "WHATSAPP")).toEqual({
      contacted: true,
      verifiedMethods: ["PHONE"],
      identityConfirmed: false,
      notes: null,
    });
    expect(confirmContactInput(yes, "EMAIL").verifiedMethods).toEqual(["EMAIL"]);
    expect(
      confirmContactInput(
        { ...yes, withDetails: true, verifiedMethods: ["DOCUMENT"], identityConfirmed: true },
        "PHONE",
      ),
    ).toEqual({
      contacted: true,
      verifiedMethods: ["DOCUMENT"],
      identityConfirmed: true,
      notes: "hidden",
    });
  });
});
