import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadJobsTexts } from "../../test/render";
import { ShareJob } from "./ShareJob";

beforeAll(() => loadJobsTexts());

const mason = {
  id: "Sm9iOjQy",
  title: "Mason for a house",
  salaryAmount: 800,
  salaryPeriod: "PER_DAY",
  city: "Pune",
  state: "Maharashtra",
};

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "share");
});

describe("sharing a job", () => {
  it("opens WhatsApp with the title, the pay, the place and the job's address", () => {
    render(<ShareJob job={mason} />);
    const link = screen.getByRole("link", { name: "Share Mason for a house on WhatsApp" });
    const href = new URL(link.getAttribute("href") ?? "");
    expect(href.origin + href.pathname).toBe("https://wa.me/");
    expect(href.searchParams.get("text")).toBe(
      `Mason for a house · ₹800 per day · Pune, Maharashtra\n${window.location.origin}/jobs/Sm9iOjQy`,
    );
    // No share sheet in this browser: no button that would do nothing.
    expect(screen.queryByRole("button", { name: /Share Mason/ })).toBeNull();
  });

  it("says the pay is to be discussed when the employer gave none", () => {
    render(<ShareJob job={{ ...mason, salaryAmount: null, salaryPeriod: null, city: null }} />);
    const href = new URL(screen.getByRole("link").getAttribute("href") ?? "");
    expect(href.searchParams.get("text")).toMatch(
      /^Mason for a house · Pay to be discussed · All cities of Maharashtra\n/,
    );
  });

  it("hands the job to the phone's share sheet where there is one", async () => {
    const share = vi.fn(() => Promise.reject(new DOMException("closed", "AbortError")));
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    render(<ShareJob job={mason} compact />);
    await userEvent.click(screen.getByRole("button", { name: "Share Mason for a house" }));
    expect(share).toHaveBeenCalledWith({
      title: "Mason for a house",
      text: "Mason for a house · ₹800 per day · Pune, Maharashtra",
      url: `${window.location.origin}/jobs/Sm9iOjQy`,
    });
  });
});
