import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useHydrated } from "./use-hydrated";

function Probe() {
  const hydrated = useHydrated();
  return (
    <button type="button" disabled={!hydrated}>
      {hydrated ? "ready" : "waiting"}
    </button>
  );
}

describe("useHydrated", () => {
  it("is false in the server's HTML and true once the browser has taken the page over", async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain("disabled");
    expect(html).toContain("waiting");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      render(<Probe />, { container, hydrate: true });
    });
    expect((screen.getByRole("button", { name: "ready" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("is true at once on a page the browser draws itself", () => {
    render(<Probe />);
    expect((screen.getByRole("button", { name: "ready" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
