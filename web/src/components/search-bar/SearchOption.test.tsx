import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n";
import { SearchOptionContent } from "./SearchOption";
import type { Suggestion } from "./suggestions";

// A suggestion's text is what the search sends (a place's or trade's canonical name); it is
// shown in the reader's script where the names map knows it.

const suggestion = (kind: Suggestion["kind"], text: string, state: string | null = null) => (
  <SearchOptionContent
    option={{ type: "suggestion", key: text, suggestion: { kind, text, state, jobCount: 3 } }}
  />
);

async function inLanguage(language: string) {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(["search", "names"]);
}

afterEach(() => i18n.changeLanguage("en"));

describe("a suggestion in the reader's script", () => {
  it("shows a city, its state and a trade skill in Hindi", async () => {
    await inLanguage("hi");
    render(
      <ul>
        <li>{suggestion("CITY", "Pune", "Maharashtra")}</li>
        <li>{suggestion("SKILL", "Plumber")}</li>
        <li>{suggestion("ROLE", "Tile Mason")}</li>
      </ul>,
    );
    expect(screen.getByText("पुणे")).toBeTruthy();
    expect(screen.getByText(/महाराष्ट्र/)).toBeTruthy();
    expect(screen.getByText("प्लंबर")).toBeTruthy();
    expect(screen.getByText("Tile Mason")).toBeTruthy();
  });

  it("shows a state in Tamil, and a city Tamil does not spell in English", async () => {
    await inLanguage("ta");
    render(
      <ul>
        <li>{suggestion("STATE", "Tamil Nadu")}</li>
        <li>{suggestion("CITY", "Pune", "Maharashtra")}</li>
      </ul>,
    );
    expect(screen.getByText("தமிழ்நாடு")).toBeTruthy();
    expect(screen.getByText("Pune")).toBeTruthy();
    expect(screen.getByText(/மகாராஷ்டிரா/)).toBeTruthy();
  });
});
