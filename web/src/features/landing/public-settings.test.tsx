import { render, screen } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n";
import { type PublicSettings, setPublicSettingsResolver } from "../../lib/public-settings";
import { ContactBand } from "./ContactBand";
import { MarketingFigures } from "./MarketingFigures";

// The landing page's support links and figures come from the platform settings: a link only
// when it is set (never a placeholder), a figure either a real number or said to be a goal.

let settings: PublicSettings | null = null;

beforeAll(async () => {
  await i18n.loadNamespaces(["landing"]);
  setPublicSettingsResolver(() => settings);
});
beforeEach(() => {
  settings = {
    supportPhone: "9876543210",
    supportWhatsappUrl: "https://wa.me/919876543210",
    communityUrl: "https://chat.whatsapp.com/AbCdEf",
    figures: [
      { key: "workers", value: 12_345, isTarget: false },
      { key: "placementRatePercent", value: 78, isTarget: true },
      { key: "states", value: 12, isTarget: true },
    ],
  };
});

describe("the contact band", () => {
  it("links the community, the support line (its number not shown) and WhatsApp", () => {
    render(<ContactBand />);
    expect(screen.getByRole("link", { name: /join the community/i }).getAttribute("href")).toBe(
      "https://chat.whatsapp.com/AbCdEf",
    );
    expect(screen.getByRole("link", { name: "Call support" }).getAttribute("href")).toBe(
      "tel:+919876543210",
    );
    expect(screen.getByRole("link", { name: /message us on whatsapp/i }).getAttribute("href")).toBe(
      "https://wa.me/919876543210",
    );
    expect(document.body.textContent).not.toContain("98765");
  });

  it("leaves out what is unset, and the whole band when nothing is", () => {
    settings = { ...(settings as PublicSettings), supportPhone: null, communityUrl: null };
    const { unmount } = render(<ContactBand />);
    expect(screen.queryByRole("link", { name: /community/i })).toBeNull();
    expect(screen.queryByRole("link", { name: "Call support" })).toBeNull();
    screen.getByRole("heading", { name: "Need help? Message us" });
    unmount();
    settings = { ...(settings as PublicSettings), supportWhatsappUrl: null };
    render(<ContactBand />);
    expect(screen.queryByRole("region")).toBeNull();
    expect(document.body.textContent).toBe("");
  });
});

describe("the figures", () => {
  it("state real numbers as they are and targets as goals", () => {
    render(<MarketingFigures />);
    expect(screen.getByText("12,345")).toBeTruthy();
    expect(screen.getByText("Our goal: 78%")).toBeTruthy();
    expect(screen.getByText("Our goal: 12")).toBeTruthy();
    // "Working in 12 states today" would claim the target as a fact.
    expect(document.body.textContent).not.toMatch(/working in/i);
  });

  it("say how many states there are once that is the real number", () => {
    settings = {
      ...(settings as PublicSettings),
      figures: [{ key: "states", value: 7, isTarget: false }],
    };
    render(<MarketingFigures />);
    expect(document.body.textContent).toMatch(/working in 7 states today/i);
  });
});
