import { describe, expect, it } from "vitest";
import { tradeNamed } from "./keyword-query.js";
import { searchTerms } from "./search.js";
import { correctedTerms } from "./spelling.js";

// Misspelt keywords corrected against the trades' words before the title's similarity is tried.

describe("correctedTerms", () => {
  it("corrects a misspelt trade word to the trades' closest word", () => {
    expect(correctedTerms(["plumbr"])).toEqual(["plumber"]);
    expect(correctedTerms(["electrcian"])).toEqual(["electrician"]);
    expect(correctedTerms(["carpentr"])).toEqual(["carpenter"]);
    // A corrected trade word names its trade: the search reads the trade's ordered index.
    expect(tradeNamed(correctedTerms(searchTerms("Plumbr")) ?? [])).toBe("plumber");
  });

  it("keeps the other words as typed, and says when nothing was corrected", () => {
    expect(correctedTerms(["plumbr", "pune"])).toEqual(["plumber", "pune"]);
    expect(correctedTerms(["plumber"])).toBeNull();
    expect(correctedTerms(["ac", "xz"])).toBeNull();
    expect(correctedTerms(["bookkeeping"])).toBeNull();
    expect(correctedTerms([])).toBeNull();
  });
});
