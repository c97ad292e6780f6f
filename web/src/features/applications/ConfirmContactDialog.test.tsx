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
  it("asks whether the employer made contact first", async () => {
    const { onSubmit, user } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Record verification" }));
    expect(
      screen.getByText("Please select whether you were contacted by the employer"),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("asks for at least one way the worker checked the employer", async () => {
    const { onSubmit, user } = renderDialog();
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.click(screen.getByRole("button", { name: "Record verification" }));
    expect(screen.getByText("Please verify at least one contact method")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole("checkbox", { name: "Phone number" }));
    expect(screen.queryByText("Please verify at least one contact method")).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: /is who they say/ }));
    await user.type(screen.getByLabelText("Notes (optional)"), "Called me twice");
    await user.click(screen.getByRole("button", { name: "Record verification" }));
    expect(onSubmit).toHaveBeenCalledWith({
      contacted: true,
      verifiedMethods: ["PHONE"],
      identityConfirmed: true,
      notes: "Called me twice",
    });
  });

  it("takes a plain no", async () => {
    const { onSubmit, user } = renderDialog();
    await user.click(screen.getByRole("radio", { name: "No" }));
    expect(screen.queryByRole("checkbox", { name: "Phone number" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Record verification" }));
    expect(onSubmit).toHaveBeenCalledWith({ ...EMPTY_CONFIRM_CONTACT, contacted: false });
  });
});

describe("the confirm contact checks", () => {
  it("match SPEC section 5", () => {
    expect(checkConfirmContact(EMPTY_CONFIRM_CONTACT)).toEqual({ contacted: "contactedRequired" });
    expect(checkConfirmContact({ ...EMPTY_CONFIRM_CONTACT, contacted: true })).toEqual({
      verifiedMethods: "contactMethodRequired",
    });
    expect(checkConfirmContact({ ...EMPTY_CONFIRM_CONTACT, contacted: false })).toEqual({});
  });

  it("sends no verification for a 'no'", () => {
    expect(
      confirmContactInput({
        contacted: false,
        verifiedMethods: ["PHONE"],
        identityConfirmed: true,
        notes: "  ",
      }),
    ).toEqual({ contacted: false, verifiedMethods: [], identityConfirmed: false, notes: null });
  });
});
