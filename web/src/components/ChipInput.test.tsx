import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "../i18n/i18n";
import { enterMovesOn } from "../lib/enter-key";
import { ChipInput } from "./ChipInput";

beforeAll(() => i18n.loadNamespaces(["common"]));

function Form({
  onSubmit,
  lastStep,
}: {
  onSubmit: (skills: readonly string[]) => void;
  lastStep?: boolean;
}) {
  const [skills, setSkills] = useState<readonly string[]>([]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(skills);
      }}
      {...enterMovesOn(lastStep)}
    >
      <label htmlFor="title">Title</label>
      <input id="title" type="text" />
      <label htmlFor="skills">Skills</label>
      <ChipInput id="skills" control={{}} value={skills} onChange={setSkills} />
      <label htmlFor="verified">Phone</label>
      <input id="verified" type="tel" readOnly value="98765" />
      <label htmlFor="note">Note</label>
      <textarea id="note" />
      <label htmlFor="pay">Pay</label>
      <input id="pay" type="text" inputMode="numeric" />
      <button type="submit">Post</button>
    </form>
  );
}

describe("Enter in a form of several fields", () => {
  it("moves on to the next field, never submitting half a form", async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    render(<Form onSubmit={submitted} />);
    await user.type(screen.getByLabelText("Title"), "Mason{Enter}");
    expect(submitted).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText("Skills"));
  });

  it("adds a chip on Enter in a chip list, and stays there for the next", async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    render(<Form onSubmit={submitted} />);
    await user.type(screen.getByLabelText("Skills"), "plastering{Enter}tiling,");
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.getByText("plastering")).toBeTruthy();
    expect(screen.getByText("tiling")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Skills"));
  });

  it("submits from the last field of the last step, and says so on the keyboard", async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    render(<Form onSubmit={submitted} />);
    const pay = screen.getByLabelText("Pay") as HTMLInputElement;
    await user.click(pay);
    expect(pay.enterKeyHint).toBe("go");
    expect((screen.getByLabelText("Title") as HTMLInputElement).enterKeyHint).not.toBe("go");
    await user.type(pay, "700{Enter}");
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("on an earlier step, the last field's Enter goes on as the step's button does", async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    render(<Form onSubmit={submitted} lastStep={false} />);
    const pay = screen.getByLabelText("Pay") as HTMLInputElement;
    await user.click(pay);
    expect(pay.enterKeyHint).toBe("next");
    await user.type(pay, "{Enter}");
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("sends a skill typed and not added, and adds no chip as the box is left", async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    render(<Form onSubmit={submitted} />);
    await user.type(screen.getByLabelText("Skills"), "Masonry{Enter}Tiling");
    await user.click(screen.getByRole("button", { name: "Post" }));
    // No chip grew under the finger as the box was left (the browser test sees the tap land).
    expect(screen.queryByText("Tiling", { selector: ".chip-input__chip span" })).toBeNull();
    expect(submitted).toHaveBeenCalledWith(["Masonry", "Tiling"]);
  });

  it("keeps what is typed apart from the chips when a chip is removed", async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    render(<Form onSubmit={submitted} />);
    await user.type(screen.getByLabelText("Skills"), "Masonry,Tiling,Plaster");
    await user.click(screen.getByRole("button", { name: "Remove Masonry" }));
    await user.click(screen.getByRole("button", { name: "Post" }));
    expect(submitted).toHaveBeenCalledWith(["Tiling", "Plaster"]);
  });
});
