import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { enterMovesOn } from "../lib/enter-key";
import { ChipInput } from "./ChipInput";

function Form({ onSubmit, lastStep }: { onSubmit: () => void; lastStep?: boolean }) {
  const [skills, setSkills] = useState<readonly string[]>([]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
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
});
