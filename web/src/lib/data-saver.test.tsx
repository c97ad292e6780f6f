import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../config";
import { dataSaverOn, setDataSaver, useDataSaver, withoutPictures } from "./data-saver";

function Probe() {
  return <p>{useDataSaver() ? "saving" : "not saving"}</p>;
}

describe("the data saver", () => {
  afterEach(() => localStorage.removeItem(STORAGE_KEYS.dataSaver));

  it("is off until the reader turns it on, and re-renders when they do", () => {
    expect(dataSaverOn()).toBe(false);
    render(<Probe />);
    expect(screen.getByText("not saving")).toBeTruthy();
    act(() => setDataSaver(true));
    expect(screen.getByText("saving")).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.dataSaver)).toBe("on");
    act(() => setDataSaver(false));
    expect(screen.getByText("not saving")).toBeTruthy();
  });

  it("leaves a body's pictures out, keeping their alt text", () => {
    const html =
      '<p>Tools</p><p><img src="/files/a.jpg" alt="A drill"><img src="/files/b.jpg" alt=""></p>';
    expect(withoutPictures(html)).toBe(
      '<p>Tools</p><p><span class="picture-left-out">[A drill]</span></p>',
    );
  });
});
